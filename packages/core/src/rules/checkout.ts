import type { CreateOrderRequest, checkoutDeliveryTypes, OrderDeliveryRequest } from '../contract/index.js';
import { checkoutTexts } from '../texts/index.js';
import { digitsOf } from './contact.js';
import { type PhoneInputOptions, phoneDigitsOf } from './phone.js';

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

/** The delivery fields as typed: every type's, whichever is chosen. */
export interface CheckoutDeliveryValues {
  receiverCredentials: string;
  phoneNumber: string;
  deliveryType: CheckoutDeliveryType;
  deliveryAddress: string;
  cdekPvzCode: string;
  postIndex: string;
}

/** Nothing typed yet; CDEK, the main way, chosen. */
export const emptyCheckoutDeliveryValues: CheckoutDeliveryValues = {
  receiverCredentials: '',
  phoneNumber: '',
  deliveryType: 'CDEK',
  deliveryAddress: '',
  cdekPvzCode: '',
  postIndex: '',
};

const nullIfBlank = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * What the checkout and the order-link page send of a delivery: the chosen type's fields only
 * (the others `null`), the phone as digits, and for CDEK only which tariff (`tariffCode`, when
 * one was chosen): the server asks CDEK for its cost itself.
 */
export function checkoutDeliveryRequest(values: CheckoutDeliveryValues, tariffCode?: number): OrderDeliveryRequest {
  const isRussianPost = values.deliveryType === 'RussianPost';
  const isCdek = values.deliveryType === 'CDEK';
  return {
    receiverCredentials: nullIfBlank(values.receiverCredentials),
    phoneNumber: nullIfBlank(phoneDigitsOf(values.phoneNumber, checkoutPhone)),
    deliveryType: values.deliveryType,
    deliveryAddress: isRussianPost ? nullIfBlank(values.deliveryAddress) : null,
    cdekPvzCode: isCdek ? nullIfBlank(values.cdekPvzCode) : null,
    postIndex: isRussianPost ? nullIfBlank(values.postIndex) : null,
    ...(isCdek && tariffCode !== undefined ? { cdekTariffCode: tariffCode } : {}),
  };
}

/** The saved checkout data of a profile, as the checkout writes it. */
export interface CheckoutProfileData {
  receiptFio: string | null;
  phoneNumber: string | null;
  address: string | null;
  cdekPvzCode: string | null;
  postIndex: string | null;
}

/**
 * What «Сохранить данные для следующих заказов» writes to the profile: the receiver and the phone
 * always (empty as `null`, as the spec says), and only the chosen delivery type's own fields: a
 * pickup keeps the saved CDEK point and post address, a CDEK order keeps the post address, a
 * post order keeps the CDEK point (decided, docs/decisions/0054-phone-shows-the-money-and-buyers-rough-edges.md).
 */
export function checkoutProfileUpdate(
  deliveryType: CheckoutDeliveryType,
  values: CheckoutProfileData,
): Partial<CheckoutProfileData> {
  const always = { receiptFio: values.receiptFio, phoneNumber: values.phoneNumber };
  if (deliveryType === 'CDEK') return { ...always, cdekPvzCode: values.cdekPvzCode };
  if (deliveryType === 'RussianPost') return { ...always, address: values.address, postIndex: values.postIndex };
  return always;
}
