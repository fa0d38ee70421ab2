import { defineElement } from '../custom-elements/define-element';
import { toCustomElement } from '../custom-elements/to-custom-element';
import { contactButtonElement } from './element';

/** Registers `<s62-contact-button>`. */
export function defineContactButton(): void {
  defineElement(contactButtonElement.tag, () => toCustomElement(contactButtonElement));
}
