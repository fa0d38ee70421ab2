import { useStore } from '@nanostores/react';
import type { PaymentCheckStore, PaymentFormStore } from '@stickers62/core/stores';
import { orderTexts, paymentTexts } from '@stickers62/core/texts';
import { type FormEvent, useId } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions } from '../../ui/Dialog';
import { MoneyLine } from '../../ui/MoneyLine';
import { TextField } from '../../ui/text-field';

/**
 * 'Оплатить заказ': the amount, only the e-mail for the receipt, then off to the payment page by
 * card or through SBP (the order link's two choices).
 */
export function PaymentFormDialog({ store }: { store: PaymentFormStore }) {
  const state = useStore(store.$state);
  const errorId = useId();
  if (!state.open) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submit();
  };
  return (
    <Dialog title={paymentTexts.formTitle} onClose={store.close}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        {state.amount !== null && (
          <MoneyLine
            label={paymentTexts.amount}
            rubles={state.amount}
            testId="pay-dialog-amount"
            className="items-baseline text-lg font-semibold text-gray-900"
          />
        )}
        <TextField
          label={paymentTexts.email}
          type="email"
          autoComplete="email"
          value={state.email}
          invalid={Boolean(state.error)}
          aria-describedby={state.error ? errorId : undefined}
          onChange={store.setEmail}
        />
        {state.error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {state.error}
          </p>
        )}
        <DialogActions className="flex-wrap" onCancel={store.close}>
          <Button disabled={state.busy} onClick={() => void store.submit(true)}>
            {paymentTexts.payBySbp}
          </Button>
          <Button kind="primary" type="submit" disabled={state.busy}>
            {paymentTexts.payByCard}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

const statusClass = {
  waiting: 'text-gray-800',
  refunded: 'text-gray-800',
  paid: 'text-green-700',
  failed: 'text-red-700',
} as const;

/** 'Уже оплатили? Проверить платеж': the poll's current answer. */
export function PaymentCheckDialog({ store }: { store: PaymentCheckStore }) {
  const state = useStore(store.$state);
  if (!state.open) return null;
  return (
    <Dialog title={orderTexts.paymentCheckTitle} onClose={store.close}>
      <p
        role={state.status === 'failed' ? 'alert' : 'status'}
        className={`py-4 text-center text-base font-medium ${statusClass[state.status]}`}
      >
        {state.message}
      </p>
    </Dialog>
  );
}
