import { getAdminOrder, getOrder, updateOrderInformation } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import {
  checkoutTexts,
  completedTexts,
  fileTexts,
  historyCardTexts,
  instructionTexts,
  itemTexts,
  layoutPickerTexts,
  navTexts,
  orderScreenTexts,
  orderTexts,
  paymentTexts,
} from '@stickers62/core/texts';
import { orderUpdateBody } from '@stickers62/testkit/fixtures';
import { layoutPng } from '@stickers62/testkit/png';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiAs, finishUpload, newPage, screenshot, signUp, widths } from './support/index.ts';

const sandboxPickupPoint = 'MSK2181';

/**
 * Screenshots at 375 and 1440 px. With `reloadAt375` the phone shot is of a page loaded at
 * that width (as a phone opens it: the sidebar starts collapsed), then the desktop page returns.
 */
async function shoot(page: Page, name: string, reloadAt375?: () => Promise<void>) {
  await screenshot(page, name, widths[1]);
  if (reloadAt375) {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.reload();
    await reloadAt375();
    await page.waitForLoadState('networkidle');
  }
  await screenshot(page, name, widths[0]);
  await page.setViewportSize({ width: widths[1], height: 900 });
  if (reloadAt375) {
    await page.reload();
    await reloadAt375();
  }
}

/** Opens the floating menu and picks an entry. */
async function fromMenu(page: Page, entry: string) {
  await page.getByRole('button', { name: orderScreenTexts.menu, exact: true }).click();
  await page.getByRole('button', { name: entry, exact: true }).click();
}

/** Uploads a generated PNG through an item's dialog on a slowed connection, watching the progress. */
async function uploadLayout(page: Page, itemName: string, fileName: string, seed: number) {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: itemName, exact: true }) });
  await card.getByRole('button', { name: fileTexts.upload }).click();
  const dialog = page.getByRole('dialog', { name: orderScreenTexts.uploadTitle(itemName) });
  await dialog.getByText(instructionTexts.cmyk).waitFor();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await layoutPng(420, seed) });
  const progress = dialog.locator('progress');
  await progress.waitFor();
  const status = dialog.getByRole('status');
  await status.waitFor();
  const shown = await status.textContent();
  expect(shown).toMatch(/^Загрузка \d+%$/);
  await finishUpload(page, dialog);
  // The stored status comes first in the status line (section 4); the preview is the file's.
  await card.getByText('Макет загружен').waitFor();
  await card.getByRole('button', { name: orderScreenTexts.openPreview(itemName) }).waitFor();
  expect(await card.getByRole('button', { name: fileTexts.replace }).count()).toBe(1);
}

test('a customer orders stickers and acryl, uploads, repeats, checks out with CDEK and pays', async () => {
  const customer = await signUp();
  const page = await newPage({ token: customer.token });
  // Uploads go at about 256 KB/s so the progress bar has time to show.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });

  await page.goto('/cart');
  const instruction = page.getByRole('dialog', { name: instructionTexts.title });
  await instruction.waitFor();
  await shoot(page, 'order-cart-instruction');
  await instruction.getByRole('checkbox', { name: instructionTexts.dontShowAgain }).check();
  await instruction.getByRole('button', { name: instructionTexts.understood }).click();
  await page.getByRole('heading', { level: 1, name: orderTexts.cartTitle }).waitFor();
  expect(await page.getByRole('button', { name: orderTexts.send }).isDisabled()).toBe(true);

  // A sticker item through the form, with a paper-size preset.
  await fromMenu(page, orderTexts.addItem);
  const stickerForm = page.getByRole('dialog', { name: itemTexts.newStickerTitle });
  await stickerForm.getByLabel(itemTexts.name).fill('Котики');
  await stickerForm.getByLabel(itemTexts.cuttingType).selectOption({ label: 'Контурная' });
  await stickerForm.getByLabel(itemTexts.filmType).selectOption({ label: 'Белая глянцевая' });
  await stickerForm.getByLabel(itemTexts.laminationType).selectOption({ label: 'Глянцевая' });
  await stickerForm.getByLabel(itemTexts.count).fill('20');
  await stickerForm.getByLabel(itemTexts.paperSize).selectOption('A5');
  expect(await stickerForm.getByLabel(itemTexts.width).inputValue()).toBe('148');
  await shoot(page, 'order-item-form');
  await stickerForm.getByRole('button', { name: itemTexts.save }).click();
  await stickerForm.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Котики', exact: true }).waitFor();

  // An acrylic key ring.
  await page.getByRole('tab', { name: orderTexts.acrylTab(0) }).click();
  await fromMenu(page, orderTexts.addItem);
  const acrylForm = page.getByRole('dialog', { name: itemTexts.newAcrylTitle });
  await acrylForm.getByLabel(itemTexts.name).fill('Брелок');
  await acrylForm.getByLabel(itemTexts.acrylType).selectOption({ label: 'Брелок' });
  await acrylForm.getByLabel(itemTexts.materialType).selectOption({ label: 'Прозрачный 2 мм' });
  await acrylForm.getByLabel(itemTexts.printType).selectOption({ label: 'Односторонняя' });
  expect(await acrylForm.getByLabel(itemTexts.printType).locator('option', { hasText: 'Разная печать' }).count()).toBe(
    0,
  );
  await acrylForm.getByLabel(itemTexts.count).fill('10');
  await acrylForm.getByLabel(itemTexts.width).fill('50');
  await acrylForm.getByLabel(itemTexts.height).fill('40');
  await acrylForm.getByRole('button', { name: itemTexts.save }).click();
  await acrylForm.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Брелок', exact: true }).waitFor();

  // Layouts with progress, one per item.
  await uploadLayout(page, 'Брелок', 'brelok.png', 2);
  await page.getByRole('tab', { name: orderTexts.stickersTab(1) }).click();
  await uploadLayout(page, 'Котики', 'kotiki.png', 1);
  // The preview as a thumbnail, or drawn on the item's sheet (an SVG <image>) once the pictures load.
  const thumbnail = page.getByRole('button', { name: orderScreenTexts.openPreview('Котики') }).locator('img, image');
  await expect.poll(() => thumbnail.count()).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  await shoot(page, 'order-cart-editing', () => page.getByRole('heading', { name: 'Котики', exact: true }).waitFor());

  // Repeat the sticker layout through the picker.
  await fromMenu(page, orderTexts.repeatLayout);
  const picker = page.getByRole('dialog', { name: layoutPickerTexts.titleSingle });
  await picker.getByRole('button', { name: /^Котики \(№/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'order-repeat-picker');
  await picker.getByRole('button', { name: /^Котики \(№/ }).click();
  await picker.waitFor({ state: 'detached' });
  const cartNumber = (await getOrder(customer.api, '0')).number;
  await page.getByRole('heading', { name: `Котики из ${cartNumber}`, exact: true }).waitFor();
  await page.getByRole('tab', { name: orderTexts.stickersTab(2) }).waitFor();

  // Several at once with a quantity: the key ring again, 25 of them.
  await page.getByRole('tab', { name: orderTexts.acrylTab(1) }).click();
  await fromMenu(page, orderScreenTexts.repeatMany);
  const multi = page.getByRole('dialog', { name: layoutPickerTexts.titleMulti });
  await multi.getByRole('button', { name: /^Брелок \(№/ }).click();
  await multi.getByLabel(layoutPickerTexts.quantity).fill('25');
  await multi.getByRole('button', { name: layoutPickerTexts.repeat(1) }).click();
  await multi.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: `Брелок из ${cartNumber}`, exact: true }).waitFor();
  const repeatedRing = (await getOrder(customer.api, '0')).acrylOrderItems.find(
    (item) => item.name === `Брелок из ${cartNumber}`,
  );
  expect(repeatedRing).toMatchObject({ count: 25, isFileInOtherItem: true, isColorProof: false });

  // Send: every layout is there, so no warning; then checkout.
  await page.getByRole('button', { name: orderTexts.send }).click();
  const confirm = page.getByRole('dialog', { name: orderTexts.sendConfirmTitle });
  await confirm.getByText(orderTexts.sendConfirmText).waitFor();
  await shoot(page, 'order-send-confirm');
  expect(await confirm.getByText(orderTexts.notAllUploaded).count()).toBe(0);
  await confirm.getByRole('button', { name: navTexts.yes }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/confirm-order/'));
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';

  await page.getByRole('heading', { level: 1, name: checkoutTexts.title }).waitFor();
  await page.getByLabel(checkoutTexts.receiver).fill('Иванова Анна Сергеевна');
  await page.getByLabel(checkoutTexts.phone).fill('+7 910 123 45 67');
  await page.getByLabel(checkoutTexts.cdekPvzCode).fill(sandboxPickupPoint);
  await page.getByText('ул. Автозаводская, 15', { exact: false }).waitFor();
  expect(await page.getByRole('checkbox', { name: checkoutTexts.saveData }).isChecked()).toBe(true);
  await shoot(page, 'order-checkout-cdek');
  await page.getByRole('button', { name: checkoutTexts.submit }).click();
  await page.getByText(/Заказ успешно создан! Номер заказа: \d+/).waitFor();
  await page.waitForURL((url) => url.pathname === `/completed/${orderId}`, { timeout: 10_000 });
  // The completed page keeps the spec's text and adds the order's number, total and dates; this
  // customer signed up without VK, so the news comes by e-mail.
  const sent = await getOrder(customer.api, orderId);
  const summary = page.getByRole('region', { name: completedTexts.summaryTitle });
  await summary.getByText(completedTexts.number(sent.number), { exact: true }).waitFor();
  await summary.getByText(completedTexts.total(formatRubles(sent.cost)), { exact: true }).waitFor();
  expect(sent.approximalSendDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await summary.getByText(/^Отправим до \d+ [а-я]+/).waitFor();
  await page.getByText(completedTexts.text, { exact: true }).waitFor();
  await page.getByText(/ВКонтакте у вас не привязан, поэтому менеджер/).waitFor();
  await shoot(page, 'order-completed');

  // The order awaits the manager's check and cannot be paid yet (section 4): a manager approves it.
  await page.goto(`/order/${orderId}`);
  await page.getByText('Ожидает проверки макетов менеджером').waitFor();
  expect(await page.getByRole('button', { name: orderTexts.pay }).count()).toBe(0);
  const admin = await apiAs('admin');
  const full = await getAdminOrder(admin.api, orderId);
  await updateOrderInformation(
    admin.api,
    orderUpdateBody(orderId, { comment: full.comment, deliveryType: 'CDEK', status: 'Готов к печати' }),
  );

  // Read-only now: the table, the status, payment.
  await page.reload();
  await page.getByRole('table', { name: orderScreenTexts.itemsTable }).waitFor();
  // The items follow the order's status (issue 30, item 6), so the text is on them too.
  await page.getByText('Готов к печати').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'order-read-only', () => page.getByRole('table', { name: orderScreenTexts.itemsTable }).waitFor());
  // A second tab waits for the payment with the check modal (it asks every 7 s) ...
  const watcher = await page.context().newPage();
  await watcher.goto(`/order/${orderId}`);
  await watcher.getByRole('button', { name: orderTexts.checkPayment }).click();
  await watcher.getByText(orderTexts.awaitingPayment).waitFor();
  await screenshot(watcher, 'order-payment-check', 1440);
  // ... while this one pays through the form and the sandbox payment page.
  await page.getByRole('button', { name: orderTexts.pay }).click();
  const payment = page.getByRole('dialog', { name: paymentTexts.formTitle });
  await payment.getByLabel(paymentTexts.email).fill('anna@example.ru');
  await shoot(page, 'order-payment-form');
  await payment.getByRole('button', { name: paymentTexts.payByCard }).click();
  await page.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await page.waitForURL((url) => url.pathname === `/order/${orderId}/payment-completed`);

  await watcher.getByText(orderTexts.paymentSucceeded).waitFor({ timeout: 30_000 });
  await watcher.getByRole('dialog', { name: orderTexts.paymentCheckTitle }).waitFor({ state: 'detached' });
  await watcher.getByText(orderTexts.paid, { exact: true }).waitFor();
  expect(await watcher.getByRole('button', { name: orderTexts.pay }).count()).toBe(0);

  await page.goto('/orders');
  const card = page.getByRole('link', { name: new RegExp(`Заказ №${full.number}`) });
  await card.waitFor();
  expect(await card.textContent()).toContain(historyCardTexts.paid);
  await page.context().close();
  // The longest journey: over a minute when two CI runs share two cores.
}, 180_000);
