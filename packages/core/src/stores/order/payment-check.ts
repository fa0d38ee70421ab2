import { map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { getPaymentStatus } from '../../api/payments.js';
import { orderTexts } from '../../texts/index.js';

/** The check asks every 7 seconds; after a success the modal closes 1 second later (section 9). */
export const paymentCheckPollMs = 7000;
export const paymentCheckCloseMs = 1000;

export type PaymentCheckStatus = 'waiting' | 'paid' | 'failed';

export interface PaymentCheckState {
  open: boolean;
  status: PaymentCheckStatus;
  /** 'Ожидаем оплату заказа...', 'Заказ успешно оплачен!' or 'Произошла ошибка при проверке статуса оплаты'. */
  message: string;
}

const messages: Record<PaymentCheckStatus, string> = {
  waiting: orderTexts.awaitingPayment,
  paid: orderTexts.paymentSucceeded,
  failed: orderTexts.paymentCheckFailed,
};

/**
 * 'Уже оплатили? Проверить платеж': asks at once, then every 7 s while open. A success
 * marks the order paid (`onPaid`) and closes after 1 s; a failure stops the polling.
 */
export function createPaymentCheckStore(api: ApiClient, orderId: string, onPaid: () => void) {
  const $state = map<PaymentCheckState>({ open: false, status: 'waiting', message: messages.waiting });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each opening is a new run; an answer of an older run is dropped.
  let run = 0;

  const show = (status: PaymentCheckStatus) => $state.set({ open: true, status, message: messages[status] });

  function stop() {
    clearTimeout(timer);
    timer = undefined;
  }

  function close() {
    stop();
    run += 1;
    $state.setKey('open', false);
  }

  async function check(currentRun: number) {
    let status: string;
    try {
      status = await getPaymentStatus(api, orderId);
    } catch (error) {
      if (currentRun !== run) return;
      api.log(orderTexts.paymentCheckFailedLog, error);
      show('failed');
      return;
    }
    if (currentRun !== run) return;
    if (status === 'success') {
      show('paid');
      onPaid();
      timer = setTimeout(close, paymentCheckCloseMs);
      return;
    }
    show('waiting');
    timer = setTimeout(() => void check(currentRun), paymentCheckPollMs);
  }

  return {
    $state,
    open() {
      stop();
      run += 1;
      show('waiting');
      void check(run);
    },
    close,
  };
}

export type PaymentCheckStore = ReturnType<typeof createPaymentCheckStore>;
