import { getCart, getCdekTariffs, getOrder, saveStickerItem } from '@stickers62/core/api';
import { formatDate, formatDeliveryPromise } from '@stickers62/core/format';
import { deliveryPromise, moscowToday } from '@stickers62/core/rules';
import { checkoutTexts, profileTexts, promiseTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { newPage, screenshot, signUp } from './support/index.ts';

async function shoot(page: Page, name: string) {
  for (const width of [375, 1440]) await screenshot(page, name, width);
}
const pickupPoint = 'RYZ3';

test('one phone field from the profile to the checkout, and the promised dates', async () => {
  const customer = await signUp();
  const cart = await getCart(customer.api);
  await saveStickerItem(customer.api, cart.orderId, stickerItemBody({ name: 'Котики' }));
  const page = await newPage({ token: customer.token });

  // The profile takes the phone as people write it and shows it formatted.
  await page.goto('/profile');
  await page.getByText(profileTexts.client(customer.account.username)).waitFor();
  const profilePhone = page.getByLabel(profileTexts.phoneNumber);
  await profilePhone.fill('+7 (920) 555 11 22');
  expect(await profilePhone.inputValue()).toBe('+7 (920) 555 11 22');
  await profilePhone.fill('');
  await profilePhone.pressSequentially('8 920 555-11-22');
  expect(await profilePhone.inputValue()).toBe('+7 (920) 555 11 22');
  await page.getByLabel(profileTexts.receiptFio).fill('Анна Иванова');
  await page.getByRole('button', { name: profileTexts.save }).click();
  await page.getByRole('status').getByText(profileTexts.saved).waitFor();
  await shoot(page, 'profile');

  // The checkout prefills the profile's phone, formatted, and accepts it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/confirm-order/${cart.orderId}`);
  await page.getByRole('heading', { level: 1, name: checkoutTexts.title }).waitFor();
  const checkoutPhone = page.getByLabel(checkoutTexts.phone);
  await expect.poll(() => checkoutPhone.inputValue(), { timeout: 45_000 }).toBe('+7 (920) 555 11 22');
  await page.getByLabel(checkoutTexts.cdekPvzCode).fill(pickupPoint);

  // The promise from the chosen tariff's period (the cheapest, preselected), as core computes it.
  const order = await getOrder(customer.api, cart.orderId);
  const { tariff } = await getCdekTariffs(customer.api, {
    cdekPvzCode: pickupPoint,
    weight: 1000,
    orderId: cart.orderId,
  });
  const promise = deliveryPromise({ placedOn: moscowToday(), order, deliveryType: 'CDEK', period: tariff[0] });
  const promised = formatDeliveryPromise(promise, 'CDEK');
  expect(promised).toMatch(/^Отправим до \d+ [а-я]+, получите \d+/);
  await page.getByTestId('delivery-promise').getByText(promised).waitFor();
  await shoot(page, 'checkout-cdek');

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('radio', { name: /Самовывоз/ }).check();
  await page
    .getByTestId('delivery-promise')
    .getByText(/^Будет готов к выдаче до /)
    .waitFor();
  await page.getByRole('radio', { name: /СДЭК/ }).check();
  await page.getByTestId('delivery-promise').getByText(promised).waitFor();

  await page.getByRole('button', { name: checkoutTexts.submit }).click();
  await page.getByText(/Заказ успешно создан! Номер заказа: \d+/).waitFor();
  expect(await page.getByText(checkoutTexts.phoneInvalid).count()).toBe(0);

  // The order carries the same dates, shown in its sidebar.
  const created = await getOrder(customer.api, cart.orderId);
  expect(created.approximalSendDate).toBe(promise.sendBy);
  expect(created.approximalDeliveryDate).toBe(promise.delivery?.to);
  await page.goto(`/order/${cart.orderId}`);
  const sidebar = page.getByRole('complementary');
  await sidebar.getByText(promiseTexts.approximalDeliveryDate).waitFor();
  await sidebar.getByText(formatDate(promise.delivery?.to)).waitFor();
  await sidebar.getByText(formatDate(promise.sendBy)).waitFor();
  await shoot(page, 'order-sidebar');
  await page.context().close();
});
