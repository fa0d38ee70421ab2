import { createOrderFromCart, getCart, getOrder, saveStickerItem, submitToManager } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import { adminTexts, managerPriceTexts, paymentTexts, priceOnRequestTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { expect, test } from 'vitest';
import { apiAs, newPage, openOrderDialog, screenshot, shootPhoneAndDesktop } from './support/index.ts';

test('an item over A3: the manager prices it in the edit dialog, the customer sees the price and pays it', async () => {
  // The customer sends an order with a priced sticker and a poster larger than A3 (no price).
  const customer = await apiAs('customer');
  const cart = await getCart(customer.api);
  await saveStickerItem(customer.api, cart.orderId, stickerItemBody({ name: 'Котики', count: 10 }));
  await saveStickerItem(
    customer.api,
    cart.orderId,
    stickerItemBody({ name: 'Плакат', count: 3, width: 400, height: 500, isColorProof: false }),
  );
  const order = await createOrderFromCart(customer.api, {
    id: cart.orderId,
    receiverCredentials: 'Анна Плакатова',
    phoneNumber: '+79101234567',
    deliveryType: 'Pickup',
  });
  await submitToManager(customer.api, order.orderId);
  const before = await getOrder(customer.api, order.orderId);

  const page = await newPage({ token: customer.token });
  await page.goto(`/order/${order.orderId}`);
  await page.getByText(priceOnRequestTexts.onRequest).first().waitFor();

  // The manager prices the poster: a refused amount says why, then the total of the position.
  const admin = await apiAs('admin');
  const manager = await newPage({ token: admin.token });
  const dialog = await openOrderDialog(manager, order.orderId, order.orderNumber);
  const priceField = dialog.getByLabel(managerPriceTexts.input);
  expect(await priceField.count()).toBe(1);
  const priceForm = dialog.getByTestId('item-price-form');
  await priceField.fill('0');
  await priceForm.getByRole('button', { name: managerPriceTexts.save }).click();
  await priceForm.getByText(managerPriceTexts.invalid).waitFor();
  expect(await priceField.getAttribute('aria-invalid')).toBe('true');
  await priceField.fill('1 000');
  await priceForm.getByRole('button', { name: managerPriceTexts.save }).click();
  await priceForm.getByText(managerPriceTexts.saved).waitFor();
  const marked = managerPriceTexts.marked(formatRubles(1000));
  await dialog.getByText(marked).waitFor();
  await dialog
    .getByText(formatRubles(before.cost + 1000))
    .first()
    .waitFor();
  await priceForm.scrollIntoViewIfNeeded();
  await screenshot(manager, 'manager-item-price-dialog', 1440);
  await manager.setViewportSize({ width: 375, height: 900 });
  await priceForm.scrollIntoViewIfNeeded();
  await screenshot(manager, 'manager-item-price-dialog', 375);
  await manager.setViewportSize({ width: 1440, height: 900 });

  // Checked: the manager moves the order on, so it may be paid.
  const statusField = dialog.locator('select', { has: manager.locator('option[value="Создан"]') });
  await statusField.selectOption('Готов к печати');
  await dialog.getByRole('button', { name: adminTexts.save, exact: true }).click();
  await dialog.getByText(adminTexts.saved).waitFor();

  // The customer's order page: the price, marked as the manager's; no «цена по запросу» left.
  await page.reload();
  await page.getByText(marked).first().waitFor();
  expect(await page.getByText(priceOnRequestTexts.onRequest).count()).toBe(0);
  const priced = await getOrder(customer.api, order.orderId);
  expect(priced.cost).toBe(before.cost + 1000);
  await page.getByText(formatRubles(priced.cost)).first().waitFor();
  await page.waitForLoadState('networkidle');
  await shootPhoneAndDesktop(page, 'manager-item-price-order-page');

  // The order-link page shows the amount and takes the payment in the sandbox.
  await page.goto(`/order/${order.orderId}/payment`);
  await page.getByTestId('payment-amount').getByText(formatRubles(priced.cost)).waitFor();
  expect(await page.getByTestId('unpriced-note').count()).toBe(0);
  await page.getByRole('button', { name: paymentTexts.payOrder }).click();
  await shootPhoneAndDesktop(page, 'manager-item-price-order-link');
  await page.getByLabel(paymentTexts.email).fill('anna@example.ru');
  await page.getByRole('button', { name: paymentTexts.payByCard }).click();
  await page.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/order/${order.orderId}/payment-completed`);
  await page.getByText(paymentTexts.paidTitle).waitFor({ timeout: 45_000 });
  expect((await getOrder(customer.api, order.orderId)).payed).toBe(true);
  for (const opened of [page, manager]) await opened.context().close();
}, 240_000);
