import { type ApiClient, getBankPayments, uploadBankStatement } from '@stickers62/core/api';
import type { BankPaymentView } from '@stickers62/core/contract';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { bankStatementPanelTexts, bankStatementTexts } from '@stickers62/core/texts';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { cardClass } from '../../ui/classes';
import { MessageBlock } from '../message-block';

export interface BankStatementPanelProps {
  api: ApiClient;
  /** Called after a statement was recorded: orders it paid change in the list around it. */
  onRecorded?: () => void;
}

const outcomeStyle: Record<BankPaymentView['outcome'], string> = {
  paid: 'bg-green-50 text-green-800',
  short: 'bg-amber-50 text-amber-900',
  over: 'bg-amber-50 text-amber-900',
  void: 'bg-red-50 text-red-800',
  unknown: 'bg-red-50 text-red-800',
  reverted: 'bg-amber-50 text-amber-900',
};

/**
 * The manager's bank statement (issue 34): upload the bank's 1C file and see every incoming
 * payment with what it came to and why; the latest payments are shown before any upload.
 */
export function BankStatementPanel({ api, onRecorded }: BankStatementPanelProps) {
  const [payments, setPayments] = useState<BankPaymentView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const inputId = useId();

  // Loaded when the manager opens the section, not with every order list.
  useEffect(() => {
    if (!open) return;
    getBankPayments(api)
      .then((list) => setPayments(list.payments))
      .catch((failure: Error) => setError(failure.message));
  }, [api, open]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      setPayments((await uploadBankStatement(api, file)).payments);
      onRecorded?.();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className={cardClass} data-testid="bank-statement" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-lg font-semibold">{bankStatementPanelTexts.title}</summary>
      <div className="mt-3 flex flex-col gap-3">
        <p className="text-sm text-gray-600">{bankStatementPanelTexts.hint}</p>
        <label
          htmlFor={inputId}
          className="w-fit cursor-pointer rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-brand-text hover:bg-brand-dark focus-within:outline focus-within:outline-2 focus-within:outline-brand"
        >
          {busy ? bankStatementPanelTexts.uploading : bankStatementPanelTexts.choose}
          <input
            id={inputId}
            type="file"
            accept=".txt,text/plain"
            className="sr-only"
            disabled={busy}
            onChange={(event) => void upload(event)}
          />
        </label>
        {error && <MessageBlock tone="error" text={error} />}
        {payments !== null && payments.length === 0 && (
          <p className="text-sm text-gray-600">{bankStatementPanelTexts.empty}</p>
        )}
        {payments !== null && payments.length > 0 && (
          <ul className="flex flex-col gap-2 text-sm" data-testid="bank-payments">
            {payments.map((payment) => (
              <li key={payment.id} className="flex flex-col gap-1 rounded-lg border border-gray-200 p-3">
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className={`rounded px-2 py-0.5 font-semibold ${outcomeStyle[payment.outcome]}`}>
                    {bankStatementTexts.outcomes[payment.outcome]}
                  </span>
                  <span className="tabular-nums font-semibold">{formatRubles(payment.amountKopecks / 100)}</span>
                  <span>{formatDate(payment.date)}</span>
                  <span className="break-words">{payment.payerName ?? payment.payerInn ?? '—'}</span>
                  {payment.orderNumber !== null && (
                    <a className="text-brand-dark underline" href={`/admin?order=${payment.orderId}`}>
                      {bankStatementPanelTexts.order(payment.orderNumber)}
                    </a>
                  )}
                </span>
                <span className="break-words text-gray-600">{payment.purpose}</span>
                <span className="break-words">{payment.reason}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}
