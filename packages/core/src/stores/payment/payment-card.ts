import { map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { ApiError } from '../../api/errors.js';
import { getPublicOrderInfo } from '../../api/orders.js';
import type { PublicOrderInfo } from '../../contract/index.js';
import { paymentFormError } from '../../rules/index.js';
import { orderTexts, paymentTexts } from '../../texts/index.js';
import { payByLink } from './payment-link.js';
import { pollPaymentStatus } from './payment-poll.js';

export type PaymentCardView = 'loading' | 'ready' | 'paid' | 'error';

export interface PaymentCardState {
  view: PaymentCardView;
  info: PublicOrderInfo | null;
  /** The error view's text. */
  error: string | null;
  /** A payment check is running (polling every 7 s until paid or failed). */
  checking: boolean;
  /** What the running or last check says. */
  checkMessage: string | null;
  paying: boolean;
  /** The pay form's message (validation or link failure). */
  payError: string | null;
  /** `payError` is about the e-mail the payer typed (the field is marked), not the link or the provider. */
  emailRefused: boolean;
}

export interface PaymentCardOptions {
  api: ApiClient;
  orderId: string | undefined;
  /** The order turned out paid (on load or by a check). */
  onPaid?: (info: PublicOrderInfo) => void;
  /** Sends the browser to the payment page. */
  navigate: (url: string) => void;
}

function loadFailureText(error: unknown): string {
  const notFound = error instanceof ApiError && (error.kind === 'notFound' || error.message.includes('Not found'));
  return notFound ? paymentTexts.notFound : paymentTexts.loadError;
}

/**
 * The public payment card (no sign-in): order info, the pay link by card or SBP, and payment
 * checks. The same pay action and the same 7 s polling as the order page's payment dialogs.
 */
export function createPaymentCardStore({ api, orderId, onPaid, navigate }: PaymentCardOptions) {
  const $state = map<PaymentCardState>({
    view: 'loading',
    info: null,
    error: null,
    checking: false,
    checkMessage: null,
    paying: false,
    payError: null,
    emailRefused: false,
  });
  let stopPolling = () => {};
  let disposed = false;

  function markPaid() {
    stopPolling();
    const info = $state.get().info;
    $state.set({ ...$state.get(), view: 'paid', checking: false, checkMessage: orderTexts.paymentSucceeded });
    if (info) onPaid?.(info);
  }

  /** Reads the order info again after a change on the page (a proof answered opens payment, a payment returned). */
  async function refreshInfo(): Promise<void> {
    if (!orderId) return;
    try {
      const info = await getPublicOrderInfo(api, orderId);
      if (!disposed) $state.setKey('info', info);
    } catch (error) {
      api.log(paymentTexts.loadError, error);
    }
  }

  /** 'Проверить платеж': checks now and every 7 s until paid or a check fails. */
  function startChecking() {
    if (!orderId || $state.get().checking) return;
    stopPolling();
    $state.set({ ...$state.get(), checking: true, checkMessage: paymentTexts.checking });
    let refundSeen = false;
    stopPolling = pollPaymentStatus(api, orderId, (status) => {
      if (status === 'paid') markPaid();
      else if (status === 'failed') {
        $state.set({ ...$state.get(), checking: false, checkMessage: orderTexts.paymentCheckFailed });
      } else {
        $state.setKey('checkMessage', orderTexts.awaitingPayment);
        // The newest payment was returned: read the order again for the note and the current amount.
        if (status === 'refunded' && !refundSeen) {
          refundSeen = true;
          void refreshInfo();
        }
      }
    });
  }

  return {
    $state,
    /** Loads the order; a paid order shows as paid; `checkNow` starts checking right away (payment-completed). */
    async load(checkNow: boolean): Promise<void> {
      // A store stopped by `dispose` may be started again: React's StrictMode runs an effect,
      // its clean-up and the effect again on the same memoised store.
      disposed = false;
      // Also a retry after a failed load: the card shows loading again.
      $state.set({ ...$state.get(), view: 'loading', error: null });
      if (!orderId) {
        $state.set({ ...$state.get(), view: 'error', error: paymentTexts.invalidId });
        return;
      }
      try {
        const info = await getPublicOrderInfo(api, orderId);
        if (disposed) return;
        $state.set({ ...$state.get(), view: 'ready', info });
      } catch (error) {
        if (disposed) return;
        $state.set({ ...$state.get(), view: 'error', error: loadFailureText(error) });
        return;
      }
      if (checkNow) startChecking();
      // One quiet look: an order already paid shows as paid; a failed look is not shown.
      else
        stopPolling = pollPaymentStatus(api, orderId, (status) => {
          stopPolling();
          if (status === 'paid') markPaid();
        });
    },
    startChecking,
    refreshInfo,
    async pay(email: string, sbpOnly: boolean): Promise<void> {
      if (!orderId) return;
      const invalid = paymentFormError(email);
      if (invalid) {
        $state.set({ ...$state.get(), payError: invalid, emailRefused: true });
        return;
      }
      $state.set({ ...$state.get(), paying: true, payError: null, emailRefused: false });
      const error = await payByLink(api, { orderId, email, sbpOnly }, navigate);
      if (error) $state.setKey('payError', error);
      if (!disposed) $state.setKey('paying', false);
    },
    dispose() {
      disposed = true;
      stopPolling();
    },
  };
}

export type PaymentCardStore = ReturnType<typeof createPaymentCardStore>;
