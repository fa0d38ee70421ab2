import {
  type ApiClient,
  getClosingDocumentPdf,
  getCompanies,
  getInvoicePdf,
  getOrderInvoices,
  issueInvoice,
} from '@stickers62/core/api';
import type { ClosingDocumentSummary, Company, InvoiceSummary, OrderInvoices } from '@stickers62/core/contract';
import { closingDocumentTexts, companyFormTexts, invoicePanelTexts, invoiceTexts } from '@stickers62/core/texts';
import { useEffect, useId, useState } from 'react';
import { buttonClass, cardClass, fieldClass } from '../../ui/classes';
import { saveBlob } from '../../ui/save-blob';
import { MessageBlock } from '../message-block';
import { InvoiceLine } from './InvoiceLine';

export interface InvoicePanelProps {
  api: ApiClient;
  orderId: string;
  /** Where the profile is, to add a company (the site's `/profile`). */
  profileHref?: string;
}

/**
 * «Оплатить по счёту» on the order page (issue 34): pick one of the customer's companies, get a
 * счёт на оплату with the bank QR code, download it. Shows the order's invoices with their state;
 * shows nothing when paying by invoice is not offered and there are none.
 */
export function InvoicePanel({ api, orderId, profileHref = '/profile' }: InvoicePanelProps) {
  const [invoices, setInvoices] = useState<OrderInvoices | null>(null);
  const [companies, setCompanies] = useState<Company[]>([]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  useEffect(() => {
    let current = true;
    Promise.all([getOrderInvoices(api, orderId), getCompanies(api)])
      .then(([loaded, own]) => {
        if (!current) return;
        setInvoices(loaded);
        setCompanies(own);
        setChosen(own[0]?.id ?? null);
      })
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [api, orderId]);

  if (error && !invoices) return <MessageBlock tone="error" text={error} />;
  if (!invoices || (!invoices.offered && invoices.invoices.length === 0)) return null;

  const issue = async () => {
    if (chosen === null) return;
    setBusy(true);
    setError(null);
    try {
      await issueInvoice(api, orderId, chosen);
      setInvoices(await getOrderInvoices(api, orderId));
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const download = async (invoice: InvoiceSummary) => {
    try {
      saveBlob(await getInvoicePdf(api, invoice), `invoice-${invoice.number}.pdf`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  const downloadClosing = async (document: ClosingDocumentSummary) => {
    try {
      saveBlob(await getClosingDocumentPdf(api, document.path), `${document.kind}-${document.number}.pdf`);
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section
      className={`${cardClass} flex flex-col gap-3`}
      aria-labelledby={`${selectId}-title`}
      data-testid="invoice-panel"
    >
      <h2 id={`${selectId}-title`} className="text-lg font-semibold">
        {invoicePanelTexts.title}
      </h2>
      {error && <MessageBlock tone="error" text={error} />}
      {invoices.offered &&
        (companies.length === 0 ? (
          <p className="text-sm text-gray-700">
            <a className="font-semibold text-brand-dark underline" href={profileHref}>
              {invoiceTexts.addCompanyFirst}
            </a>
          </p>
        ) : (
          <div className="flex flex-wrap items-end gap-3">
            <label htmlFor={selectId} className={`${fieldClass.label} min-w-[14rem] flex-1`}>
              {invoiceTexts.chooseCompany}
              <select
                id={selectId}
                className={fieldClass.control}
                value={chosen ?? ''}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {companies.map((company) => (
                  <option key={company.id} value={company.id}>
                    {`${company.name} (${companyFormTexts.details(company.inn, company.kpp)})`}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={buttonClass.primary} disabled={busy} onClick={() => void issue()}>
              {busy ? invoicePanelTexts.issuing : invoiceTexts.payByInvoice}
            </button>
          </div>
        ))}
      {invoices.invoices.length > 0 && (
        <ul className="flex flex-col gap-2 text-sm">
          {invoices.invoices.map((invoice) => (
            <InvoiceLine key={invoice.id} invoice={invoice} onDownload={(chosen) => void download(chosen)} />
          ))}
        </ul>
      )}
      {invoices.closingDocuments.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {invoices.closingDocuments.map((document) => (
            <button
              key={document.kind}
              type="button"
              className={`${buttonClass.secondary} w-fit`}
              onClick={() => void downloadClosing(document)}
            >
              {closingDocumentTexts.download[document.kind](document.number)}
            </button>
          ))}
        </div>
      )}
      {invoices.invoices.some((invoice) => invoice.status === 'issued') && (
        <p className="text-sm text-gray-600">{invoicePanelTexts.hint}</p>
      )}
    </section>
  );
}
