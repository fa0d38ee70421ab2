import { defineElement } from '../custom-elements/define-element';
import { toCustomElement } from '../custom-elements/to-custom-element';
import { layoutPickerElement } from './element';

/** Registers `<s62-layout-picker>`. */
export function defineLayoutPicker(): void {
  defineElement(layoutPickerElement.tag, () => toCustomElement(layoutPickerElement));
}
