import {
  type ApiClient,
  ApiError,
  createPaymentLink,
  getPaymentStatus,
  getPublicOrderInfo,
} from '@stickers62/core/api';
import type { PublicOrderInfo } from '@stickers62/core/contract';
import { paymentFormError } from '@stickers62/core/rules';
import { orderTexts, paymentTexts } from '@stickers62/core/texts';
import { map } from 'nanostores';

/** The spec's payment check interval. */
export const paymentPollMs = 7000;

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
}

export interface PaymentCardOptions {
  client: ApiClient;
  orderId: string | undefined;
  /** The order turned out paid (on load or by a check). */
  onPaid?: (info: PublicOrderInfo) => void;
  /** Sends the browser to the payment page. */
  navigate?: (url: string) => void;
}

function loadFailureText(error: unknown): string {
  const notFound = error instanceof ApiError && (error.kind === 'notFound' || error.message.includes('Not found'));
  return notFound ? paymentTexts.notFound : paymentTexts.loadError;
}

/** State and actions of the public payment card: order info, pay link, payment checks. */
export function createPaymentCardStore({ client, orderId, onPaid, navigate }: PaymentCardOptions) {
  const $state = map<PaymentCardState>({
    view: 'loading',
    info: null,
    error: null,
    checking: false,
    checkMessage: null,
    paying: false,
    payError: null,
  });
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function markPaid() {
    stopChecking();
    const info = $state.get().info;
    $state.set({ ...$state.get(), view: 'paid', checking: false, checkMessage: orderTexts.paymentSucceeded });
    if (info) onPaid?.(info);
  }

  function stopChecking() {
    clearTimeout(pollTimer);
    pollTimer = undefined;
  }

  async function checkOnce(): Promise<void> {
    if (!orderId || disposed) return;
    try {
      const status = await getPaymentStatus(client, orderId);
      if (disposed) return;
      if (status === 'success') {
        markPaid();
        return;
      }
      $state.setKey('checkMessage', orderTexts.awaitingPayment);
      if ($state.get().checking) pollTimer = setTimeout(() => void checkOnce(), paymentPollMs);
    } catch (error) {
      if (disposed) return;
      console.error(orderTexts.paymentCheckFailedLog, error);
      stopChecking();
      $state.set({ ...$state.get(), checking: false, checkMessage: orderTexts.paymentCheckFailed });
    }
  }

  return {
    $state,
    /** Loads the order; a paid order shows as paid; `checkNow` starts checking right away (payment-completed). */
    async load(checkNow: boolean): Promise<void> {
      // A store stopped by `dispose` may be started again: React's StrictMode runs an effect,
      // its clean-up and the effect again on the same memoised store.
      disposed = false;
      if (!orderId) {
        $state.set({ ...$state.get(), view: 'error', error: paymentTexts.invalidId });
        return;
      }
      try {
        const info = await getPublicOrderInfo(client, orderId);
        if (disposed) return;
        $state.set({ ...$state.get(), view: 'ready', info });
      } catch (error) {
        if (disposed) return;
        $state.set({ ...$state.get(), view: 'error', error: loadFailureText(error) });
        return;
      }
      if (checkNow) this.startChecking();
      else await checkOnceQuietly();
    },
    /** 'Проверить платеж': checks now and every 7 s until paid or a check fails. */
    startChecking() {
      if ($state.get().checking) return;
      stopChecking();
      $state.set({ ...$state.get(), checking: true, checkMessage: paymentTexts.checking });
      void checkOnce();
    },
    async pay(email: string, sbpOnly: boolean): Promise<void> {
      if (!orderId) return;
      const invalid = paymentFormError(email);
      if (invalid) {
        $state.setKey('payError', invalid);
        return;
      }
      $state.set({ ...$state.get(), paying: true, payError: null });
      try {
        const url = await createPaymentLink(client, { orderId, email: email.trim(), sbpOnly });
        (navigate ?? ((target: string) => window.location.assign(target)))(url);
      } catch (error) {
        const message = error instanceof ApiError ? error.message : paymentTexts.linkFailed;
        $state.setKey('payError', message);
      } finally {
        if (!disposed) $state.setKey('paying', false);
      }
    },
    dispose() {
      disposed = true;
      stopChecking();
    },
  };

  /** On load, an order that is already paid flips to the paid view; a failed look is not shown. */
  async function checkOnceQuietly(): Promise<void> {
    if (!orderId) return;
    try {
      if ((await getPaymentStatus(client, orderId)) === 'success' && !disposed) markPaid();
    } catch (error) {
      console.error(orderTexts.paymentCheckFailedLog, error);
    }
  }
}
