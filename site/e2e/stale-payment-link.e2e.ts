import { getAdminOrder, updateOrderInformation } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import { paymentTexts } from '@stickers62/core/texts';
import { orderUpdateBody } from '@stickers62/testkit/fixtures';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeViolations, clientOrderInWork, newPage, plainSpaces, shootPhoneAndDesktop } from './support/index.ts';

const plain = plainSpaces;
const shoot = shootPhoneAndDesktop;

/** The customer's order-link page: pays by card and confirms on the sandbox's payment page. */
async function payOnSandbox(page: Page) {
  await page.getByRole('button', { name: paymentTexts.payOrder }).click();
  await page.getByLabel(paymentTexts.email).fill('anna@example.ru');
  await page.getByRole('button', { name: paymentTexts.payByCard }).click();
  await page.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).waitFor();
}

// «Money is always right», in a browser: a link opened before the manager changed the order does
// not pay it. The payment is returned, the page says so beside «Оплатить заказ», and the current
// amount pays the order.
test('a payment by a link the order outgrew is returned, and the current amount pays the order', async () => {
  const { admin, created } = await clientOrderInWork('Анна Ссылкина', { name: 'Еноты' }, { deliveryType: 'Pickup' });
  const goods = (await getAdminOrder(admin.api, created.orderId)).cost;
  if (!created.orderLink) throw new Error('create-for-client answered no order link');

  // The customer opens the pay link and reaches the provider's page…
  const page = await newPage();
  await page.goto(created.orderLink);
  await page.getByTestId('payment-amount').waitFor();
  expect(plain(await page.getByTestId('payment-amount').textContent())).toBe(plain(formatRubles(goods)));
  await payOnSandbox(page);

  // …while the manager sends it by Russian Post for 500 ₽. Then the customer pays the old amount.
  await updateOrderInformation(admin.api, {
    ...orderUpdateBody(created.orderId, {
      deliveryType: 'RussianPost',
      deliveryAddress: '390000, Рязань, ул. Есенина, 13',
    }),
    deliveryCost: 500,
  });
  await page.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/order/${created.orderId}/payment-completed`);

  // Not paid: the payment is returned, the page says so and offers the current amount.
  const note = page.getByTestId('refund-note');
  await note.waitFor({ timeout: 45_000 });
  expect(plain(await note.textContent())).toBe(plain(paymentTexts.refundedNote(formatRubles(goods), 'stale')));
  await expect
    .poll(async () => plain(await page.getByTestId('payment-amount').textContent()))
    .toBe(plain(formatRubles(goods + 500)));
  expect(await page.getByText(paymentTexts.paidTitle).count()).toBe(0);
  const order = await getAdminOrder(admin.api, created.orderId);
  expect(order.payed).toBe(false);
  expect(order.payments?.[0]).toMatchObject({ outcome: 'refund', refund: { status: 'succeeded', reason: 'stale' } });
  expect(await axeViolations(page)).toEqual([]);
  await shoot(page, 'stale-link-refunded');

  // The current amount pays the order.
  await payOnSandbox(page);
  await page.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await page.getByText(paymentTexts.paidTitle).waitFor({ timeout: 45_000 });
  const paid = await getAdminOrder(admin.api, created.orderId);
  expect(paid.payed).toBe(true);
  expect(paid.payments?.map((payment) => payment.outcome)).toEqual(['paid', 'refund']);
  await shoot(page, 'stale-link-then-paid');
  await page.context().close();
}, 240_000);
