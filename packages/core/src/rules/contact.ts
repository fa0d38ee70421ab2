import { vkLinkPattern } from '../contract/client.js';
import { paymentTexts, profileTexts } from '../texts/index.js';

/** "Looks like an e-mail": something, @, something, a dot, something, with no spaces. */
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Payment form phone: at least 10 of digits, spaces, dashes, parentheses, with an optional leading plus. */
const paymentPhoneShape = /^\+?[\d\s\-()]{10,}$/;

export function isEmailShaped(value: string): boolean {
  return emailShape.test(value.trim());
}

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The payment form's message, or `null` when the link may be requested. */
export function paymentFormError(email: string, phone = ''): string | null {
  const trimmedEmail = email.trim();
  const trimmedPhone = phone.trim();
  if (trimmedEmail === '' && trimmedPhone === '') return paymentTexts.fillAll;
  if (trimmedEmail !== '' && !isEmailShaped(trimmedEmail)) return paymentTexts.invalidEmail;
  if (trimmedPhone !== '' && !paymentPhoneShape.test(trimmedPhone)) return paymentTexts.invalidPhone;
  return null;
}

/** Whether a VK page link may be stored and shown as a link; empty means "no page". */
export function isVkLinkAllowed(value: string | null | undefined): boolean {
  const link = value?.trim() ?? '';
  return link === '' || vkLinkPattern.test(link);
}

/** The message for a VK page link that is neither empty nor `https://vk.com/…` / `https://vk.ru/…`. */
export function vkLinkError(value: string | null | undefined): string | null {
  return isVkLinkAllowed(value) ? null : profileTexts.invalidVkLink;
}

export interface ProfileContactErrors {
  receiptEmail?: string;
  phoneNumber?: string;
  vkLink?: string;
}

/**
 * Profile form: the e-mail if filled must look like one; a phone with digits must have 10 or 11;
 * a VK link must be a vk.com or vk.ru page.
 */
export function profileContactErrors(values: {
  receiptEmail: string | null;
  phoneNumber: string | null;
  vkLink?: string | null;
}): ProfileContactErrors {
  const errors: ProfileContactErrors = {};
  const email = values.receiptEmail?.trim() ?? '';
  if (email !== '' && !isEmailShaped(email)) errors.receiptEmail = profileTexts.invalidEmail;
  const digits = digitsOf(values.phoneNumber ?? '');
  if (digits.length > 0 && digits.length !== 10 && digits.length !== 11) errors.phoneNumber = profileTexts.invalidPhone;
  const vkLink = vkLinkError(values.vkLink);
  if (vkLink) errors.vkLink = vkLink;
  return errors;
}
