import type { ApiClient } from '../../api/client.js';
import { getPaymentStatus } from '../../api/payments.js';
import { orderTexts } from '../../texts/index.js';

/** The spec's payment check interval: the status is asked again every 7 seconds (section 9). */
export const paymentCheckPollMs = 7000;

/**
 * `waiting`: not confirmed yet, asked again in 7 s; `refunded` (beyond the spec): the same for
 * the payer, but the newest payment was returned (a stale link, a second payment), so the page
 * reads the order again to show the refund and the current amount; `failed`: the status could
 * not be asked (logged), polling stops.
 */
export type PaymentCheckStatus = 'waiting' | 'refunded' | 'paid' | 'failed';

/** What a payment check says, on the order page and on the public card alike. */
export const paymentCheckMessages: Record<PaymentCheckStatus, string> = {
  waiting: orderTexts.awaitingPayment,
  // The spec's text for anything but success: the order is indeed still awaiting its payment.
  refunded: orderTexts.awaitingPayment,
  paid: orderTexts.paymentSucceeded,
  failed: orderTexts.paymentCheckFailed,
};

/**
 * Asks the payment status now and every 7 s until it is 'success' or an ask fails, telling
 * `onStatus` each answer. The returned function stops it; an answer that arrives after that
 * is dropped, so a closed dialog or a removed card never changes again.
 */
export function pollPaymentStatus(
  api: ApiClient,
  orderId: string,
  onStatus: (status: PaymentCheckStatus) => void,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function ask(): Promise<void> {
    let status: string;
    try {
      status = await getPaymentStatus(api, orderId);
    } catch (error) {
      if (stopped) return;
      api.log(orderTexts.paymentCheckFailedLog, error);
      onStatus('failed');
      return;
    }
    if (stopped) return;
    if (status === 'success') {
      onStatus('paid');
      return;
    }
    // The next ask is set first, so that a handler may stop polling at this answer.
    timer = setTimeout(() => void ask(), paymentCheckPollMs);
    onStatus(status === 'refunded' ? 'refunded' : 'waiting');
  }

  void ask();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
