import type { Company } from '@stickers62/core/contract';
import { companyFormTexts } from '@stickers62/core/texts';
import { useCallback, useState } from 'react';

/** A company as the invoice's buyer is offered: its name with its ИНН/КПП. */
export const companyChoiceLabel = (company: Company) =>
  `${company.name} (${companyFormTexts.details(company.inn, company.kpp)})`;

/**
 * Issuing an invoice for one of the customer's companies, the order page's InvoicePanel and the
 * order-link page's OrderLinkInvoice alike: the companies once `offer`ed (the first chosen), and
 * `issue`, which sends the chosen one and then `reload`s; a refusal's message goes to `setError`.
 */
export function useInvoiceIssue(
  send: (companyId: number) => Promise<unknown>,
  reload: () => Promise<void>,
  setError: (message: string | null) => void,
) {
  const [companies, setCompanies] = useState<Company[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const offer = useCallback((own: Company[]) => {
    setCompanies(own);
    setChosen(own[0]?.id ?? null);
  }, []);

  const issue = async () => {
    if (chosen === null) return;
    setBusy(true);
    setError(null);
    try {
      await send(chosen);
      await reload();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return { companies, offer, chosen, choose: setChosen, busy, issue };
}
