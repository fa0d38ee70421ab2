import { map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { type PaymentCheckStatus, paymentCheckMessages, pollPaymentStatus } from './payment-poll.js';

/** After a success the modal closes 1 second later (section 9). */
export const paymentCheckCloseMs = 1000;

export interface PaymentCheckState {
  open: boolean;
  status: PaymentCheckStatus;
  /** 'Ожидаем оплату заказа...', 'Заказ успешно оплачен!' or 'Произошла ошибка при проверке статуса оплаты'. */
  message: string;
}

/**
 * 'Уже оплатили? Проверить платеж' on the order page: asks at once, then every 7 s while
 * open. A success marks the order paid (`onPaid`) and closes after 1 s; a failure stops the
 * polling.
 */
export function createPaymentCheckStore(
  api: ApiClient,
  orderId: string,
  onPaid: () => void,
  /** Once per check that finds the newest payment returned: the page reads the order again. */
  onRefunded: () => void = () => {},
) {
  const $state = map<PaymentCheckState>({ open: false, status: 'waiting', message: paymentCheckMessages.waiting });
  let stopPolling = () => {};
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (status: PaymentCheckStatus) =>
    $state.set({ open: true, status, message: paymentCheckMessages[status] });

  function stop() {
    stopPolling();
    clearTimeout(closeTimer);
  }

  function close() {
    stop();
    $state.setKey('open', false);
  }

  return {
    $state,
    open() {
      stop();
      show('waiting');
      let refundSeen = false;
      stopPolling = pollPaymentStatus(api, orderId, (status) => {
        show(status);
        if (status === 'refunded' && !refundSeen) {
          refundSeen = true;
          onRefunded();
        }
        if (status !== 'paid') return;
        onPaid();
        closeTimer = setTimeout(close, paymentCheckCloseMs);
      });
    },
    close,
  };
}

export type PaymentCheckStore = ReturnType<typeof createPaymentCheckStore>;
