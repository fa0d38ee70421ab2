import {
  isValidInn,
  isValidOgrn,
  isValidOgrnip,
  type PaymentQrFields,
  paymentQrFieldsError,
} from '@stickers62/core/rules';
import { z } from 'zod';
import type { ClosingDocumentsSetting, InvoiceSeller } from './types.js';

/**
 * The shop as the seller of invoices (issue 34): its legal details and bank account, from the
 * environment. Without them the shop offers no payment by invoice; a half-filled or mistyped set
 * stops the start with the variable named, since every invoice and QR code would carry the error.
 */

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const sellerEnvironmentShape = {
  SELLER_NAME: optionalText,
  SELLER_INN: optionalText,
  SELLER_KPP: optionalText,
  SELLER_OGRN: optionalText,
  SELLER_ADDRESS: optionalText,
  SELLER_BANK_NAME: optionalText,
  SELLER_BIC: optionalText,
  SELLER_ACCOUNT: optionalText,
  SELLER_CORRESPONDENT_ACCOUNT: optionalText,
  /** `none` (default): prices without VAT (УСН); otherwise the rate in percent the prices include. */
  SELLER_VAT_RATE: optionalText.pipe(
    z
      .string()
      .regex(/^(none|\d{1,2})$/, 'none или ставка в процентах, например 22')
      .optional(),
  ),
  /** The closing documents after shipment: `upd` (default) or `torg12-act` (a товарная накладная and an акт). */
  CLOSING_DOCUMENTS: z.enum(['upd', 'torg12-act']).optional(),
};

type SellerEnvironment = Omit<{ [Key in keyof typeof sellerEnvironmentShape]?: string }, 'CLOSING_DOCUMENTS'> & {
  CLOSING_DOCUMENTS?: ClosingDocumentsSetting;
};

const requiredKeys = [
  'SELLER_NAME',
  'SELLER_INN',
  'SELLER_OGRN',
  'SELLER_ADDRESS',
  'SELLER_BANK_NAME',
  'SELLER_BIC',
  'SELLER_ACCOUNT',
  'SELLER_CORRESPONDENT_ACCOUNT',
] as const;

/** What is wrong with the seller's settings, by variable; empty when they are whole (or all absent). */
export function sellerSettingsProblems(env: SellerEnvironment): [string, string][] {
  const given = requiredKeys.filter((key) => env[key] !== undefined);
  if (given.length === 0) return env.SELLER_KPP === undefined ? [] : [['SELLER_KPP', 'без остальных SELLER_*']];
  const missing = requiredKeys.filter((key) => env[key] === undefined);
  if (missing.length > 0) return missing.map((key) => [key, 'нужен вместе с остальными SELLER_*']);
  const seller = sellerFrom(env as Required<SellerEnvironment>);
  const problems: [string, string][] = [];
  if (!isValidInn(seller.inn)) problems.push(['SELLER_INN', 'ИНН с неверной контрольной цифрой или длиной']);
  const registration = seller.inn.length === 10 ? isValidOgrn(seller.ogrn) : isValidOgrnip(seller.ogrn);
  if (!registration) problems.push(['SELLER_OGRN', 'ОГРН (13 цифр) или ОГРНИП (15 цифр) с верной контрольной цифрой']);
  if (seller.inn.length === 10 && seller.kpp === null) problems.push(['SELLER_KPP', 'нужен организации']);
  const qr = paymentQrFieldsError(sellerQrFields(seller, { purpose: 'Проверка', sumKopecks: 1 }));
  if (qr !== null && !qr.startsWith('PayeeINN')) problems.push(['SELLER_*', qr]);
  if (seller.vatRate !== null && seller.vatRate > 30) problems.push(['SELLER_VAT_RATE', 'не больше 30']);
  return problems;
}

function sellerFrom(env: Required<SellerEnvironment>): InvoiceSeller {
  const vat = env.SELLER_VAT_RATE;
  return {
    name: env.SELLER_NAME,
    inn: env.SELLER_INN,
    kpp: env.SELLER_KPP ?? null,
    ogrn: env.SELLER_OGRN,
    address: env.SELLER_ADDRESS,
    bankName: env.SELLER_BANK_NAME,
    bic: env.SELLER_BIC,
    account: env.SELLER_ACCOUNT,
    correspondentAccount: env.SELLER_CORRESPONDENT_ACCOUNT,
    vatRate: vat === undefined || vat === 'none' ? null : Number(vat),
    closingDocuments: env.CLOSING_DOCUMENTS ?? 'upd',
  };
}

export function checkSellerSettings(env: SellerEnvironment, context: z.RefinementCtx<unknown>): void {
  for (const [path, message] of sellerSettingsProblems(env))
    context.addIssue({ code: 'custom', path: [path], message });
}

/** The seller, or `undefined`: no payment by invoice. Call after `checkSellerSettings` passed. */
export function sellerConfigFrom(env: SellerEnvironment): InvoiceSeller | undefined {
  if (env.SELLER_NAME === undefined) return undefined;
  return sellerFrom(env as Required<SellerEnvironment>);
}

/** The seller's bank details as the payment QR code names them, for a payment of `sumKopecks` for `purpose`. */
export function sellerQrFields(
  seller: InvoiceSeller,
  payment: { purpose: string; sumKopecks: number },
): PaymentQrFields {
  return {
    name: seller.name,
    personalAccount: seller.account,
    bankName: seller.bankName,
    bic: seller.bic,
    correspondentAccount: seller.correspondentAccount,
    payeeInn: seller.inn,
    kpp: seller.kpp,
    ...payment,
  };
}
