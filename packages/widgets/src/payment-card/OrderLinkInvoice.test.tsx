import { formatDate, formatRubles } from '@stickers62/core/format';
import { getShopStores, memoryStorage } from '@stickers62/core/stores';
import { invoicePanelTexts, invoiceTexts, orderLinkInvoiceTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { companyFixture, emptyOrder, orderId, publicOrderInfo } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { PaymentCard } from './PaymentCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const invoice = {
  id: 12,
  number: '2026-15',
  date: '2026-11-21',
  amountKopecks: 245050,
  status: 'issued',
  pdfPath: `/api/web/public/orders/${orderId}/invoices/12/invoice.pdf`,
};
const company = companyFixture({ address: 'г. Москва', accountantEmail: null });

function shop(invoiceAnswer: () => object, extra: (url: URL) => object | undefined = () => undefined) {
  return mockFetch((url) => {
    const answer = extra(url);
    if (answer) return { body: answer };
    if (url.pathname === `/api/web/public/orders/${orderId}`) return { body: publicOrderInfo };
    if (url.pathname === `/api/web/public/orders/${orderId}/invoice`) return { body: invoiceAnswer() };
    if (url.pathname === '/api/yookassa/is-payment-completed') return { body: { paymentStatus: 'pending' } };
    return undefined;
  });
}

describe('PaymentCard: «Оплатить по счёту» on the order-link page', () => {
  it('loads nothing until asked, then shows the link’s holder the invoice to download', async () => {
    const { calls } = shop(() => ({ offered: true, invoice }));
    const { container } = renderWidget(<PaymentCard apiBase="https://invoice-guest.test" orderId={orderId} />);
    const button = await screen.findByRole('button', { name: orderLinkInvoiceTexts.payByInvoice });
    expect(calls.some((call) => call.endsWith('/invoice'))).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((await screen.findByTestId('order-link-invoice-line')).textContent).toBe(
      `${invoicePanelTexts.invoice('2026-15', formatDate('2026-11-21'), formatRubles(2450.5))} — ${invoicePanelTexts.statuses.issued}`,
    );
    const link = screen.getByRole('link', { name: invoiceTexts.download('2026-15') });
    expect(link.getAttribute('href')).toBe(`https://invoice-guest.test${invoice.pdfPath}`);
    expect(screen.getByText(orderLinkInvoiceTexts.forAccountant)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('asks a guest without an invoice to sign in, and says when no invoice is offered', async () => {
    let offered = true;
    shop(() => ({ offered, invoice: null }));
    renderWidget(<PaymentCard apiBase="https://invoice-offer.test" orderId={orderId} />);
    fireEvent.click(await screen.findByRole('button', { name: orderLinkInvoiceTexts.payByInvoice }));
    expect(await screen.findByText(orderLinkInvoiceTexts.signInToIssue)).toBeTruthy();
    cleanup();

    offered = false;
    renderWidget(<PaymentCard apiBase="https://invoice-none.test" orderId={orderId} />);
    fireEvent.click(await screen.findByRole('button', { name: orderLinkInvoiceTexts.payByInvoice }));
    expect(await screen.findByText(orderLinkInvoiceTexts.notOffered)).toBeTruthy();
  });

  it('lets the signed-in owner pick a company and issue the invoice, then shows it', async () => {
    const apiBase = 'https://invoice-owner.test';
    getShopStores(apiBase, { storage: memoryStorage({ accessToken: 'good' }), createXhr: null, log: () => {} });
    let issued = false;
    const { calls } = shop(
      () => ({ offered: true, invoice: issued ? invoice : null }),
      (url) => {
        if (url.pathname === `/api/web/orders/${orderId}`)
          return { ...emptyOrder, id: orderId, status: 'Готов к печати', payed: false };
        if (url.pathname === '/api/web/profile/companies') return [company];
        if (url.pathname === `/api/web/orders/${orderId}/invoices`) {
          issued = true;
          return { ...invoice, companyId: 3, companyName: company.name, pdfPath: '/x.pdf' };
        }
        return undefined;
      },
    );
    const { container } = renderWidget(<PaymentCard apiBase={apiBase} orderId={orderId} />);
    await screen.findByTestId('order-link-status');
    fireEvent.click(await screen.findByRole('button', { name: orderLinkInvoiceTexts.payByInvoice, expanded: false }));
    const select = (await screen.findByLabelText(invoiceTexts.chooseCompany)) as HTMLSelectElement;
    expect(select.value).toBe('3');
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: invoicePanelTexts.issue }));
    expect((await screen.findByTestId('order-link-invoice-line')).textContent).toContain('2026-15');
    expect(calls).toContain(`/api/web/orders/${orderId}/invoices`);
  });
});
