import { readFile } from 'node:fs/promises';
import {
  createOrderFromCart,
  getAdminOrder,
  getCart,
  saveStickerItem,
  shipmentCall,
  updateOrderInformation,
} from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import {
  adminFormTexts,
  adminTexts,
  clientOrderTexts,
  itemTexts,
  managerItemTexts,
  managerListTexts,
  paymentTexts,
  quantityTexts,
} from '@stickers62/core/texts';
import { orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { expect, test } from 'vitest';
import {
  apiAs,
  dismissInstruction,
  newPage,
  openStickerFormWithKittens,
  plainSpaces,
  type SignedInApi,
  shootPhoneAndDesktop,
} from './support/index.ts';

/**
 * A manager's day (issue 28, item 5): the manager filters «Отправить сегодня», selects three
 * paid CDEK orders, registers their shipments in one action and downloads their labels; the
 * customer's order page and order-link page show the track and a status that moves when the
 * sandbox advances the parcel; and the manager changes an item's count before payment and
 * sees the new price.
 */

/** Today in Moscow, `YYYY-MM-DD`: the planned send date «Отправить сегодня» finds. */
const moscowToday = () => new Date(Date.now() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A customer's CDEK order to a Moscow point with one sticker item, as checkout leaves it. */
async function cdekOrder(customer: SignedInApi, phone: string, name: string) {
  const cart = await getCart(customer.api);
  await saveStickerItem(customer.api, cart.orderId, stickerItemBody({ name, count: 20 }));
  return createOrderFromCart(customer.api, {
    id: cart.orderId,
    receiverCredentials: 'Вера Отправкина',
    phoneNumber: phone,
    deliveryType: 'CDEK',
    cdekPvzCode: 'MSK2181',
    cdekTariffCode: 136,
  });
}

test('the manager sends today’s three paid CDEK orders in one action, the customer follows a parcel, and an item is recounted before payment', async () => {
  // Three paid CDEK orders to send today, found by the one phone they share (the shared
  // database holds other journeys' orders to send today too).
  const phone = `+7920${String(Date.now()).slice(-7)}`;
  const customer = await apiAs('customer');
  const admin = await apiAs('admin');
  const orders = [];
  for (const name of ['Котики', 'Ёжики', 'Совы']) {
    const order = await cdekOrder(customer, phone, name);
    await updateOrderInformation(
      admin.api,
      orderUpdateBody(order.orderId, {
        deliveryType: 'CDEK',
        status: orderStatuses.readyToShip,
        isPayed: true,
        approximalSendDate: moscowToday(),
      }),
    );
    orders.push(order);
  }

  const manager = await newPage({ token: admin.token });
  await manager.goto('/admin');
  await manager.getByRole('heading', { name: adminTexts.title }).waitFor();
  const today = manager.getByRole('button', { name: managerListTexts.sendToday });
  await today.click();
  expect(await today.getAttribute('aria-pressed')).toBe('true');
  await manager.getByRole('searchbox', { name: managerListTexts.searchLabel }).fill(phone.slice(1));
  await manager.getByRole('searchbox', { name: managerListTexts.searchLabel }).press('Enter');
  const rows = manager.locator('tbody tr[data-order-id]');
  await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
  // The filters are in the address: a reload shows the same three.
  expect(new URL(manager.url()).searchParams.get('plannedSend')).toBe('today');
  await manager.reload();
  await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(3);
  expect((await rows.evaluateAll((found) => found.map((row) => row.getAttribute('data-order-id')))).sort()).toEqual(
    orders.map((order) => order.orderId).sort(),
  );

  await manager.getByRole('checkbox', { name: managerListTexts.selectAll }).check();
  const bar = manager.getByRole('region', { name: managerListTexts.actions });
  await bar.getByText(managerListTexts.selected(3)).waitFor();
  await bar.getByRole('button', { name: managerListTexts.registerShipments }).click();
  await bar.getByRole('heading', { name: managerListTexts.resultsTitle }).waitFor({ timeout: 90_000 });
  expect(await bar.getByRole('status').textContent()).toBe(managerListTexts.summary(3, 0));
  const results = await bar.locator('li[data-result]').allTextContents();
  expect(results).toHaveLength(3);
  for (const order of orders) {
    expect(results).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${managerListTexts.orderLabel(order.orderNumber)}${managerListTexts.resultOk} · \\d{10}$`),
      ),
    );
  }
  await shootPhoneAndDesktop(manager, 'manager-day-registered', bar);

  // The labels of the three, one PDF each.
  const downloads: string[] = [];
  manager.on('download', (download) => {
    void download.path().then((path) => {
      if (path) downloads.push(path);
    });
  });
  const names: string[] = [];
  manager.on('download', (download) => names.push(download.suggestedFilename()));
  await bar.getByRole('button', { name: managerListTexts.downloadLabels }).click();
  await bar.getByRole('heading', { name: managerListTexts.resultsTitle }).waitFor({ timeout: 90_000 });
  await expect.poll(() => downloads.length, { timeout: 60_000 }).toBe(3);
  expect(names.sort()).toEqual(orders.map((order) => `cdek-label-${order.orderNumber}.pdf`).sort());
  for (const path of downloads) expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await bar.getByRole('status').textContent()).toBe(managerListTexts.summary(3, 0));

  // The customer follows the first parcel on the order page and on the order-link page.
  const [first] = orders;
  if (!first) throw new Error('no order');
  const track = (await getAdminOrder(admin.api, first.orderId)).trackNumber ?? '';
  expect(track).toMatch(/^\d{10}$/);
  const page = await newPage({ token: customer.token });
  await page.goto(`/order/${first.orderId}`);
  const parcel = page.getByTestId('parcel');
  await parcel.waitFor({ timeout: 45_000 });
  expect(await parcel.getByRole('link', { name: track }).count()).toBe(1);
  expect(await parcel.getByTestId('parcel-status').textContent()).toMatch(/^Заказ создан в СДЭК Рязань, /);
  await shootPhoneAndDesktop(page, 'manager-day-order-page', parcel);

  // The sandbox moves the parcel on: CDEK takes it.
  await shipmentCall(admin.api, first.orderId, 'advance');
  await expect
    .poll(
      async () => {
        await page.reload();
        await parcel.waitFor({ timeout: 45_000 });
        return parcel.getByTestId('parcel-status').textContent();
      },
      { timeout: 60_000 },
    )
    .toMatch(/^Принят на склад СДЭК Рязань, /);
  const link = await newPage({ token: customer.token });
  await link.goto(`/order/${first.orderId}/payment`);
  const linkParcel = link.getByTestId('parcel');
  await linkParcel.waitFor({ timeout: 45_000 });
  expect(await linkParcel.getByRole('link', { name: track }).count()).toBe(1);
  expect(await linkParcel.getByTestId('parcel-status').textContent()).toMatch(/^Принят на склад СДЭК Рязань, /);
  await shootPhoneAndDesktop(link, 'manager-day-order-link', linkParcel);

  // Before payment the manager recounts an item: the order is priced again and the dialog shows it.
  const unpaid = await cdekOrder(customer, phone, 'Лисы');
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(unpaid.orderId, { deliveryType: 'CDEK', status: orderStatuses.readyToPrint }),
  );
  const before = await getAdminOrder(admin.api, unpaid.orderId);
  await manager.goto(`/admin?order=${unpaid.orderId}`);
  const dialog = manager.getByRole('dialog', { name: adminFormTexts.orderTitle(unpaid.orderNumber) });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: managerItemTexts.editOf('Лисы') }).click();
  const form = dialog.getByRole('form', { name: managerItemTexts.editOf('Лисы') });
  await form.getByLabel(managerItemTexts.count).fill('60');
  await shootPhoneAndDesktop(manager, 'manager-day-item-edit', form);
  await form.getByRole('button', { name: managerItemTexts.save }).click();
  await dialog.getByText(managerItemTexts.saved).waitFor({ timeout: 30_000 });
  const after = await getAdminOrder(admin.api, unpaid.orderId);
  expect(after.orderItems[0]?.count).toBe(60);
  expect(after.cost).toBeGreaterThan(before.cost);
  await expect
    .poll(async () => plainSpaces(await dialog.textContent()))
    .toContain(plainSpaces(formatRubles(after.cost)));
  await shootPhoneAndDesktop(manager, 'manager-day-item-repriced', dialog.getByText(managerItemTexts.saved));
}, 420_000);

test('«Заказ для клиента» gives the client a link to their order and opens the new order for the manager to fill', async () => {
  const admin = await apiAs('admin');
  const manager = await newPage({ token: admin.token });
  await manager.goto('/admin');
  await manager.getByRole('button', { name: adminTexts.createForClient }).click();
  const dialog = manager.getByRole('dialog', { name: adminTexts.createForClient });
  const clientName = `Клиент ${Date.now().toString(36)}`;
  await dialog.getByLabel(adminFormTexts.clientName).fill(clientName);
  await dialog.getByRole('button', { name: adminFormTexts.create }).click();
  const linkField = dialog.getByLabel(clientOrderTexts.clientLink);
  await linkField.waitFor();
  const clientLink = await linkField.inputValue();
  const { pathname } = new URL(clientLink);
  // The link opens the client's order, not the shop's front page.
  expect(pathname).toMatch(/^\/order\/[0-9a-f-]{36}\/payment$/);
  const orderId = pathname.split('/')[2] ?? '';
  await shootPhoneAndDesktop(manager, 'manager-day-client-order', dialog);

  // «Открыть карточку заказа»: the new order's edit dialog, for delivery and status.
  await dialog.getByRole('button', { name: clientOrderTexts.openCard }).click();
  const card = manager.getByRole('dialog', { name: /^Заказ №\d+$/ });
  await card.waitFor();
  expect(new URL(manager.url()).searchParams.get('order')).toBe(orderId);
  expect(await card.getByText(clientName).count()).toBeGreaterThan(0);

  // «Добавить позиции»: the order screen, where the manager adds items as a client would.
  await manager.goto('/admin');
  await manager.getByRole('button', { name: adminTexts.createForClient }).click();
  const again = manager.getByRole('dialog', { name: adminTexts.createForClient });
  await again.getByLabel(adminFormTexts.clientName).fill(`${clientName} 2`);
  await again.getByRole('button', { name: adminFormTexts.create }).click();
  const secondLink = await again.getByLabel(clientOrderTexts.clientLink).inputValue();
  const secondId = new URL(secondLink).pathname.split('/')[2] ?? '';
  await again.getByRole('link', { name: clientOrderTexts.fillItems }).click();
  await manager.waitForURL(`**/order/${secondId}`);
  await dismissInstruction(manager);
  const itemForm = await openStickerFormWithKittens(manager);
  await itemForm.getByLabel(quantityTexts.stickerCountLabel).fill('20');
  await itemForm.getByRole('button', { name: itemTexts.save, exact: true }).click();
  await itemForm.waitFor({ state: 'detached' });
  // The item is the client's order's: the order-link page the client opens lists it.
  expect((await getAdminOrder(admin.api, secondId)).orderItems.map((item) => item.name)).toEqual(['Котики']);

  // The client, signed in by nothing but the link, lands on their order.
  const client = await newPage();
  await client.goto(secondLink);
  await client.getByText(paymentTexts.publicTitle(Number.NaN).replace('NaN', '')).first().waitFor({ timeout: 30_000 });
  expect(new URL(client.url()).pathname).toBe(new URL(secondLink).pathname);
  await client.getByText('Котики').first().waitFor({ timeout: 30_000 });
  await client.getByText(quantityTexts.sheets(20)).first().waitFor();
  expect(new URL(client.url()).searchParams.get('access_key')).toBeNull();
  await shootPhoneAndDesktop(client, 'manager-day-client-link', client.locator('main'));
}, 240_000);
