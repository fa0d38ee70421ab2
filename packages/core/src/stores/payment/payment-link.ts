import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { createPaymentLink } from '../../api/payments.js';
import { paymentTexts } from '../../texts/index.js';

export type PaymentLinkOutcome = { url: string; error: null } | { url: null; error: string };

/**
 * The pay action of both payment forms (order page and public card), once the e-mail passed
 * `paymentFormError`: the provider's address, or the text to show — the server's own for a
 * refusal ('Заказ нельзя оплатить'), else 'Не удалось создать ссылку на оплату!'.
 */
export async function requestPaymentLink(
  api: ApiClient,
  payment: { orderId: string; email: string; sbpOnly?: boolean },
): Promise<PaymentLinkOutcome> {
  try {
    const url = await createPaymentLink(api, { ...payment, email: payment.email.trim() });
    return { url, error: null };
  } catch (failure) {
    return { url: null, error: failure instanceof ApiError ? failure.message : paymentTexts.linkFailed };
  }
}
