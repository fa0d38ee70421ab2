import { randomUUID } from 'node:crypto';
import { getOrder, saveStickerItem } from '@stickers62/core/api';
import { completedTexts, fileTexts, orderScreenTexts, orderTexts } from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { htmlRenamedAsPng } from '@stickers62/testkit/png';
import { describe, expect, test } from 'vitest';
import { newPage, screenshot, signUp, widths } from './support/index.ts';

describe('order details: what goes wrong', () => {
  test("another customer's order says there is no access", async () => {
    const owner = await signUp();
    await saveStickerItem(owner.api, '0', stickerItemBody({ name: 'Чужой макет' }));
    const ownersCart = await getOrder(owner.api, '0');
    const stranger = await signUp();
    const page = await newPage({ token: stranger.token });
    await page.goto(`/order/${ownersCart.id}`);
    expect(await page.getByRole('alert').textContent()).toBe(orderTexts.loadNoAccess);
    expect(await page.getByText('Чужой макет').count()).toBe(0);
    for (const width of widths) await screenshot(page, 'order-no-access', width);
    await page.goto(`/confirm-order/${ownersCart.id}`);
    expect(await page.getByRole('alert').textContent()).toBe(orderTexts.loadNoAccess);
    // The way on is a link to the customer's own orders (the site's route table, paths.orders).
    await page.getByRole('link', { name: completedTexts.toOrders }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.context().close();
  });

  test('a missing order is not found', async () => {
    const customer = await signUp();
    const page = await newPage({ token: customer.token });
    await page.goto(`/order/${randomUUID()}`);
    expect(await page.getByRole('alert').textContent()).toBe(orderTexts.loadNotFound);
    await page.goto('/order/not-an-order');
    expect(await page.getByRole('alert').textContent()).toBe(orderTexts.noOrder);
    await page.context().close();
  });

  test('an HTML page named .png is refused and the item keeps waiting for its layout', async () => {
    const customer = await signUp();
    await saveStickerItem(customer.api, '0', stickerItemBody({ name: 'Котики' }));
    const page = await newPage({ token: customer.token });
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Понятно' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Котики', exact: true }) });
    await card.getByRole('button', { name: fileTexts.upload }).click();
    const dialog = page.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Котики') });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'kotiki.png', mimeType: 'image/png', buffer: htmlRenamedAsPng });
    const alert = page.getByRole('alert').filter({ hasText: fileTexts.uploadFailed.trim() });
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    // 'Не удалось загрузить файл. ' followed by the server's reason.
    expect(text.startsWith(fileTexts.uploadFailed)).toBe(true);
    expect(text.length).toBeGreaterThan(fileTexts.uploadFailed.length);
    for (const width of widths) await screenshot(page, 'order-upload-refused', width);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    expect(await card.getByTestId('file-status').textContent()).toBe('Ожидает загрузки файла');
    expect((await getOrder(customer.api, '0')).orderItems[0]?.fileName).toBeNull();
    await page.context().close();
  });
});
