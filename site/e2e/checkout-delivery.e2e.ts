import { getAdminOrder, getCart, saveStickerItem, uploadFile } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import { adminFormTexts, adminTexts, checkoutTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { layoutPng } from '@stickers62/testkit/png';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiAs, axeViolations, newPage, screenshot } from './support/index.ts';

/** Money as shown, with the no-break spaces of ru-RU made plain, so texts compare. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function shoot(page: Page, name: string) {
  for (const width of [375, 1440]) {
    await screenshot(page, name, width);
    // Nothing on the checkout may push the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
}

// The sandbox CDEK of a fresh start: from Ryazan to RYZ3 it offers «Экономичная посылка
// склад-склад» for 162 ₽ (3–4 days) and «Посылка склад-склад» for 190 ₽ (1–2 days).
test('checkout: a CDEK point found by city and street, a tariff chosen, the delivery priced into the order and the manager totals', async () => {
  const customer = await apiAs('customer');
  const cart = await getCart(customer.api);
  await saveStickerItem(customer.api, cart.orderId, stickerItemBody({ name: 'Котик' }));
  const layout = new Blob([new Uint8Array(await layoutPng(240))], { type: 'image/png' });
  await uploadFile(customer.api, { orderId: cart.orderId, kind: 'stickers', itemName: 'Котик' }, layout, {
    fileName: 'Котик.png',
  });

  const page = await newPage({ token: customer.token });
  await page.goto(`/confirm-order/${cart.orderId}`);
  await page.getByRole('heading', { level: 1, name: checkoutTexts.title }).waitFor();
  const summary = page.getByRole('list', { name: checkoutTexts.summaryItems });
  await summary.getByText('Котик', { exact: true }).waitFor();
  const goods = Number(
    (await page.getByTestId('checkout-grand-total').textContent())?.replace(/[^\d,]/g, '').replace(',', '.'),
  );
  expect(goods).toBeGreaterThan(0);
  expect(await page.getByTestId('checkout-delivery-cost').textContent()).toBe(checkoutTexts.deliveryNotChosen);
  await page.getByLabel(checkoutTexts.receiver).fill('Иванова Анна Сергеевна');
  await page.getByLabel(checkoutTexts.phone).fill('+79101234567');

  // Pickup is free with its hours; Russian Post is priced by the manager.
  await page.getByRole('radio', { name: /^Самовывоз/ }).check();
  await page.getByText(checkoutTexts.pickupTerms).waitFor();
  expect(await page.getByTestId('checkout-delivery-cost').textContent()).toBe(checkoutTexts.deliveryFree);
  await page.getByRole('radio', { name: /^Почта России/ }).check();
  await page.getByText(checkoutTexts.russianPostCost).waitFor();
  expect(await page.getByTestId('checkout-delivery-cost').textContent()).toBe(checkoutTexts.deliveryByManager);
  await shoot(page, 'checkout-russian-post');
  await page.getByRole('radio', { name: /^СДЭК/ }).check();

  // The city by keyboard: typed, the first suggestion highlighted, Enter chooses it.
  const city = page.getByRole('combobox', { name: checkoutTexts.city });
  await city.fill('Ряз');
  const ryazan = page.getByRole('option', { name: 'Рязань, Рязанская обл., Россия' });
  await ryazan.waitFor();
  expect(await city.getAttribute('aria-expanded')).toBe('true');
  expect(await city.getAttribute('aria-activedescendant')).toBe(await ryazan.getAttribute('id'));
  await shoot(page, 'checkout-city-suggestions');
  await city.press('Enter');
  expect(await city.inputValue()).toBe('Рязань');
  await page.getByText(checkoutTexts.pointsOfCity('Рязань', 6, 6)).waitFor();

  // Then the street narrows the points; each shows its address, type and hours.
  await page.getByLabel(checkoutTexts.street).fill('есенина');
  await page.getByText(checkoutTexts.pointsOfCity('Рязань', 2, 6)).waitFor();
  await page.getByText('Пн-Вс 10:00-21:00').waitFor();
  const esenina13 = `${checkoutTexts.choosePoint} ${checkoutTexts.pointOfButton('ул. Есенина, 13')}`;
  await page.getByRole('button', { name: esenina13, exact: true }).click();
  await page
    .getByRole('button', { name: `${checkoutTexts.pointChosen} ${checkoutTexts.pointOfButton('ул. Есенина, 13')}` })
    .waitFor();
  expect(await page.getByLabel(checkoutTexts.cdekPvzCode).inputValue()).toBe('RYZ3');

  // The tariffs found: the cheapest is chosen, then the quicker one.
  const economy = page.getByRole('radio', { name: /Экономичная посылка склад-склад/ });
  await economy.waitFor();
  expect(await economy.isChecked()).toBe(true);
  expect(plain(await page.getByTestId('checkout-delivery-cost').textContent())).toBe(plain(formatRubles(162)));
  const express = page.getByRole('radio', { name: /^Посылка склад-склад/ });
  await express.check();
  expect(plain(await page.getByTestId('checkout-delivery-cost').textContent())).toBe(plain(formatRubles(190)));
  expect(plain(await page.getByTestId('checkout-grand-total').textContent())).toBe(plain(formatRubles(goods + 190)));
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'checkout-cdek-priced');

  await page.getByRole('button', { name: checkoutTexts.submit }).click();
  await page.getByText(/Заказ успешно создан! Номер заказа: \d+/).waitFor();
  const admin = await apiAs('admin');
  const stored = await getAdminOrder(admin.api, cart.orderId);
  expect(stored.deliveryCost).toBe(190);
  expect(stored.cost).toBeCloseTo(goods + 190, 2);
  await page.context().close();

  // The manager: the list totals and the order dialog carry the delivery cost.
  const managerPage = await newPage({ token: admin.token });
  await managerPage.goto(`/admin?orderNumber=${stored.number}`);
  const totals = managerPage.getByTestId('order-totals');
  await expect
    .poll(async () => plain(await totals.textContent()))
    .toContain(plain(`${adminTexts.totalDeliveryCost}:${formatRubles(190)}`));
  await managerPage.locator(`tr[data-order-id="${cart.orderId}"]`).click();
  const dialog = managerPage.getByRole('dialog', { name: adminFormTexts.orderTitle(stored.number) });
  await dialog.getByText(adminFormTexts.deliveryCost, { exact: true }).waitFor();
  expect(plain(await dialog.textContent())).toContain(plain(formatRubles(190)));
  await screenshot(managerPage, 'checkout-manager-dialog', 1440);
  await managerPage.context().close();
});
