import { digitsOf } from './contact.js';

/**
 * The one home of phone numbers (profile and checkout share one field): what is typed or pasted
 * becomes `+7 (XXX) XXX XX XX` as it is typed, and the wire gets digits only.
 */

/** A Russian number has at most 11 digits: the country digit and ten more. */
export const maxPhoneDigits = 11;
/** E.164: at most 15 digits, the checkout's spec limit. */
export const maxInternationalPhoneDigits = 15;

export interface PhoneInputOptions {
  /**
   * The checkout accepts any number of 2–15 digits: text that starts with `+` and a country digit
   * other than 7 or 8 is kept as `+<digits>`. The profile is Russian only (spec: always +7).
   */
  international?: boolean;
}

/** The digits of a phone as they are sent and stored; a leading 8 of an 11-digit number becomes 7. */
export function normalizePhoneDigits(value: string, maxDigits: number = maxPhoneDigits): string {
  const digits = digitsOf(value).slice(0, maxDigits);
  return digits.length === maxPhoneDigits && digits.startsWith('8') ? `7${digits.slice(1)}` : digits;
}

/** `+375…`, `+1…`: a plus and a first digit that is not a Russian 7 or trunk 8. */
const internationalShape = /^\+\D*[0-69]/;

function isInternational(text: string, options: PhoneInputOptions): boolean {
  return options.international === true && internationalShape.test(text.trim());
}

/** The digits a field's text sends: up to 15 for a foreign number, 11 otherwise. */
export function phoneDigitsOf(value: string, options: PhoneInputOptions = {}): string {
  return normalizePhoneDigits(value, isInternational(value, options) ? maxInternationalPhoneDigits : maxPhoneDigits);
}

/**
 * Formats as the customer types: `+7 (XXX) XXX XX XX`, as far as the digits go. A number typed
 * without the country digit gets +7 in front; formatting its own output gives the same text.
 * Accepts `+7 (920) 555-11-22`, `+7 920 555-11-22`, `8 920 555 11 22`, `9205551122`.
 */
export function formatPhoneInput(value: string, options: PhoneInputOptions = {}): string {
  const text = value.trim();
  // A lone plus stays, so a foreign number can be started with it.
  if (options.international && text === '+') return '+';
  if (isInternational(text, options)) return `+${digitsOf(text).slice(0, maxInternationalPhoneDigits)}`;
  const digits = normalizePhoneDigits(text);
  if (digits === '') return '';
  const hasCountryDigit = digits.startsWith('7') || digits.startsWith('8');
  const country = hasCountryDigit ? digits.charAt(0) : '7';
  const rest = (hasCountryDigit ? digits.slice(1) : digits).slice(0, maxPhoneDigits - 1);
  let formatted = `+${country}`;
  if (rest.length > 0) formatted += ` (${rest.slice(0, 3)}`;
  if (rest.length > 3) formatted += `) ${rest.slice(3, 6)}`;
  if (rest.length > 6) formatted += ` ${rest.slice(6, 8)}`;
  if (rest.length > 8) formatted += ` ${rest.slice(8, 10)}`;
  return formatted;
}

/** A stored phone (digits with the country code) as the field shows it. */
export function phoneInputFromDigits(stored: string | null | undefined, options: PhoneInputOptions = {}): string {
  const digits = digitsOf(stored ?? '');
  if (digits === '') return '';
  // Ten digits are a national number; more carry their country code.
  return formatPhoneInput(digits.length <= 10 ? digits : `+${digits}`, options);
}

const digitCount = (text: string) => digitsOf(text).length;

/** The position just after the `count`-th digit of `text`. */
function positionAfterDigits(text: string, count: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text.charAt(index))) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export interface PhoneEdit {
  /** The field's text before the edit (formatted). */
  previous: string;
  /** The text the browser produced (typed, pasted or deleted into `previous`). */
  value: string;
  /** The caret in `value`. */
  caret: number;
  /** `InputEvent.inputType`: tells a Backspace from a Delete. */
  inputType?: string;
}

/**
 * One edit of the phone field: the new formatted text and where the caret goes. The caret stays
 * after the same digit it followed; deleting only a bracket or space also deletes the digit
 * before it (Backspace) or after it (Delete), so the key never seems to do nothing.
 */
export function editPhoneInput(edit: PhoneEdit, options: PhoneInputOptions = {}): { text: string; caret: number } {
  let { value, caret } = edit;
  const onlyFormattingDeleted =
    value.length < edit.previous.length && digitsOf(value) === digitsOf(edit.previous) && value.trim() !== '';
  if (onlyFormattingDeleted) {
    if (edit.inputType === 'deleteContentForward') {
      const after = value.slice(caret).search(/\d/);
      if (after >= 0) value = value.slice(0, caret + after) + value.slice(caret + after + 1);
    } else {
      const before = value.slice(0, caret).search(/\d\D*$/);
      if (before >= 0) {
        value = value.slice(0, before) + value.slice(before + 1);
        caret = before;
      }
    }
  }
  const text = formatPhoneInput(value, options);
  const before = formatPhoneInput(value.slice(0, caret), options);
  const digitsBeforeCaret = digitCount(before);
  // No digit before the caret: it stays after what precedes them (a lone "+" of a foreign number).
  if (digitsBeforeCaret === 0) return { text, caret: Math.min(before.length, text.length) };
  return { text, caret: positionAfterDigits(text, digitsBeforeCaret) };
}
