import { paymentTexts } from '@stickers62/core/texts';
import { amountValue, type NewPayment } from './payment.js';

/**
 * 54-FZ receipt settings. The shop is a small business without VAT (vat_code 1 = «без НДС»),
 * selling made-to-order goods paid in full before production (commodity, full_prepayment).
 * These are accounting choices, recorded in docs/decisions.md.
 */
export const receiptSettings = { vatCode: 1, paymentSubject: 'commodity', paymentMode: 'full_prepayment' } as const;

/** The body of `POST /v3/payments` for one order: one receipt line for the whole order. */
export function paymentRequestBody(payment: NewPayment): Record<string, unknown> {
  const amount = { value: amountValue(payment.cost), currency: 'RUB' };
  const customer: Record<string, string> = {};
  if (payment.customer.email) customer.email = payment.customer.email;
  if (payment.customer.phone) customer.phone = payment.customer.phone;
  return {
    amount,
    // One-stage: SBP allows nothing else, and the smart page hides SBP without it.
    capture: true,
    confirmation: { type: 'redirect', return_url: payment.returnUrl },
    description: paymentTexts.providerDescription(payment.orderNumber),
    metadata: { orderId: payment.orderId, orderNumber: String(payment.orderNumber) },
    ...(payment.sbpOnly ? { payment_method_data: { type: 'sbp' } } : {}),
    receipt: {
      customer,
      items: [
        {
          description: paymentTexts.receiptItem(payment.orderNumber),
          quantity: '1.00',
          amount,
          vat_code: receiptSettings.vatCode,
          payment_subject: receiptSettings.paymentSubject,
          payment_mode: receiptSettings.paymentMode,
        },
      ],
    },
  };
}
