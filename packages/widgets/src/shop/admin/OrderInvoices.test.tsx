import { createApiClient } from '@stickers62/core/api';
import { invoicePanelTexts, managerInvoiceTexts } from '@stickers62/core/texts';
import { createFakeFetch, type FakeReply, json } from '@stickers62/testkit/fake-fetch';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { invoiceOrderId, invoiceSummary } from '../../test-support/invoices';
import { OrderInvoices } from './OrderInvoices';

afterEach(cleanup);

const orderId = invoiceOrderId;
const invoice = invoiceSummary();
const markPath = `POST /api/web/admin/orders/${orderId}/invoices/11/mark-paid`;

function setUp(markReply: () => FakeReply) {
  let paid = false;
  const fake = createFakeFetch({
    [`GET /api/web/orders/${orderId}/invoices`]: () =>
      json(200, {
        offered: false,
        invoices: [
          { ...invoice, status: paid ? 'paid' : 'issued' },
          { ...invoice, id: 10, status: 'void' },
        ],
        closingDocuments: [],
      }),
    [markPath]: () => {
      const reply = markReply();
      paid = reply.status === 200;
      return reply;
    },
  });
  const api = createApiClient({ fetch: fake.fetch, sleep: async () => {}, createXhr: null, session: null });
  const onMarkedPaid = vi.fn();
  const view = render(<OrderInvoices api={api} orderId={orderId} onMarkedPaid={onMarkedPaid} />);
  return { fake, view, onMarkedPaid };
}

describe("the manager's invoices of an order", () => {
  it('marks an open invoice paid after asking once more, and the dialog reads the order again', async () => {
    const { fake, view, onMarkedPaid } = setUp(() => json(200, { ...invoice, status: 'paid' }));
    fireEvent.click(await screen.findByRole('button', { name: managerInvoiceTexts.markPaid }));
    expect(fake.callsTo(markPath)).toHaveLength(0);
    const confirm = screen.getByRole('button', { name: managerInvoiceTexts.confirmYes });
    expect(screen.getByText(managerInvoiceTexts.confirm('2026-15'))).toBeTruthy();
    expect(document.activeElement).toBe(confirm);
    await expectNoAxeViolations(view.container);

    fireEvent.click(confirm);
    expect(await screen.findByText(managerInvoiceTexts.marked('2026-15'))).toBeTruthy();
    expect(fake.callsTo(markPath)).toHaveLength(1);
    expect(onMarkedPaid).toHaveBeenCalledTimes(1);
    expect(screen.getByText(invoicePanelTexts.statuses.paid)).toBeTruthy();
    // A void invoice is never offered, a paid one no longer.
    expect(screen.queryByRole('button', { name: managerInvoiceTexts.markPaid })).toBeNull();
  });

  it("shows the server's refusal, keeps the invoice open, and «Отмена» asks nothing", async () => {
    const refusal = 'Счёт аннулирован: сумма заказа изменилась.';
    const { fake, onMarkedPaid } = setUp(() => json(409, { statusCode: 409, error: 'Conflict', message: refusal }));
    fireEvent.click(await screen.findByRole('button', { name: managerInvoiceTexts.markPaid }));
    fireEvent.click(screen.getByRole('button', { name: managerInvoiceTexts.cancel }));
    expect(screen.queryByRole('button', { name: managerInvoiceTexts.confirmYes })).toBeNull();
    expect(fake.callsTo(markPath)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: managerInvoiceTexts.markPaid }));
    fireEvent.click(screen.getByRole('button', { name: managerInvoiceTexts.confirmYes }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(onMarkedPaid).not.toHaveBeenCalled();
    expect(screen.getByText(invoicePanelTexts.statuses.issued)).toBeTruthy();
  });
});
