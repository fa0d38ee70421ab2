import { isValidInn, isValidKpp } from './company.js';

/**
 * The payment QR code of an invoice in the format of ГОСТ Р 56042-2014 (issue 34), which Russian
 * banks' apps scan to fill a payment order: `ST0001` (format and version), `2` (UTF-8), then
 * `Name=value` pairs after the separator `|`, the five required ones first in the standard's
 * order, then the shop's additional ones.
 */

/** The payee and the payment: the shop's bank details from configuration and one invoice. */
export interface PaymentQrFields {
  /** The payee's name as the bank knows it (up to 160 characters). */
  name: string;
  /** The payee's settlement account: 20 digits. */
  personalAccount: string;
  /** The payee's bank (up to 45 characters). */
  bankName: string;
  /** The bank's БИК: 9 digits. */
  bic: string;
  /** The bank's correspondent account: 20 digits. */
  correspondentAccount: string;
  payeeInn: string;
  /** The payee's КПП; a sole proprietor has none and the field is left out. */
  kpp: string | null;
  /** The purpose of payment, with the invoice number (up to 210 characters). */
  purpose: string;
  /** The amount in whole kopecks. */
  sumKopecks: number;
}

export const paymentQrHeader = 'ST00012';
export const paymentQrSeparator = '|';

/** The standard's length limits of the free-text fields. */
const textLimits = { Name: 160, BankName: 45, Purpose: 210 } as const;

/**
 * A free-text value as the format can carry it: the separator cannot appear inside a value (a
 * bank would read the rest as another field), so it becomes «/»; line breaks and other controls
 * become spaces; runs of spaces one; and the value is cut to the standard's limit.
 */
export function paymentQrText(value: string, limit: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what a QR value may not hold
  const cleaned = value.replaceAll(paymentQrSeparator, '/').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return Array.from(cleaned.replace(/\s+/g, ' ').trim()).slice(0, limit).join('');
}

/** Why a coded field cannot go into the payload, for the shop's configuration check; or `null`. */
export function paymentQrFieldsError(fields: PaymentQrFields): string | null {
  if (!/^\d{20}$/.test(fields.personalAccount)) return 'PersonalAcc: a settlement account is 20 digits';
  if (!/^\d{9}$/.test(fields.bic)) return 'BIC: a БИК is 9 digits';
  if (!/^\d{20}$/.test(fields.correspondentAccount)) return 'CorrespAcc: a correspondent account is 20 digits';
  if (!isValidInn(fields.payeeInn)) return 'PayeeINN: not an ИНН with valid check digits';
  if (fields.kpp !== null && !isValidKpp(fields.kpp)) return 'KPP: not a КПП';
  if (!Number.isSafeInteger(fields.sumKopecks) || fields.sumKopecks <= 0 || String(fields.sumKopecks).length > 18) {
    return 'Sum: a positive whole number of kopecks, at most 18 digits';
  }
  for (const [key, value] of [
    ['Name', fields.name],
    ['BankName', fields.bankName],
    ['Purpose', fields.purpose],
  ] as const) {
    if (paymentQrText(value, textLimits[key]) === '') return `${key}: empty`;
  }
  return null;
}

/**
 * The QR payload: `ST00012|Name=…|PersonalAcc=…|BankName=…|BIC=…|CorrespAcc=…|PayeeINN=…|KPP=…|Purpose=…|Sum=…`.
 * Throws on fields a bank would refuse (the server checks its configuration at start with
 * `paymentQrFieldsError`, so this is a programming error by the time an invoice is made).
 */
export function paymentQrPayload(fields: PaymentQrFields): string {
  const problem = paymentQrFieldsError(fields);
  if (problem !== null) throw new Error(`Payment QR: ${problem}`);
  const pairs: [string, string][] = [
    ['Name', paymentQrText(fields.name, textLimits.Name)],
    ['PersonalAcc', fields.personalAccount],
    ['BankName', paymentQrText(fields.bankName, textLimits.BankName)],
    ['BIC', fields.bic],
    ['CorrespAcc', fields.correspondentAccount],
    ['PayeeINN', fields.payeeInn],
  ];
  if (fields.kpp !== null) pairs.push(['KPP', fields.kpp]);
  pairs.push(['Purpose', paymentQrText(fields.purpose, textLimits.Purpose)], ['Sum', String(fields.sumKopecks)]);
  return [paymentQrHeader, ...pairs.map(([key, value]) => `${key}=${value}`)].join(paymentQrSeparator);
}
