import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createOrderFromCart,
  getCart,
  saveStickerItem,
  submitToManager,
  updateOrderInformation,
} from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { orderLinkInvoiceTexts } from '@stickers62/core/texts';
import { orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, getBrowser, shopUrl } from './support/index.ts';

/**
 * A partner's page pins `<s62-payment-card>` with its SRI hash (the /partners builder's snippet)
 * and the card loads «Оплатить по счёту» on demand from the running shop: a chunk named by its
 * hash, served at /elements/chunks/, checked against the integrity the pinned script carries
 * (docs/decisions/0185-element-chunks-pinned-by-integrity.md).
 */
const shop = shopUrl();
let partner: Server;
let partnerOrigin: string;
let page = '';

beforeAll(async () => {
  partner = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== '/pinned-card.html')
      return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  // Another origin than the shop's (127.0.0.1): `localhost` and the partner's port.
  partnerOrigin = `http://localhost:${(partner.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => partner.close(() => resolve())));

/** An order whose link offers «Оплатить по счёту» (ready to print, priced). */
async function orderToPay(): Promise<string> {
  const customer = await apiAs('customer');
  const admin = await apiAs('admin');
  const cart = await getCart(customer.api);
  await saveStickerItem(customer.api, cart.orderId, stickerItemBody({ name: 'Наклейки партнёра', count: 20 }));
  const order = await createOrderFromCart(customer.api, {
    id: cart.orderId,
    receiverCredentials: 'Ирина Партнёрова',
    phoneNumber: '+79101234569',
    deliveryType: 'Pickup',
  });
  await submitToManager(customer.api, order.orderId);
  await updateOrderInformation(admin.api, orderUpdateBody(order.orderId, { status: orderStatuses.readyToPrint }));
  return order.orderId;
}

/** Opens the partner's page in a plain context; records errors and the chunks it asked for, with their status. */
async function openPinnedCard(tamper: boolean) {
  const manifest = (await (await fetch(`${shop}/elements/manifest.json`)).json()) as {
    scripts: Record<string, { pinnedUrl: string; integrity: string }>;
  };
  const script = manifest.scripts['payment-card'];
  if (!script) throw new Error('no payment-card in the manifest');
  expect(Object.keys(manifest.scripts).some((name) => name.includes('order-link-invoice'))).toBe(false);
  page = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Партнёр</title></head><body>
<script type="module" src="${script.pinnedUrl}" integrity="${script.integrity}" crossorigin="anonymous"></script>
<s62-payment-card order-id="${await orderToPay()}"></s62-payment-card></body></html>`;
  const context = await (await getBrowser()).newContext({ viewport: { width: 1280, height: 900 }, locale: 'ru-RU' });
  const tab = await context.newPage();
  const errors: string[] = [];
  const chunks: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  tab.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/elements/chunks/'))
      chunks.push(`${pathname.slice('/elements/chunks/'.length)} ${response.status()}`);
  });
  if (tamper) {
    // The shop (or the path to it) answers other bytes under the chunk's name.
    await tab.route(`${shop}/elements/chunks/**`, async (route) => {
      const real = await route.fetch();
      await route.fulfill({ response: real, body: `window.s62Tampered = true;\n${await real.text()}` });
    });
  }
  await tab.goto(`${partnerOrigin}/pinned-card.html`);
  const card = tab.locator('s62-payment-card');
  const button = card.getByRole('button', { name: orderLinkInvoiceTexts.payByInvoice });
  await button.waitFor({ timeout: 45_000 });
  return { tab, context, card, button, errors, chunks };
}

describe('a pinned element script’s chunks, from the running shop', () => {
  it('loads «Оплатить по счёту» only when pressed, from its pinned chunk', async () => {
    const { context, card, button, errors, chunks } = await openPinnedCard(false);
    expect(chunks).toEqual([]);
    await button.click();
    await card.getByTestId('order-link-invoice').waitFor({ timeout: 30_000 });
    expect(chunks).toEqual([expect.stringMatching(/^payment-card-order-link-invoice\.[0-9a-f]{16}\.js 200$/)]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never runs a chunk whose bytes differ from those the pinned script names', async () => {
    const { tab, context, card, button, errors } = await openPinnedCard(true);
    await button.click();
    await expect
      .poll(() => errors.some((error) => /payment-card-order-link-invoice\.[0-9a-f]{16}\.js: not loaded/.test(error)), {
        timeout: 30_000,
      })
      .toBe(true);
    expect(await tab.evaluate(() => (window as { s62Tampered?: boolean }).s62Tampered)).toBeUndefined();
    expect(await card.getByTestId('order-link-invoice').count()).toBe(0);
    await context.close();
  });
});
