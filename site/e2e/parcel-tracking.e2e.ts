import { readFile } from 'node:fs/promises';
import { createOrderFromCart, getCart, saveStickerItem, updateOrderInformation } from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { adminFormTexts, deliveryFieldTexts, parcelTexts, shipmentTexts } from '@stickers62/core/texts';
import { orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { expect, test } from 'vitest';
import { apiAs, newPage, shootPhoneAndDesktop } from './support/index.ts';

test('the manager registers the CDEK shipment and downloads its label; the customer follows the parcel as it moves', async () => {
  // A paid CDEK order to a Moscow point, with the tariff the customer chose at checkout.
  const customer = await apiAs('customer');
  const cart = await getCart(customer.api);
  await saveStickerItem(customer.api, cart.orderId, stickerItemBody({ name: 'Котики', count: 20 }));
  const order = await createOrderFromCart(customer.api, {
    id: cart.orderId,
    receiverCredentials: 'Анна Посылкина',
    phoneNumber: '+79205551122',
    deliveryType: 'CDEK',
    cdekPvzCode: 'MSK2181',
    cdekTariffCode: 136,
  });
  const admin = await apiAs('admin');
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(order.orderId, { deliveryType: 'CDEK', status: orderStatuses.readyToShip, isPayed: true }),
  );

  // The manager: the dialog shows the receiver and point, registers the shipment, downloads the label.
  const manager = await newPage({ token: admin.token });
  await manager.goto(`/admin?orderNumber=${order.orderNumber}`);
  await manager.locator(`tr[data-order-id="${order.orderId}"]`).click();
  const dialog = manager.getByRole('dialog', { name: adminFormTexts.orderTitle(order.orderNumber) });
  await dialog.waitFor();
  expect(await dialog.getByLabel(deliveryFieldTexts.receiver).inputValue()).toBe('Анна Посылкина');
  expect(await dialog.getByTestId('admin-cdek-point').textContent()).toBe(
    deliveryFieldTexts.cdekPointChosen('MSK2181'),
  );
  const panel = dialog.getByTestId('shipment-panel');
  await panel.getByRole('button', { name: shipmentTexts.register }).click();
  const number = panel.getByTestId('shipment-number');
  await number.waitFor({ timeout: 45_000 });
  const cdekNumber = (await number.textContent()) ?? '';
  expect(cdekNumber).toMatch(/^\d{10}$/);
  expect(await panel.getByTestId('shipment-status').textContent()).toMatch(
    /^Заказ создан в СДЭК Рязань, \d{1,2} [а-я]{3} \d{2}:\d{2}$/,
  );
  // The dialog took the track number the registration wrote.
  await expect.poll(() => dialog.getByLabel(deliveryFieldTexts.trackNumber).inputValue()).toBe(cdekNumber);
  const [label] = await Promise.all([
    manager.waitForEvent('download'),
    panel.getByRole('button', { name: shipmentTexts.label }).click(),
  ]);
  expect(label.suggestedFilename()).toBe(`label-${order.orderNumber}.pdf`);
  expect((await readFile((await label.path()) as string)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shootPhoneAndDesktop(manager, 'parcel-manager-shipment', panel);

  // The customer's order page: the track links to CDEK, the status is the sandbox's first.
  const page = await newPage({ token: customer.token });
  await page.goto(`/order/${order.orderId}`);
  const parcel = page.getByTestId('parcel');
  await parcel.waitFor({ timeout: 45_000 });
  const track = parcel.getByRole('link', { name: cdekNumber });
  expect(await track.getAttribute('href')).toBe(`https://www.cdek.ru/ru/tracking?order_id=${cdekNumber}`);
  expect(await parcel.getByTestId('parcel-status').textContent()).toMatch(/^Заказ создан в СДЭК Рязань, /);
  await shootPhoneAndDesktop(page, 'parcel-order-page', parcel);

  // The sandbox moves the parcel on twice (CDEK takes it, then it leaves Ryazan): the pages show it.
  for (let step = 0; step < 2; step += 1) {
    await panel.getByRole('button', { name: deliveryFieldTexts.sandboxAdvance }).click();
    await expect
      .poll(() => panel.getByTestId('shipment-status').textContent(), { timeout: 45_000 })
      .not.toMatch(step === 0 ? /^Заказ создан/ : /^Принят на склад СДЭК/);
  }
  await page.reload();
  await parcel.waitFor({ timeout: 45_000 });
  expect(await parcel.getByTestId('parcel-status').textContent()).toMatch(/^Передан перевозчику Рязань, /);
  await parcel.getByText(parcelTexts.history).click();
  const history = parcel.getByTestId('parcel-history');
  expect(await history.locator('li').allTextContents()).toEqual([
    expect.stringMatching(/^Принят на склад СДЭК Рязань, /),
    expect.stringMatching(/^Заказ создан в СДЭК Рязань, /),
  ]);
  // CDEK took the parcel: the order is sent.
  await page.getByText(orderStatuses.shipped).first().waitFor();
  await shootPhoneAndDesktop(page, 'parcel-order-page-moved', parcel);

  // The order-link page shows the same parcel.
  const link = await newPage({ token: customer.token });
  await link.goto(`/order/${order.orderId}/payment`);
  const linkParcel = link.getByTestId('parcel');
  await linkParcel.waitFor({ timeout: 45_000 });
  expect(await linkParcel.getByRole('link', { name: cdekNumber }).count()).toBe(1);
  expect(await linkParcel.getByTestId('parcel-status').textContent()).toMatch(/^Передан перевозчику Рязань, /);
  await shootPhoneAndDesktop(link, 'parcel-order-link', linkParcel);

  // The customer's history lists the order with its parcel under the card.
  await page.goto('/orders?filter=archive');
  await page.getByTestId('parcel-status').first().waitFor({ timeout: 45_000 });
  await shootPhoneAndDesktop(page, 'parcel-history', page.getByTestId('parcel').first());
}, 300_000);
