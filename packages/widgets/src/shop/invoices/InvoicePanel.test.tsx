import { createApiClient } from '@stickers62/core/api';
import { closingDocumentTexts, invoicePanelTexts, invoiceTexts } from '@stickers62/core/texts';
import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { companyFixture } from '@stickers62/testkit/fixtures';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { invoiceOrderId, invoiceSummary } from '../../test-support/invoices';
import { InvoicePanel } from './InvoicePanel';

afterEach(cleanup);

const orderId = invoiceOrderId;
const company = companyFixture();
const invoice = invoiceSummary();

function setUp(offered: boolean, companies: unknown[]) {
  let issued = false;
  const fake = createFakeFetch({
    [`GET /api/web/orders/${orderId}/invoices`]: () =>
      json(200, { offered, invoices: issued ? [invoice] : [], closingDocuments: [] }),
    'GET /api/web/profile/companies': json(200, companies),
    [`POST /api/web/orders/${orderId}/invoices`]: () => {
      issued = true;
      return json(200, invoice);
    },
  });
  const api = createApiClient({ fetch: fake.fetch, sleep: async () => {}, createXhr: null, session: null });
  const view = render(<InvoicePanel api={api} orderId={orderId} />);
  return { fake, view };
}

describe('InvoicePanel', () => {
  it('issues to the company picked instead of the first, named with its ИНН/КПП', async () => {
    const second = { ...company, id: 8, name: 'ИП Иванов', inn: '623400123456', kpp: null, kind: 'entrepreneur' };
    const { fake } = setUp(true, [company, second]);
    const select = (await screen.findByLabelText(invoiceTexts.chooseCompany)) as HTMLSelectElement;
    expect(select.value).toBe('3');
    expect(screen.getByRole('option', { name: /ИП Иванов \(.*623400123456/ })).toBeTruthy();
    fireEvent.change(select, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: invoiceTexts.payByInvoice }));
    await screen.findByRole('button', { name: invoiceTexts.download('2026-15') });
    expect(JSON.parse(String(fake.callsTo(`POST /api/web/orders/${orderId}/invoices`)[0]?.body))).toEqual({
      companyId: 8,
    });
  });

  it('issues an invoice to the chosen company and offers its PDF', async () => {
    const { fake, view } = setUp(true, [company]);
    fireEvent.click(await screen.findByRole('button', { name: invoiceTexts.payByInvoice }));
    expect(await screen.findByRole('button', { name: invoiceTexts.download('2026-15') })).toBeTruthy();
    expect(screen.getByText(invoicePanelTexts.statuses.issued)).toBeTruthy();
    await expectNoAxeViolations(view.container);
    expect(JSON.parse(String(fake.callsTo(`POST /api/web/orders/${orderId}/invoices`)[0]?.body))).toEqual({
      companyId: 3,
    });
  });

  it('sends a customer without a company to the profile, and shows nothing where invoices are not offered', async () => {
    setUp(true, []);
    expect((await screen.findByText(invoiceTexts.addCompanyFirst)).closest('a')?.getAttribute('href')).toBe('/profile');
    cleanup();
    const { fake, view } = setUp(false, [company]);
    await vi.waitFor(() => expect(fake.callsTo('GET /api/web/profile/companies')).toHaveLength(1));
    // The answers have arrived; let React apply them.
    await act(async () => {});
    expect(view.container.textContent).toBe('');
  });

  it('offers the closing documents of a shipped order paid by invoice, one button each', async () => {
    const path = (document: string) => `/api/web/orders/${orderId}/closing-documents/${document}`;
    const fake = createFakeFetch({
      [`GET /api/web/orders/${orderId}/invoices`]: json(200, {
        offered: false,
        invoices: [{ ...invoice, status: 'paid' }],
        closingDocuments: [
          { kind: 'torg12', number: '2026-4', date: '2026-11-28', path: path('torg12.pdf') },
          { kind: 'act', number: '2026-2', date: '2026-11-28', path: path('act.pdf') },
        ],
      }),
      'GET /api/web/profile/companies': json(200, [company]),
      [`GET ${path('torg12.pdf')}`]: json(200, new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
      [`GET ${path('act.pdf')}`]: json(200, new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    });
    const api = createApiClient({ fetch: fake.fetch, sleep: async () => {}, createXhr: null, session: null });
    render(<InvoicePanel api={api} orderId={orderId} />);
    expect(await screen.findByText(invoicePanelTexts.statuses.paid)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: closingDocumentTexts.download.torg12('2026-4') }));
    await vi.waitFor(() => expect(fake.callsTo(`GET ${path('torg12.pdf')}`)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: closingDocumentTexts.download.act('2026-2') }));
    await vi.waitFor(() => expect(fake.callsTo(`GET ${path('act.pdf')}`)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: closingDocumentTexts.download.upd('2026-4') })).toBeNull();
  });
});
