import { getOrder } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import { itemTexts, orderScreenTexts, orderTexts, paymentTexts } from '@stickers62/core/texts';
import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiAs, approvedOrder, newPage, plainSpaces, screenshot } from './support/index.ts';

/** Whether a box lies wholly inside the viewport's width (and is rendered at all). */
async function withinWidth(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

async function customerWithApprovedOrder() {
  const [customer, admin] = await Promise.all([apiAs('customer'), apiAs('admin')]);
  const created = await approvedOrder(customer, admin, {
    stickers: [{ name: 'Котики с длинным названием' }, { name: 'Ёжики' }],
  });
  const order = await getOrder(customer.api, created.orderId);
  return { customer, order };
}

test('a phone shows the money: status and sum above the items, the amount beside «Оплатить заказ» and in its dialog', async () => {
  const { customer, order } = await customerWithApprovedOrder();
  const amount = plainSpaces(formatRubles(order.cost));
  const page = await newPage({ token: customer.token, width: 375, height: 800, touch: true });
  await page.goto(`/order/${order.id}`);
  const table = page.getByRole('table', { name: orderScreenTexts.itemsTable });
  await table.waitFor();

  // The sidebar starts folded on a phone, yet the status and the sum are in sight, above the table.
  const glance = page.getByTestId('order-glance');
  expect(plainSpaces(await glance.textContent())).toContain(amount);
  expect(await glance.textContent()).toContain('Готов к печати');
  const glanceBox = await glance.boundingBox();
  const tableBox = await table.boundingBox();
  expect((glanceBox?.y ?? Number.POSITIVE_INFINITY) < (tableBox?.y ?? 0)).toBe(true);
  expect((glanceBox?.y ?? Number.POSITIVE_INFINITY) + (glanceBox?.height ?? 0)).toBeLessThan(800);

  // The cost column is in view; no right-click hint on a touch screen.
  expect(await withinWidth(page, page.getByRole('columnheader', { name: itemTexts.cost }))).toBe(true);
  expect(await page.getByText(orderScreenTexts.columnMenuHint).count()).toBe(0);

  // The amount beside the button, both within the screen's width; the page does not scroll sideways.
  const payAmount = page.getByTestId('pay-amount');
  expect(plainSpaces(await payAmount.textContent())).toBe(amount);
  expect(await withinWidth(page, payAmount)).toBe(true);
  expect(await withinWidth(page, page.getByRole('button', { name: orderTexts.pay }))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'order-phone-money');

  // The dialog repeats the amount and offers what the order link offers: card or SBP.
  await page.getByRole('button', { name: orderTexts.pay }).click();
  const dialog = page.getByRole('dialog', { name: paymentTexts.formTitle });
  await expect.poll(async () => plainSpaces(await dialog.getByTestId('pay-dialog-amount').textContent())).toBe(amount);
  await dialog.getByRole('button', { name: paymentTexts.payByCard }).waitFor();
  await dialog.getByRole('button', { name: paymentTexts.payBySbp }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, 'order-phone-pay-dialog');
  await page.context().close();

  // A desktop with a mouse: the sidebar open beside the items, the hint for the column menu.
  const desktop = await newPage({ token: customer.token });
  await desktop.goto(`/order/${order.id}`);
  await desktop.getByRole('table', { name: orderScreenTexts.itemsTable }).waitFor();
  expect(plainSpaces(await desktop.getByTestId('order-sum').textContent())).toBe(amount);
  expect(plainSpaces(await desktop.getByTestId('pay-amount').textContent())).toBe(amount);
  await desktop.getByText(orderScreenTexts.columnMenuHint).waitFor();
  await screenshot(desktop, 'order-desktop-money');
  await desktop.context().close();
});
