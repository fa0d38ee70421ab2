import { createOrderForClient, getAdminOrder, loginWithAccessKey, saveStickerItem } from '@stickers62/core/api';
import { adminFormTexts, orderLinkTexts, paymentTexts, proofTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { layoutPng } from '@stickers62/testkit/png';
import type { Locator } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiAs, apiClient, newPage, openOrderDialog, screenshot, shootPhoneAndDesktop } from './support/index.ts';

/** The manager sends a proof (for one item when named) from the order's edit dialog. */
async function sendProof(dialog: Locator, fileName: string, seed: number, note: string, itemName?: string) {
  const panel = dialog.getByRole('region', { name: proofTexts.attachTitle });
  await panel
    .getByLabel(proofTexts.attachFiles)
    .setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await layoutPng(420, seed) });
  if (itemName) await panel.getByLabel(proofTexts.attachScope).selectOption({ label: proofTexts.forItem(itemName) });
  await panel.getByLabel(proofTexts.attachNote).fill(note);
  await panel.getByRole('button', { name: proofTexts.attachSend }).click();
  await panel.getByText(proofTexts.attached).waitFor();
  return panel;
}

test('proof approval: manager sends, customer asks for changes, approves from the order link without an account, pays', async () => {
  const admin = await apiAs('admin');
  const created = await createOrderForClient(admin.api, { clientName: 'Ирина Макетова' });
  const key = new URL(created.accessLink).searchParams.get('access_key') ?? '';
  // The client fills the order through the access link (here by API: the order page is tested elsewhere).
  const signedIn = await loginWithAccessKey(apiClient(), key);
  if (!signedIn.success) throw new Error(signedIn.message);
  await saveStickerItem(apiClient(signedIn.data.token), '0', stickerItemBody({ name: 'Котики', count: 10 }));

  // 1. The manager attaches the first proof in the edit dialog.
  const manager = await newPage({ token: admin.token });
  let dialog = await openOrderDialog(manager, created.orderId, created.orderNumber);
  await sendProof(dialog, 'макет-1.png', 1, 'Проверьте линию реза');
  // The form takes the status the proof set, so saving the form does not undo it.
  const statusField = dialog.locator('select', { has: manager.locator('option[value="Создан"]') });
  await expect.poll(() => statusField.inputValue()).toBe('Ожидает согласования макета');

  // 2. The customer opens the manager's link and their order page: the proof is there.
  const customer = await newPage();
  await customer.goto(created.accessLink);
  await customer.waitForURL((url) => url.pathname === '/dashboard');
  await customer.locator(`a[href="/order/${created.orderId}"]`).first().click();
  const review = customer.getByTestId('proof-review');
  await review.waitFor();
  await review.getByText('Проверьте линию реза', { exact: true }).waitFor();
  // The large preview (the existing lightbox).
  await review.getByRole('button', { name: proofTexts.openPreview('макет-1.png') }).click();
  const lightbox = customer.getByRole('dialog', { name: 'макет-1.png' });
  await lightbox.waitFor();
  await customer.keyboard.press('Escape');
  await lightbox.waitFor({ state: 'detached' });
  await customer.waitForLoadState('networkidle');
  await shootPhoneAndDesktop(customer, 'proof-order-page');
  // A change request needs a comment.
  await review.getByRole('button', { name: proofTexts.requestChanges }).click();
  await review.getByRole('button', { name: proofTexts.sendChanges }).click();
  await review.getByText(proofTexts.commentRequired).waitFor();
  await review.getByLabel(proofTexts.commentLabel).fill('Сделайте фон белым');
  await review.getByRole('button', { name: proofTexts.sendChanges }).click();
  await review.getByText(proofTexts.changesNotice).waitFor();
  await customer.getByText('Нужны правки макета').first().waitFor();

  // 3. The manager sees the comment and sends the second proof.
  dialog = await openOrderDialog(manager, created.orderId, created.orderNumber);
  await dialog.getByText('«Сделайте фон белым»').waitFor();
  await sendProof(dialog, 'макет-2.png', 2, 'Фон белый');

  // 4. A fresh browser without an account opens the order link: approves and pays there.
  const guest = await newPage();
  await guest.goto(`/order/${created.orderId}/payment?access_key=${encodeURIComponent(key)}`);
  const linkReview = guest.getByTestId('proof-review');
  await linkReview.waitFor();
  expect(new URL(guest.url()).searchParams.get('access_key')).toBeNull();
  await guest.getByText(orderLinkTexts.paymentBlocked).waitFor();
  expect(await guest.getByRole('button', { name: paymentTexts.payOrder }).count()).toBe(0);
  await guest.getByText('Котики').waitFor();
  await linkReview.getByText('Фон белый', { exact: true }).waitFor();
  await guest.waitForLoadState('networkidle');
  await shootPhoneAndDesktop(guest, 'proof-order-link');
  await linkReview.getByRole('button', { name: proofTexts.approve }).click();
  await linkReview.getByText(proofTexts.approvedNotice).waitFor();
  await guest.getByTestId('order-link-status').getByText('Готов к печати').waitFor();
  await guest.getByRole('button', { name: paymentTexts.payOrder }).click();
  await shootPhoneAndDesktop(guest, 'proof-order-link-approved');
  await guest.getByLabel(paymentTexts.email).fill('irina@example.ru');
  await guest.getByRole('button', { name: paymentTexts.payByCard }).click();
  await guest.getByRole('button', { name: paymentTexts.sandboxPay, exact: true }).click();
  await guest.waitForURL((url) => url.pathname === `/order/${created.orderId}/payment-completed`);
  await guest.getByText(paymentTexts.paidTitle).waitFor({ timeout: 45_000 });

  // 5. The manager sees both rounds in the timeline and the paid flag.
  dialog = await openOrderDialog(manager, created.orderId, created.orderNumber);
  const timeline = dialog.getByTestId('proof-timeline');
  await timeline.getByText(proofTexts.round(2)).waitFor();
  expect(await timeline.getByText(proofTexts.approved, { exact: true }).count()).toBe(1);
  expect(await timeline.getByText(proofTexts.changesRequested, { exact: true }).count()).toBe(1);
  expect(await dialog.getByLabel(adminFormTexts.payed).isChecked()).toBe(true);
  const order = await getAdminOrder(admin.api, created.orderId);
  expect(order.payed).toBe(true);
  await manager.waitForLoadState('networkidle');
  await timeline.scrollIntoViewIfNeeded();
  await screenshot(manager, 'proof-admin-dialog', 1440);
  await manager.setViewportSize({ width: 375, height: 900 });
  await timeline.scrollIntoViewIfNeeded();
  await screenshot(manager, 'proof-admin-dialog', 375);
  for (const page of [manager, customer, guest]) await page.context().close();
}, 240_000);

test('a proof per item: approving one of two items does not open payment; approving both does', async () => {
  const admin = await apiAs('admin');
  const created = await createOrderForClient(admin.api, { clientName: 'Олег Попозиционный' });
  const key = new URL(created.accessLink).searchParams.get('access_key') ?? '';
  const signedIn = await loginWithAccessKey(apiClient(), key);
  if (!signedIn.success) throw new Error(signedIn.message);
  const client = apiClient(signedIn.data.token);
  await saveStickerItem(client, '0', stickerItemBody({ name: 'Котики', count: 10 }));
  await saveStickerItem(client, '0', stickerItemBody({ name: 'Лисы', count: 20 }));

  // The manager sends a proof for each item: «Котики» is round 1, «Лисы» round 2.
  const manager = await newPage({ token: admin.token });
  let dialog = await openOrderDialog(manager, created.orderId, created.orderNumber);
  await sendProof(dialog, 'котики.png', 3, 'Котики: линия реза', 'Котики');
  await sendProof(dialog, 'лисы.png', 4, 'Лисы: линия реза', 'Лисы');
  await dialog.getByTestId('proof-timeline').getByText(proofTexts.round(2)).waitFor();

  // The customer, on the order link, approves the later round (the item «Лисы») only.
  const guest = await newPage();
  await guest.goto(`/order/${created.orderId}/payment?access_key=${encodeURIComponent(key)}`);
  const review = guest.getByTestId('proof-review');
  await review.getByText('Лисы: линия реза', { exact: true }).waitFor();
  await review.getByRole('button', { name: proofTexts.approve }).last().click();
  const status = review.getByRole('status');
  await expect.poll(() => status.textContent(), { timeout: 45_000 }).not.toMatch(/^$|^Отправляем/);
  const notice = await status.textContent();

  // Afresh from the server (the tab keeps its access-key session): the other item's proof still
  // waits, so payment stays closed.
  await guest.reload();
  await review.waitFor();
  await guest.getByText(orderLinkTexts.paymentBlocked).waitFor();
  expect(await guest.getByTestId('order-link-status').textContent()).toBe('Ожидает согласования макета');
  expect(await guest.getByRole('button', { name: paymentTexts.payOrder }).count()).toBe(0);
  expect(notice).toBe(proofTexts.partlyApprovedNotice);
  // Only «Котики» is still open; the timeline names the item each answer was for.
  const open = review.getByRole('article');
  expect(await open.count()).toBe(1);
  await review.getByRole('article', { name: `${proofTexts.round(1)} · ${proofTexts.forItem('Котики')}` }).waitFor();
  const timeline = review.getByTestId('proof-timeline');
  await timeline.getByText(proofTexts.answerFor('approved', proofTexts.forItem('Лисы'))).waitFor();
  await guest.waitForLoadState('networkidle');
  await shootPhoneAndDesktop(guest, 'proof-per-item-order-link');

  // The second approval opens payment.
  await open.getByRole('button', { name: proofTexts.approve }).click();
  await review.getByText(proofTexts.approvedNotice).waitFor();
  await guest.getByTestId('order-link-status').getByText('Готов к печати').waitFor();
  await guest.getByRole('button', { name: paymentTexts.payOrder }).waitFor();
  await timeline.getByText(proofTexts.answerFor('approved', proofTexts.forItem('Котики'))).waitFor();

  // The manager's timeline names the items too.
  dialog = await openOrderDialog(manager, created.orderId, created.orderNumber);
  const managerTimeline = dialog.getByTestId('proof-timeline');
  await managerTimeline.getByText(proofTexts.answerFor('approved', proofTexts.forItem('Лисы'))).waitFor();
  await managerTimeline.getByText(proofTexts.answerFor('approved', proofTexts.forItem('Котики'))).waitFor();
  for (const page of [manager, guest]) await page.context().close();
}, 240_000);
