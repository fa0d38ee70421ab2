import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createOrderFromCart, getOrder, saveStickerItem, submitToManager } from '@stickers62/core/api';
import {
  adminFormTexts,
  contourTexts,
  fileTexts,
  instructionTexts,
  orderScreenTexts,
  preflightViewTexts,
  productionTotalsTexts,
} from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { transparentStickerPng } from '@stickers62/testkit/png';
import { expect, test } from 'vitest';
import { apiAs, newPage, screenshot, signUp, widths } from './support/index.ts';

const run = promisify(execFile);
test('an uploaded PNG with transparency shows its cut line; the manager downloads the contour PDF from the order dialog', async () => {
  const customer = await signUp();
  // 50 × 50 mm, cut along the shape: the contour's box is 54 × 54 mm with the 2 mm bleed.
  await saveStickerItem(
    customer.api,
    '0',
    stickerItemBody({ name: 'Круг', width: 50, height: 50, cuttingType: 'Contour' }),
  );
  const layout = await transparentStickerPng(600);

  for (const width of widths) {
    const page = await newPage({ token: customer.token, width });
    await page.goto('/cart');
    await page.getByRole('checkbox', { name: instructionTexts.dontShowAgain }).check();
    await page.getByRole('button', { name: instructionTexts.understood }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Круг', exact: true }) });
    // The second width replaces the file the first one uploaded.
    const choose = width === widths[0] ? fileTexts.upload : fileTexts.replace;
    await card.getByRole('button', { name: choose, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Круг') });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'krug.png', mimeType: 'image/png', buffer: layout });
    await dialog.getByRole('region', { name: preflightViewTexts.checksTitle }).waitFor();
    // The line arrives once traced, after the upload answered.
    const preview = dialog.getByTestId('contour-preview');
    await expect.poll(() => preview.getAttribute('data-status'), { timeout: 45_000 }).toBe('ready');
    const line = preview.getByTestId('cut-line');
    expect(await line.getAttribute('d')).toMatch(/^M[\d. ]+L/);
    const picture = preview.getByRole('img', { name: contourTexts.overlayLabel });
    expect(await picture.getAttribute('viewBox')).toBe('0 0 54 54');
    // The layout's preview is drawn under the line (rendered in the workers, so it may come later).
    const image = preview.locator('img');
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        timeout: 45_000,
      })
      .toBe(true);
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, 'cut-contour-upload', width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  }

  // The customer sends the order; the manager opens it and clicks the contour PDF in its item row.
  const cart = await getOrder(customer.api, '0');
  const order = await createOrderFromCart(customer.api, {
    id: cart.id,
    receiverCredentials: 'Анна Контурова',
    phoneNumber: '+79101234567',
    deliveryType: 'Pickup',
  });
  await submitToManager(customer.api, order.orderId);
  const admin = await apiAs('admin');
  const managerPage = await newPage({ token: admin.token, width: 1440 });
  await managerPage.goto(`/admin?orderNumber=${order.orderNumber}`);
  await managerPage.locator(`tr[data-order-id="${order.orderId}"]`).click();
  const dialog = managerPage.getByRole('dialog', { name: adminFormTexts.orderTitle(order.orderNumber) });
  const downloads = dialog.getByRole('list', { name: contourTexts.downloadsTitle });
  await downloads.waitFor();
  expect(await dialog.getByTestId('contour-downloads').textContent()).toContain(contourTexts.statusNames.ready);
  const link = downloads.getByRole('link', { name: contourTexts.downloadOf(contourTexts.downloadPdf, 'Круг') });
  expect(await link.textContent()).toBe(contourTexts.downloadPdf);
  for (const width of widths) {
    await managerPage.setViewportSize({ width, height: 900 });
    await link.scrollIntoViewIfNeeded();
    await screenshot(managerPage, 'cut-contour-manager-dialog', width);
    expect(await managerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  const downloaded = managerPage.waitForEvent('download');
  await link.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toBe('krug-CutContour.pdf');
  const path = join(await mkdtemp(join(tmpdir(), 'cut-contour-')), 'contour.pdf');
  await file.saveAs(path);
  const pdf = await readFile(path);
  // The colour space lies outside any stream (no object streams): legible as it is.
  expect(pdf.toString('latin1')).toMatch(/\[\s*\/Separation\s*\/CutContour\s*\/DeviceCMYK/);
  const { stdout } = await run('pdfinfo', [path]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
  expect(Number(size?.[1]) * (25.4 / 72)).toBeCloseTo(54, 1);
  expect(Number(size?.[2]) * (25.4 / 72)).toBeCloseTo(54, 1);

  // The production view lists the traced contour of the filtered order with the same downloads.
  await managerPage.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await managerPage.getByRole('button', { name: productionTotalsTexts.show }).click();
  const contours = managerPage.getByRole('region', { name: contourTexts.productionListTitle });
  const listed = contours
    .getByRole('listitem')
    .filter({ hasText: contourTexts.productionListItem(order.orderNumber, 'Круг') });
  await listed.waitFor();
  expect(await listed.textContent()).toContain(contourTexts.statusNames.ready);
  const listedPdf = listed.getByRole('link', { name: contourTexts.downloadOf(contourTexts.downloadPdf, 'Круг') });
  expect(await listedPdf.getAttribute('href')).toContain(`/api/web/files/${order.orderId}/stickers/`);
  for (const width of widths) {
    await managerPage.setViewportSize({ width, height: 900 });
    await listed.scrollIntoViewIfNeeded();
    await screenshot(managerPage, 'cut-contour-production-view', width);
    expect(await managerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  const fromProduction = managerPage.waitForEvent('download');
  await listedPdf.click();
  expect((await fromProduction).suggestedFilename()).toBe('krug-CutContour.pdf');
  await managerPage.context().close();
});
