import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { createPaymentLink } from '../../api/payments.js';
import { paymentTexts } from '../../texts/index.js';

/**
 * The pay action of both payment forms (order page and public card), once the e-mail passed
 * `paymentFormError`: asks for the provider's address and hands it to `openUrl`. Resolves to
 * `null`, or to the text to show: the server's own for a refusal ('Заказ нельзя оплатить'),
 * else 'Не удалось создать ссылку на оплату!'.
 */
export async function payByLink(
  api: ApiClient,
  payment: { orderId: string; email: string; sbpOnly?: boolean },
  openUrl: (url: string) => void,
): Promise<string | null> {
  let url: string;
  try {
    url = await createPaymentLink(api, { ...payment, email: payment.email.trim() });
  } catch (failure) {
    return failure instanceof ApiError ? failure.message : paymentTexts.linkFailed;
  }
  openUrl(url);
  return null;
}
