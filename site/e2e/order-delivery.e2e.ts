import {
  createOrderForClient,
  getAdminOrder,
  loginWithAccessKey,
  saveStickerItem,
  updateOrderInformation,
} from '@stickers62/core/api';
import { orderStatuses } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import {
  checkoutTexts,
  orderDeliveryTexts,
  paymentTexts,
  priceOnRequestTexts,
  proofNoticeTexts,
} from '@stickers62/core/texts';
import { orderUpdateBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { expect, test } from 'vitest';
import {
  apiAs,
  apiClient,
  axeViolations,
  clientOrderInWork,
  newPage,
  plainSpaces,
  shootPhoneAndDesktop,
} from './support/index.ts';

const plain = plainSpaces;
const shoot = shootPhoneAndDesktop;

// The sandbox CDEK of a fresh start: from Ryazan to RYZ3 it offers «Экономичная посылка
// склад-склад» for 162 ₽ (3–4 days) and «Посылка склад-склад» for 190 ₽ (1–2 days).
test('order link: a client without an account chooses the delivery the manager left open, sees it priced and pays', async () => {
  // The manager makes the order for a client, without a delivery, and moves it on to work.
  const { admin, created } = await clientOrderInWork('Анна Доставкина', { name: 'Лисички' });
  const goods = (await getAdminOrder(admin.api, created.orderId)).cost;
  expect(goods).toBeGreaterThan(0);

  // A fresh browser opens the manager's link: the delivery is there to choose.
  if (!created.orderLink) throw new Error('create-for-client answered no order link');
  const page = await newPage();
  await page.goto(created.orderLink);
  const delivery = page.getByTestId('order-delivery');
  await delivery.waitFor();
  expect(plain(await page.getByTestId('payment-amount').textContent())).toBe(plain(formatRubles(goods)));
  await page.getByText(orderDeliveryTexts.amountWithoutDelivery).waitFor();
  // Sent empty, the receiver's field is refused and shows it: red border (red-500), not the grey one.
  await delivery.getByRole('button', { name: orderDeliveryTexts.choose }).click();
  const receiver = delivery.getByLabel(orderDeliveryTexts.receiver);
  await expect.poll(() => receiver.getAttribute('aria-invalid')).toBe('true');
  expect(await receiver.evaluate((input) => getComputedStyle(input).borderTopColor)).toBe('rgb(239, 68, 68)');
  await shoot(page, 'order-link-delivery-refused');
  await receiver.fill('Доставкина Анна');
  await delivery.getByLabel(orderDeliveryTexts.phone).fill('+79101234567');
  const city = delivery.getByRole('combobox', { name: checkoutTexts.city });
  await city.fill('Ряз');
  await delivery.getByRole('option', { name: 'Рязань, Рязанская обл., Россия' }).click();
  await delivery.getByText(checkoutTexts.pointsOfCity('Рязань', 6, 6)).waitFor();
  await delivery.getByLabel(checkoutTexts.street).fill('есенина');
  const esenina13 = `${checkoutTexts.choosePoint} ${checkoutTexts.pointOfButton('ул. Есенина, 13')}`;
  await delivery.getByRole('button', { name: esenina13, exact: true }).click();
  const economy = delivery.getByRole('radio', { name: /Экономичная посылка склад-склад/ });
  await economy.waitFor();
  expect(await economy.isChecked()).toBe(true);
  await delivery.getByRole('radio', { name: /^Посылка склад-склад/ }).check();
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'order-link-delivery-choice');

  // Chosen: the server's price of the tariff, the new total, and the amount to pay with it.
  await delivery.getByRole('button', { name: orderDeliveryTexts.choose }).click();
  const chosen = page.getByTestId('order-delivery-chosen');
  await chosen.waitFor();
  expect(plain(await chosen.getByTestId('order-delivery-cost').textContent())).toBe(plain(formatRubles(190)));
  expect(plain(await chosen.getByTestId('order-delivery-total').textContent())).toBe(plain(formatRubles(goods + 190)));
  await expect
    .poll(async () => plain(await page.getByTestId('payment-amount').textContent()))
    .toBe(plain(formatRubles(goods + 190)));
  expect(await page.getByTestId('amount-without-delivery').count()).toBe(0);
  await page.getByRole('button', { name: paymentTexts.payOrder }).click();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'order-link-delivery-chosen');
  const stored = await getAdminOrder(admin.api, created.orderId);
  expect(stored).toMatchObject({ deliveryType: 'CDEK', deliveryCost: 190 });
  expect(stored.cost).toBeCloseTo(goods + 190, 2);

  await page.getByLabel(paymentTexts.email).fill('anna@example.ru');
  await page.getByRole('button', { name: paymentTexts.payByCard }).click();
  await page.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/order/${created.orderId}/payment-completed`);
  await page.getByText(paymentTexts.paidTitle).waitFor({ timeout: 45_000 });
  expect((await getAdminOrder(admin.api, created.orderId)).payed).toBe(true);
  await page.context().close();
}, 240_000);

test('order link: the client may take the order at the pickup point or have it sent by Russian Post', async () => {
  const { admin, created } = await clientOrderInWork('Игорь Самовывозов', { name: 'Совы' });
  const goods = (await getAdminOrder(admin.api, created.orderId)).cost;
  if (!created.orderLink) throw new Error('create-for-client answered no order link');

  const page = await newPage();
  await page.goto(created.orderLink);
  const delivery = page.getByTestId('order-delivery');
  await delivery.waitFor();
  await delivery.getByLabel(orderDeliveryTexts.receiver).fill('Самовывозов Игорь');
  await delivery.getByLabel(orderDeliveryTexts.phone).fill('+79101234567');
  // Russian Post asks for its address and index, and says the manager prices the parcel.
  await delivery.getByRole('radio', { name: new RegExp(checkoutTexts.deliveryTypes.RussianPost) }).check();
  expect(await delivery.getByRole('combobox', { name: checkoutTexts.city }).count()).toBe(0);
  await delivery.getByRole('button', { name: orderDeliveryTexts.choose }).click();
  await delivery.getByText(checkoutTexts.postIndexRequired).waitFor();
  expect(await delivery.getByTestId('delivery-terms').textContent()).toBe(checkoutTexts.russianPostCost);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'order-link-russian-post');

  await delivery.getByRole('radio', { name: new RegExp(checkoutTexts.deliveryTypes.Pickup) }).check();
  expect(await delivery.getByTestId('delivery-terms').textContent()).toBe(checkoutTexts.pickupTerms);
  await delivery.getByRole('button', { name: orderDeliveryTexts.choose }).click();
  const chosen = page.getByTestId('order-delivery-chosen');
  await chosen.waitFor();
  expect(plain(await chosen.getByTestId('order-delivery-cost').textContent())).toBe(plain(formatRubles(0)));
  expect(plain(await chosen.getByTestId('order-delivery-total').textContent())).toBe(plain(formatRubles(goods)));
  await page.waitForLoadState('networkidle');
  await shoot(page, 'order-link-pickup-chosen');
  expect(await getAdminOrder(admin.api, created.orderId)).toMatchObject({ deliveryType: 'Pickup', deliveryCost: 0 });
  await page.context().close();
}, 180_000);

test('order link: an order with an item the manager has to price says why it cannot be paid yet', async () => {
  // Larger than A3: no price list prices it, so the manager will.
  const { created } = await clientOrderInWork('Юрий Большой', { name: 'Баннер', width: 400, height: 500 });
  const page = await newPage();
  await page.goto(created.orderLink ?? '');
  const held = page.getByTestId('payment-held');
  await held.waitFor();
  expect(await held.textContent()).toBe(priceOnRequestTexts.notPayable);
  expect(await page.getByTestId('unpriced-note').textContent()).toBe(priceOnRequestTexts.totalWithUnpriced(1));
  expect(await page.getByRole('button', { name: paymentTexts.payOrder }).count()).toBe(0);
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'order-link-unpriced');
  await page.context().close();
});

test('a proof waiting for the customer is announced on every page of the site', async () => {
  const admin = await apiAs('admin');
  const created = await createOrderForClient(admin.api, { clientName: 'Олег Уведомлёнов' });
  const key = new URL(created.accessLink).searchParams.get('access_key') ?? '';
  const signedIn = await loginWithAccessKey(apiClient(), key);
  if (!signedIn.success) throw new Error(signedIn.message);
  await saveStickerItem(apiClient(signedIn.data.token), '0', stickerItemBody({ name: 'Ежики', count: 10 }));
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(created.orderId, { status: orderStatuses.awaitingProofApproval }),
  );

  const page = await newPage();
  await page.goto(created.accessLink);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const notice = page.getByTestId('proof-notice');
  await notice.waitFor();
  expect(await notice.textContent()).toBe(proofNoticeTexts.one(created.orderNumber));
  // Another page of the site, moved to in the page as the site's links do: the notice stays.
  await page.evaluate(() => {
    history.pushState(null, '', '/stickers');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await notice.waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'proof-notice');
  await notice.click();
  await page.waitForURL((url) => url.pathname === `/order/${created.orderId}`);
  // Where it leads, the notice has said what it had to.
  await expect.poll(() => page.getByTestId('proof-notice').count()).toBe(0);
  await page.context().close();
}, 120_000);
