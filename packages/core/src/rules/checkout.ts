import type { CreateOrderRequest, checkoutDeliveryTypes } from '../contract/index.js';
import { checkoutTexts } from '../texts/index.js';
import { digitsOf } from './contact.js';
import type { PhoneInputOptions } from './phone.js';

export type CheckoutDeliveryType = (typeof checkoutDeliveryTypes)[number];
export type CheckoutField = 'receiverCredentials' | 'phoneNumber' | 'deliveryAddress' | 'cdekPvzCode' | 'postIndex';
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The checkout takes any number of 2–15 digits (spec), so a foreign one is kept as typed. */
export const checkoutPhone: PhoneInputOptions = { international: true };

/** Optional plus, first digit 1-9, 2 to 15 digits in all; spaces are ignored. */
const checkoutPhoneShape = /^\+?[1-9]\d{1,14}$/;

/**
 * The spec's rule applied to the digits the phone sends (the field formats `+7 (920) 555 11 22`
 * and people paste dashes and brackets; only the digits reach the server).
 */
export function isCheckoutPhoneValid(phone: string): boolean {
  return checkoutPhoneShape.test(digitsOf(phone));
}

/** Fields marked required for a delivery type (the receiver and phone always). */
export function checkoutRequiredFields(deliveryType: CheckoutDeliveryType): CheckoutField[] {
  const always: CheckoutField[] = ['receiverCredentials', 'phoneNumber'];
  if (deliveryType === 'RussianPost') return [...always, 'deliveryAddress', 'postIndex'];
  if (deliveryType === 'CDEK') return [...always, 'cdekPvzCode'];
  return always;
}

const requiredMessages: Record<CheckoutField, string> = {
  receiverCredentials: checkoutTexts.receiverRequired,
  phoneNumber: checkoutTexts.phoneRequired,
  deliveryAddress: checkoutTexts.addressRequired,
  cdekPvzCode: checkoutTexts.cdekRequired,
  postIndex: checkoutTexts.postIndexRequired,
};

type CheckoutValues = Pick<CreateOrderRequest, 'receiverCredentials' | 'phoneNumber' | 'deliveryType'> &
  Partial<Pick<CreateOrderRequest, 'deliveryAddress' | 'cdekPvzCode' | 'postIndex'>>;

/** Per-field messages of the checkout form; an empty object means it may be sent. */
export function checkoutErrors(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const field of checkoutRequiredFields(values.deliveryType)) {
    if ((values[field] ?? '').trim() === '') errors[field] = requiredMessages[field];
  }
  if (errors.phoneNumber === undefined && !isCheckoutPhoneValid(values.phoneNumber ?? '')) {
    errors.phoneNumber = checkoutTexts.phoneInvalid;
  }
  return errors;
}
