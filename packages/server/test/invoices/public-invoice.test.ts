import { randomUUID } from 'node:crypto';
import { buildPath, type PublicOrderInvoice, routes } from '@stickers62/core/contract';
import { invoiceTexts } from '@stickers62/core/texts';
import { companyBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema.js';
import { createCustomerOrder, type TestSession } from '../test-support/app.js';
import { payableOrder, pdfText, useInvoiceApp, useInvoiceShop } from './test-fixtures.js';

/**
 * The order-link page's invoice (docs/decisions/0162-invoice-on-the-order-link-page.md): whoever
 * holds the order's link reads its invoice and downloads it; only the owner issues one; nobody
 * reaches another order's invoice, a void one, or anything without the order's id.
 */
const testApp = useInvoiceApp();
const shop = useInvoiceShop(testApp, 'public-invoice');

const guest = (url: string) => testApp.app.inject({ method: 'GET', url });
const publicPath = (orderId: string) => buildPath(routes.publicOrderInvoice.path, { id: orderId });
const issue = (session: TestSession | null, orderId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: buildPath(routes.issueInvoice.path, { id: orderId }),
    headers: session?.headers ?? {},
    payload: { companyId: shop.companyId },
  });

/** A sent order the manager moved on to printing: one that may be paid. */
const payable = () => payableOrder(testApp.app, shop);

describe('the order-link page’s invoice', () => {
  it('shows the link’s holder the issued invoice and gives its PDF, without a session', async () => {
    const { orderId } = await payable();
    expect((await guest(publicPath(orderId))).json()).toEqual({ offered: true, invoice: null });

    // Issuing stays the owner's: a guest with the link is asked to sign in, a stranger refused.
    expect((await issue(null, orderId)).statusCode).toBe(401);
    expect((await issue(shop.stranger, orderId)).statusCode).toBe(403);
    const issued = await issue(shop.customer, orderId);
    expect(issued.statusCode).toBe(200);
    const own = issued.json();

    const read = await guest(publicPath(orderId));
    expect(read.statusCode).toBe(200);
    const { invoice } = read.json() as PublicOrderInvoice;
    expect(invoice).toEqual({
      id: own.id,
      number: own.number,
      date: own.date,
      amountKopecks: own.amountKopecks,
      status: 'issued',
      pdfPath: buildPath(routes.publicInvoicePdf.path, { id: orderId, invoiceId: own.id }),
    });
    // Only what the page shows: no buyer details beside the number, date and amount.
    expect(JSON.stringify(read.json())).not.toContain(companyBody().inn);

    const download = await guest(invoice?.pdfPath ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="invoice-${own.number}.pdf"`);
    expect(download.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const text = await pdfText(download.rawPayload, shop.folder);
    expect(text).toContain(companyBody().inn);
    expect(text).toContain(own.number);
    // The same bytes the owner downloads.
    const owners = await testApp.app.inject({ method: 'GET', url: own.pdfPath, headers: shop.customer.headers });
    expect(Buffer.compare(owners.rawPayload, download.rawPayload)).toBe(0);
  });

  it('gives nothing without the order’s id, for another order, or for a void invoice', async () => {
    const { orderId } = await payable();
    const other = await payable();
    const own = (await issue(shop.customer, orderId)).json();

    const unknown = await guest(publicPath(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect((await guest(publicPath('not-an-order'))).statusCode).toBe(400);
    // This invoice under another order's id (a link the caller holds) is not found.
    const crossed = await guest(buildPath(routes.publicInvoicePdf.path, { id: other.orderId, invoiceId: own.id }));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().message).toBe(invoiceTexts.invoiceNotFound);
    expect(
      (await guest(buildPath(routes.publicInvoicePdf.path, { id: randomUUID(), invoiceId: own.id }))).statusCode,
    ).toBe(404);

    // The order's amount moves on: the open invoice is void, the link shows none and gives no PDF.
    const changed = await testApp.app.inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
      headers: shop.manager.headers,
      payload: { deliveryCost: 450 },
    });
    expect(changed.statusCode).toBe(200);
    expect((await guest(publicPath(orderId))).json()).toEqual({ offered: true, invoice: null });
    const [row] = await testApp.app.db.select().from(invoices).where(eq(invoices.id, own.id));
    expect(row?.status).toBe('void');
    const voided = await guest(buildPath(routes.publicInvoicePdf.path, { id: orderId, invoiceId: own.id }));
    expect(voided.statusCode).toBe(404);

    // The next one, for the new amount, is what the link shows.
    const next = (await issue(shop.customer, orderId)).json();
    const shown = (await guest(publicPath(orderId))).json() as PublicOrderInvoice;
    expect(shown.invoice).toMatchObject({ id: next.id, amountKopecks: own.amountKopecks + 45_000 });
  });

  it('offers no invoice for an order that cannot be paid yet', async () => {
    const { orderId } = await createCustomerOrder(testApp.app, shop.customer);
    expect((await guest(publicPath(orderId))).json()).toEqual({ offered: false, invoice: null });
  });
});
