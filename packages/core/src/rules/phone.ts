import { digitsOf } from './contact.js';

/** A Russian number has at most 11 digits: the country digit and ten more. */
export const maxPhoneDigits = 11;

/** The digits of a phone as they are sent and stored; a leading 8 of an 11-digit number becomes 7. */
export function normalizePhoneDigits(value: string): string {
  const digits = digitsOf(value).slice(0, maxPhoneDigits);
  return digits.length === maxPhoneDigits && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/**
 * Formats as the customer types: `+7 (XXX) XXX XX XX`, as far as the digits go. A number typed
 * without the country digit gets +7 in front; formatting its own output gives the same text.
 */
export function formatPhoneInput(value: string): string {
  const digits = normalizePhoneDigits(value);
  if (digits === '') return '';
  const hasCountryDigit = digits.startsWith('7') || digits.startsWith('8');
  const country = hasCountryDigit ? digits.charAt(0) : '7';
  const rest = (hasCountryDigit ? digits.slice(1) : digits).slice(0, maxPhoneDigits - 1);
  let text = `+${country}`;
  if (rest.length > 0) text += ` (${rest.slice(0, 3)}`;
  if (rest.length > 3) text += `) ${rest.slice(3, 6)}`;
  if (rest.length > 6) text += ` ${rest.slice(6, 8)}`;
  if (rest.length > 8) text += ` ${rest.slice(8, 10)}`;
  return text;
}
