import { type ApiClient, getInvoicePdf, getOrderInvoices, markInvoicePaid } from '@stickers62/core/api';
import type { InvoiceSummary } from '@stickers62/core/contract';
import { managerInvoiceTexts } from '@stickers62/core/texts';
import { useEffect, useState } from 'react';
import { ConfirmButtons } from '../../ui/ConfirmButtons';
import { buttonClass } from '../../ui/classes';
import { saveBlob } from '../../ui/save-blob';
import { InvoiceLine } from '../invoices/InvoiceLine';
import { MessageBlock } from '../message-block';
import { DialogSection } from './DialogSection';

export interface OrderInvoicesProps {
  api: ApiClient;
  orderId: string;
  /** After an invoice is marked paid: the dialog reads the order again (it is paid now). */
  onMarkedPaid: () => void;
}

/**
 * The edit dialog's «Счета» (issue 34): the order's invoices with their PDFs, and an open one
 * marked paid by hand when the money came in a way no statement shows. It asks once more, since
 * the order turns paid; the server keeps the mark on the order's timeline.
 */
export function OrderInvoices({ api, orderId, onMarkedPaid }: OrderInvoicesProps) {
  const [invoices, setInvoices] = useState<InvoiceSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<InvoiceSummary | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    getOrderInvoices(api, orderId)
      .then((loaded) => current && setInvoices(loaded.invoices))
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [api, orderId]);

  const download = async (invoice: InvoiceSummary) => {
    try {
      saveBlob(await getInvoicePdf(api, invoice), `invoice-${invoice.number}.pdf`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const markPaid = async (invoice: InvoiceSummary) => {
    setBusy(true);
    setError(null);
    try {
      await markInvoicePaid(api, orderId, invoice.id);
      setInvoices((await getOrderInvoices(api, orderId)).invoices);
      setNotice(managerInvoiceTexts.marked(invoice.number));
      setConfirming(null);
      onMarkedPaid();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogSection title={managerInvoiceTexts.title} testId="order-invoices">
      {error && <MessageBlock tone="error" text={error} />}
      {notice && <MessageBlock tone="success" text={notice} />}
      {invoices && invoices.length === 0 && <p className="text-sm text-gray-600">{managerInvoiceTexts.none}</p>}
      {invoices && invoices.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {invoices.map((invoice) => (
            <InvoiceLine key={invoice.id} invoice={invoice} onDownload={(chosen) => void download(chosen)}>
              {invoice.status === 'issued' && confirming?.id !== invoice.id && (
                <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(invoice)}>
                  {managerInvoiceTexts.markPaid}
                </button>
              )}
            </InvoiceLine>
          ))}
        </ul>
      )}
      {confirming && (
        <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm">
          <p>{managerInvoiceTexts.confirm(confirming.number)}</p>
          {/* The question replaces the button that asked it: the keyboard follows to its answer. */}
          <ConfirmButtons
            key={confirming.id}
            confirmText={busy ? managerInvoiceTexts.marking : managerInvoiceTexts.confirmYes}
            cancelText={managerInvoiceTexts.cancel}
            busy={busy}
            onConfirm={() => void markPaid(confirming)}
            onCancel={() => setConfirming(null)}
          />
        </div>
      )}
    </DialogSection>
  );
}
