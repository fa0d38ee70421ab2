import {
  type ApiClient,
  getInvoiceCompanies,
  getPublicOrderInvoice,
  issueOrderLinkInvoice,
  publicInvoicePdfUrl,
} from '@stickers62/core/api';
import type { Company, PublicOrderInvoice } from '@stickers62/core/contract';
import { formatDate, formatRubles } from '@stickers62/core/format';
import { companyFormTexts, invoicePanelTexts, invoiceTexts, orderLinkInvoiceTexts } from '@stickers62/core/texts';
import { useCallback, useEffect, useId, useState } from 'react';
import { buttonClass, fieldClass } from '../ui/classes';
import { part } from '../ui/parts';

export interface OrderLinkInvoiceProps {
  api: ApiClient;
  orderId: string;
  /** The page's session may read the order (its customer, an access link): it may issue the invoice. */
  signedIn: boolean;
}

/**
 * «Оплатить по счёту» on the order-link page (issue 34; docs/decisions/0162): loaded when the
 * visitor asks for it. Whoever holds the link sees the order's open or paid invoice and downloads
 * it (a plain link, no sign-in); a signed-in owner without one picks a company and issues it.
 * The server decides what the link may do and whether an invoice is offered.
 */
export default function OrderLinkInvoice({ api, orderId, signedIn }: OrderLinkInvoiceProps) {
  const [state, setState] = useState<PublicOrderInvoice | null>(null);
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const selectId = useId();
  const titleId = useId();

  const load = useCallback(async () => {
    try {
      setState(await getPublicOrderInvoice(api, orderId));
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }, [api, orderId]);
  useEffect(() => {
    void load();
  }, [load]);

  const mayIssue = signedIn && state?.offered === true && state.invoice === null;
  useEffect(() => {
    if (!mayIssue) return;
    let current = true;
    getInvoiceCompanies(api)
      .then((own) => {
        if (!current) return;
        setCompanies(own);
        setChosen(own[0]?.id ?? null);
      })
      .catch((failure: Error) => current && setError(failure.message));
    return () => {
      current = false;
    };
  }, [api, mayIssue]);

  const issue = async () => {
    if (chosen === null) return;
    setBusy(true);
    setError(null);
    try {
      await issueOrderLinkInvoice(api, orderId, chosen);
      await load();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const invoice = state?.invoice;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-start gap-2 rounded-xl bg-gray-50 p-4 text-sm"
      data-testid="order-link-invoice"
    >
      <h3 id={titleId} className="font-semibold text-gray-700">
        {invoicePanelTexts.title}
      </h3>
      {error && (
        <p role="alert" className="text-red-600">
          {error}
        </p>
      )}
      {state === null ? (
        !error && <p role="status">{orderLinkInvoiceTexts.loading}</p>
      ) : invoice ? (
        <>
          <p data-testid="order-link-invoice-line">
            {invoicePanelTexts.invoice(
              invoice.number,
              formatDate(invoice.date),
              formatRubles(invoice.amountKopecks / 100),
            )}
            {' — '}
            {invoicePanelTexts.statuses[invoice.status]}
          </p>
          <a
            href={publicInvoicePdfUrl(api, invoice)}
            download={`invoice-${invoice.number}.pdf`}
            part={part.secondary}
            className={buttonClass.secondary}
          >
            {invoiceTexts.download(invoice.number)}
          </a>
          <p className="text-gray-600">{invoicePanelTexts.hint}</p>
          <p className="text-gray-600">{orderLinkInvoiceTexts.forAccountant}</p>
        </>
      ) : !state.offered ? (
        <p className="text-gray-700">{orderLinkInvoiceTexts.notOffered}</p>
      ) : !signedIn ? (
        <p className="text-gray-700">{orderLinkInvoiceTexts.signInToIssue}</p>
      ) : companies === null ? (
        !error && <p role="status">{orderLinkInvoiceTexts.loading}</p>
      ) : companies.length === 0 ? (
        <p className="text-gray-700">{invoiceTexts.addCompanyFirst}</p>
      ) : (
        <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end">
          <label htmlFor={selectId} part={part.label} className={`${fieldClass.label} w-full min-w-0 sm:flex-1`}>
            {invoiceTexts.chooseCompany}
            <select
              id={selectId}
              part={part.input}
              className={`${fieldClass.control} w-full`}
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
          <button
            type="button"
            part={part.primary}
            className={`${buttonClass.primary} self-start`}
            disabled={busy}
            onClick={() => void issue()}
          >
            {busy ? invoicePanelTexts.issuing : invoicePanelTexts.issue}
          </button>
        </div>
      )}
    </section>
  );
}
