import type { ApiClient } from '../../api/client.js';
import { getPaymentStatus } from '../../api/payments.js';
import { orderTexts } from '../../texts/index.js';

/** The spec's payment check interval: the status is asked again every 7 seconds (section 9). */
export const paymentCheckPollMs = 7000;

export interface PaymentPollHandlers {
  /** The provider has not confirmed the payment yet; the next ask is in 7 s. */
  waiting(): void;
  paid(): void;
  /** The status could not be asked (logged); polling stops. */
  failed(): void;
}

/**
 * Asks the payment status now and every 7 s until it is 'success' or an ask fails. The
 * returned function stops it; an answer that arrives after that is dropped, so a closed
 * dialog or a removed card never changes again.
 */
export function pollPaymentStatus(api: ApiClient, orderId: string, handlers: PaymentPollHandlers): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function ask(): Promise<void> {
    let status: string;
    try {
      status = await getPaymentStatus(api, orderId);
    } catch (error) {
      if (stopped) return;
      api.log(orderTexts.paymentCheckFailedLog, error);
      handlers.failed();
      return;
    }
    if (stopped) return;
    if (status === 'success') {
      handlers.paid();
      return;
    }
    handlers.waiting();
    timer = setTimeout(() => void ask(), paymentCheckPollMs);
  }

  void ask();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
