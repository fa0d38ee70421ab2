import type { ReceiptCustomer, ReceiptLine } from '@stickers62/core/rules';
import { paymentServerTexts } from '@stickers62/core/texts';
import { amountValue, type NewPayment, type NewRefund } from './payment.js';

/**
 * 54-FZ receipt settings. The shop is a small business without VAT (vat_code 1 = «без НДС»),
 * selling made-to-order goods paid in full before production (commodity, full_prepayment);
 * delivery is a service line (core `receiptLines` decides which line is which).
 * These are accounting choices, recorded in docs/decisions/0005-payments-yookassa.md.
 */
export const receiptSettings = { vatCode: 1, paymentMode: 'full_prepayment' } as const;

/** The body of `POST /v3/payments` for one order, with its receipt line by line. */
export function paymentRequestBody(payment: NewPayment): Record<string, unknown> {
  const customer = receiptCustomer(payment.customer);
  return {
    amount: rubles(payment.cost),
    // One-stage: SBP allows nothing else, and the smart page hides SBP without it.
    capture: true,
    confirmation: { type: 'redirect', return_url: payment.returnUrl },
    description: paymentServerTexts.providerDescription(payment.orderNumber),
    metadata: { orderId: payment.orderId, orderNumber: String(payment.orderNumber) },
    ...(payment.sbpOnly ? { payment_method_data: { type: 'sbp' } } : {}),
    receipt: { customer, items: payment.receipt.map(receiptItem) },
  };
}

/** The body of `POST /v3/refunds`: all of the payment, its receipt repeating the payment's lines. */
export function refundRequestBody(refund: NewRefund): Record<string, unknown> {
  return {
    payment_id: refund.providerPaymentId,
    amount: rubles(refund.amount),
    description: refund.description,
    receipt: { customer: receiptCustomer(refund.receipt.customer), items: refund.receipt.lines.map(receiptItem) },
  };
}

const rubles = (value: number) => ({ value: amountValue(value), currency: 'RUB' });

function receiptCustomer(customer: ReceiptCustomer): Record<string, string> {
  return {
    ...(customer.email ? { email: customer.email } : {}),
    ...(customer.phone ? { phone: customer.phone } : {}),
  };
}

/** One receipt line as YooKassa's SDK serialises it: `amount` is the unit price. */
function receiptItem(line: ReceiptLine): Record<string, unknown> {
  return {
    description: line.description,
    quantity: `${line.quantity}.00`,
    amount: rubles(line.unitPrice),
    vat_code: receiptSettings.vatCode,
    payment_subject: line.subject,
    payment_mode: receiptSettings.paymentMode,
  };
}
