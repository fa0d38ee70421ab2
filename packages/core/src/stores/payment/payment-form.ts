import { map } from 'nanostores';
import type { ApiClient } from '../../api/client.js';
import { getOrderPaymentInfo } from '../../api/orders.js';
import { paymentFormError } from '../../rules/index.js';
import { orderTexts } from '../../texts/index.js';
import { payByLink } from './payment-link.js';

export interface PaymentFormState {
  open: boolean;
  email: string;
  error: string | null;
  busy: boolean;
  /** The amount the payment takes (the server's), shown in the form once known. */
  amount: number | null;
}

/**
 * 'Оплатить заказ' on the order page: only the e-mail field is shown (prefilled with the
 * receipt e-mail when the client has one) with the amount to pay; the payment form's rules;
 * by card or through SBP (`sbpOnly`), the same two choices as the order link's payment card;
 * the returned address is handed to `openUrl`.
 */
export function createPaymentFormStore(api: ApiClient, orderId: string, openUrl: (url: string) => void) {
  const $state = map<PaymentFormState>({ open: false, email: '', error: null, busy: false, amount: null });

  return {
    $state,
    async open() {
      $state.set({ ...$state.get(), open: true, error: null });
      try {
        const info = await getOrderPaymentInfo(api, orderId);
        $state.setKey('amount', info.cost);
        if (info.receiptEmail && $state.get().email === '') $state.setKey('email', info.receiptEmail);
      } catch (error) {
        api.log(orderTexts.paymentInfoFailedLog, error);
      }
    },
    close() {
      $state.set({ ...$state.get(), open: false, error: null });
    },
    setEmail(email: string) {
      $state.set({ ...$state.get(), email, error: null });
    },
    async submit(sbpOnly = false): Promise<void> {
      const { email, busy } = $state.get();
      if (busy) return;
      const invalid = paymentFormError(email);
      if (invalid) {
        $state.setKey('error', invalid);
        return;
      }
      $state.set({ ...$state.get(), busy: true, error: null });
      const error = await payByLink(api, { orderId, email, sbpOnly }, openUrl);
      $state.set({ ...$state.get(), busy: false, error });
    },
  };
}

export type PaymentFormStore = ReturnType<typeof createPaymentFormStore>;
