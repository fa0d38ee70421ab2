import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fileContourUrl, getOrder, saveStickerItem } from '@stickers62/core/api';
import {
  contourTexts,
  fileTexts,
  instructionTexts,
  orderScreenTexts,
  preflightViewTexts,
} from '@stickers62/core/texts';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { transparentStickerPng } from '@stickers62/testkit/png';
import { expect, test } from 'vitest';
import { apiAs, newPage, screenshot, signUp } from './support/index.ts';

const run = promisify(execFile);
const widths = [375, 1440] as const;

test('an uploaded PNG with transparency shows its cut line; the manager downloads the contour PDF', async () => {
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

  // The manager downloads the contour PDF through the browser, as a link would.
  const order = await getOrder(customer.api, '0');
  const admin = await apiAs('admin');
  const managerPage = await newPage({ token: admin.token, width: 1440 });
  await managerPage.goto('/admin');
  const url = fileContourUrl(admin.api, { orderId: order.id, kind: 'stickers', itemName: 'Круг' }, 'pdf');
  const download = await managerPage.evaluate(async (address) => {
    const answer = await fetch(address);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return { status: answer.status, type: answer.headers.get('content-type'), base64: btoa(binary) };
  }, url);
  expect(download).toMatchObject({ status: 200, type: 'application/pdf' });
  const pdf = Buffer.from(download.base64, 'base64');
  expect(pdf.toString('latin1')).toMatch(/\/Separation\s*\/CutContour/);
  const path = join(await mkdtemp(join(tmpdir(), 'cut-contour-')), 'contour.pdf');
  await writeFile(path, pdf);
  const { stdout } = await run('pdfinfo', [path]);
  const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(stdout);
  expect(Number(size?.[1]) * (25.4 / 72)).toBeCloseTo(54, 1);
  expect(Number(size?.[2]) * (25.4 / 72)).toBeCloseTo(54, 1);
  await managerPage.context().close();
});
