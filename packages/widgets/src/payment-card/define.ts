import { defineElement } from '../custom-elements/define-element';
import { toCustomElement } from '../custom-elements/to-custom-element';
import { paymentCardElement } from './element';

/** Registers `<s62-payment-card>`. */
export function definePaymentCard(): void {
  defineElement(paymentCardElement.tag, () => toCustomElement(paymentCardElement));
}
