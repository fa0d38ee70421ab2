import { getAdminOrder, getOrder, updateOrderInformation } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import { newPasswordRuleText } from '@stickers62/core/rules';
import {
  adminTexts,
  authServerTexts,
  checkoutTexts,
  itemTexts,
  loginStatusTexts,
  loginTexts,
  orderTexts,
  paymentTexts,
  quantityTexts,
} from '@stickers62/core/texts';
import { orderUpdateBody } from '@stickers62/testkit/fixtures';
import { expect, test } from 'vitest';
import { paths } from '../src/routes.ts';
import { landingTexts } from '../src/texts/index.ts';
import {
  apiAs,
  dismissInstruction,
  newPage,
  openStickerFormWithKittens,
  plainSpaces,
  shootPhoneAndDesktop,
  signIn,
  uniqueAccount,
  uploadLayoutAndSend,
} from './support/index.ts';

/**
 * The whole path of a first-time buyer, as issue 13 lists it, on a fresh shop's sandbox: no
 * step is set up through the API except the manager's approval, which is the manager's own
 * screen's job and is tried in the admin journeys.
 */
test('a new customer: landing → calculator → «Загрузить макет» → sign-up → cart → live price → upload → checkout with a CDEK point and tariff → paid', async () => {
  const page = await newPage();

  // The landing page and the calculator: a price before any account.
  await page.goto(paths.stickers);
  await page.getByText(/₽/).first().waitFor();
  await page.goto(paths.home);
  await page.getByRole('link', { name: landingTexts.uploadLayout }).first().click();
  await page.waitForURL((url) => url.pathname === paths.login);

  // Sign-up: the rule in view, a first password refused with the server's reason, then accepted.
  await page.getByRole('button', { name: loginTexts.toRegister }).first().click();
  await page.getByText(newPasswordRuleText()).waitFor();
  const account = uniqueAccount('journey');
  await page.getByLabel(loginTexts.username).fill(account.username);
  await page.getByLabel(loginTexts.password).fill('short');
  await page.getByRole('button', { name: loginTexts.submitRegister }).click();
  expect(await page.getByRole('alert').textContent()).toBe(
    `${loginStatusTexts.registrationFailed(400)}: ${authServerTexts.passwordTooShort}`,
  );
  await page.getByLabel(loginTexts.password).fill(account.password);
  await page.getByRole('button', { name: loginTexts.submitRegister }).click();
  await page.getByText(loginTexts.registered).waitFor();
  await page.getByRole('button', { name: loginTexts.submitLogin, exact: true }).click();

  // Back where «Загрузить макет» was going: the cart.
  await page.waitForURL((url) => url.pathname === paths.cart);
  await dismissInstruction(page);

  // An item whose price shows as it is typed, in sheets.
  const form = await openStickerFormWithKittens(page);
  await form.getByLabel(quantityTexts.stickerCountLabel).fill('12');
  const live = form.getByTestId('live-quote');
  await expect.poll(() => live.getByTestId('live-cost').textContent()).toMatch(/₽/);
  const itemCost = plainSpaces(await live.getByTestId('live-cost').textContent());
  await shootPhoneAndDesktop(page, 'journey-item-form');
  await form.getByRole('button', { name: itemTexts.save, exact: true }).click();
  await form.waitFor({ state: 'detached' });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Котики', exact: true }) });
  expect(plainSpaces(await card.getByTestId('item-cost').textContent())).toBe(itemCost);
  await card.getByText(quantityTexts.sheets(12)).waitFor();

  // The layout, then send.
  await uploadLayoutAndSend(page, 'Котики', 'kotiki.png');
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Checkout: the order shown, a CDEK point found by city, a tariff chosen, delivery priced, dates promised.
  await page.getByRole('heading', { level: 1, name: checkoutTexts.title }).waitFor();
  await page.getByRole('list', { name: checkoutTexts.summaryItems }).getByText('Котики', { exact: true }).waitFor();
  await page.getByLabel(checkoutTexts.receiver).fill('Иванова Анна Сергеевна');
  await page.getByLabel(checkoutTexts.phone).fill('8 920 555-11-22');
  expect(await page.getByLabel(checkoutTexts.phone).inputValue()).toBe('+7 (920) 555 11 22');
  await page.getByRole('radio', { name: /^СДЭК/ }).check();
  const city = page.getByRole('combobox', { name: checkoutTexts.city });
  await city.fill('Ряз');
  await page.getByRole('option', { name: 'Рязань, Рязанская обл., Россия' }).click();
  await page.getByLabel(checkoutTexts.street).fill('есенина');
  await page
    .getByRole('button', { name: `${checkoutTexts.choosePoint} ${checkoutTexts.pointOfButton('ул. Есенина, 13')}` })
    .click();
  expect(await page.getByLabel(checkoutTexts.cdekPvzCode).inputValue()).toBe('RYZ3');
  // The sandbox offers 162 ₽ (3–4 days, preselected) and 190 ₽ (1–2 days): the quicker one.
  await page.getByRole('radio', { name: /Экономичная посылка склад-склад/ }).waitFor();
  await page.getByRole('radio', { name: /^Посылка склад-склад/ }).check();
  expect(plainSpaces(await page.getByTestId('checkout-delivery-cost').textContent())).toBe(
    plainSpaces(formatRubles(190)),
  );
  const promise = page.getByTestId('delivery-promise');
  await expect.poll(() => promise.textContent()).toMatch(/Отправим до \d+ [а-я]+, получите \d+/);
  const grandTotal = plainSpaces(await page.getByTestId('checkout-grand-total').textContent());
  await shootPhoneAndDesktop(page, 'journey-checkout');
  await page.getByRole('button', { name: checkoutTexts.submit }).click();
  await page.getByText(/Заказ успешно создан! Номер заказа: \d+/).waitFor();

  // Created with the delivery cost and the promised dates; the manager approves it.
  const customer = await signIn(account);
  const created = await getOrder(customer.api, orderId);
  expect(plainSpaces(formatRubles(created.cost))).toBe(grandTotal);
  expect(created.approximalSendDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const admin = await apiAs('admin');
  const full = await getAdminOrder(admin.api, orderId);
  expect(full.deliveryCost).toBe(190);
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(orderId, { comment: full.comment, deliveryType: 'CDEK', status: 'Готов к печати' }),
  );

  // Paid in the sandbox.
  await page.goto(`/order/${orderId}`);
  await page.getByRole('button', { name: orderTexts.pay }).click();
  const payment = page.getByRole('dialog', { name: paymentTexts.formTitle });
  await payment.getByLabel(paymentTexts.email).fill('anna@example.ru');
  await payment.getByRole('button', { name: paymentTexts.payByCard }).click();
  await page.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/order/${orderId}/payment-completed`);
  await expect.poll(async () => (await getAdminOrder(admin.api, orderId)).payed, { timeout: 45_000 }).toBe(true);
  await page.context().close();

  // The manager's totals carry the delivery of the paid order.
  const managerPage = await newPage({ token: admin.token });
  await managerPage.goto(`/admin?orderNumber=${full.number}`);
  await expect
    .poll(async () => plainSpaces(await managerPage.getByTestId('order-totals').textContent()))
    .toContain(plainSpaces(`${adminTexts.totalDeliveryCost}:${formatRubles(190)}`));
  await shootPhoneAndDesktop(managerPage, 'journey-manager-totals');
  await managerPage.context().close();
});
