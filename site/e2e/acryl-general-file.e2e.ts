import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { downloadFile, getOrder, saveAcrylItem } from '@stickers62/core/api';
import { generalAcrylFileItemName } from '@stickers62/core/contract';
import {
  fileStatusTexts,
  fileTexts,
  instructionTexts,
  navTexts,
  orderScreenTexts,
  orderTexts,
} from '@stickers62/core/texts';
import { acrylItemBody } from '@stickers62/testkit/fixtures';
import { htmlRenamedAsPng, layoutPng } from '@stickers62/testkit/png';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { finishUpload, newPage, screenshot, signUp } from './support/index.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Uploads at about 256 KB/s (so the progress has time to show), or at full speed again. */
async function throttleUploads(page: Page, on: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 20 : 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 256 * 1024 : -1,
  });
}

test('the general acryl file: upload with progress, download the same bytes, delete, a spoofed file refused', async () => {
  const customer = await signUp();
  await saveAcrylItem(customer.api, '0', acrylItemBody({ name: 'Брелок' }));
  const page = await newPage({ token: customer.token });

  // The cart opens on the acryl tab: it has no sticker items (section 4).
  await page.goto('/cart');
  await page.getByRole('checkbox', { name: instructionTexts.dontShowAgain }).check();
  await page.getByRole('button', { name: instructionTexts.understood }).click();
  await page.getByRole('tab', { name: orderTexts.acrylTab(1), selected: true }).waitFor();
  const itemStatus = page.getByTestId('file-status');
  const section = page.getByRole('region', { name: fileTexts.generalAcrylTitle });
  await section.getByText(orderScreenTexts.generalAcrylNote).waitFor();
  expect(await section.getByRole('button', { name: fileTexts.download }).count()).toBe(0);

  // Upload: the dialog shows the progress, closes when stored, and the section names the file.
  const layout = await layoutPng(300, 7);
  // Throttled only now, once the page has loaded: run I3 (decision 0236) once waited 2 minutes
  // for the cart's `load` with the emulated network already on.
  await throttleUploads(page, true);
  // A long name without spaces, as exported layouts often have: it must not widen a phone's page.
  const fileName = 'obshiy_fayl_akrila_dlya_vseh_brelokov_i_podstavok_zakaz_noyabr_2026.png';
  await section.getByRole('button', { name: fileTexts.uploadGeneralAcryl }).click();
  const dialog = page.getByRole('dialog', { name: fileTexts.generalAcrylTitle });
  await dialog.getByText(orderScreenTexts.noFile).waitFor();
  await dialog.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: layout });
  const progress = (await dialog.getByRole('status').textContent()) ?? '';
  expect(progress).toBe(fileTexts.uploading(Number(progress.match(/\d+/)?.[0])));
  await finishUpload(page, dialog);
  await section.getByText(orderScreenTexts.currentFile(fileName)).waitFor();
  await throttleUploads(page, false);
  // Acryl counts as complete with the general file: the item is ready to send (section 4).
  await expect.poll(() => itemStatus.textContent()).toBe(fileStatusTexts.readyWithGeneralAcrylFile);
  const cart = await getOrder(customer.api, '0');
  expect(cart).toMatchObject({ acrylUploaded: true, acrylFileName: fileName });
  const storedBytes = async () => {
    const target = { orderId: cart.id, kind: 'acryl', itemName: generalAcrylFileItemName } as const;
    return sha256(Buffer.from(await (await downloadFile(customer.api, target)).arrayBuffer()));
  };
  await page.waitForLoadState('networkidle');
  for (const width of [375, 1440]) {
    await screenshot(page, 'acryl-general-uploaded', width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  // Download: the very bytes that were uploaded, under the file's name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: fileTexts.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(fileName);
  expect(sha256(await readFile(await download.path()))).toBe(sha256(layout));

  // A spoofed file is refused with the server's reason; the stored file stays.
  expect(await section.getByRole('button', { name: fileTexts.uploadGeneralAcryl }).count()).toBe(0);
  await section.getByRole('button', { name: fileTexts.replace }).click();
  await dialog.getByText(orderScreenTexts.currentFile(fileName)).waitFor();
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'podmena.png', mimeType: 'image/png', buffer: htmlRenamedAsPng });
  // 'Не удалось загрузить файл. ' followed by the server's reason for this very refusal.
  await page
    .getByRole('alert')
    .getByText(`${fileTexts.uploadFailed}${fileTexts.contentMismatch}`, { exact: true })
    .waitFor();
  const currentFileLine = dialog.getByText(orderScreenTexts.currentFile(fileName));
  for (const width of [1440, 375]) {
    await screenshot(page, 'acryl-general-refused', width);
    expect(await currentFileLine.evaluate((line) => line.scrollWidth <= line.clientWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: navTexts.close }).click();
  await dialog.waitFor({ state: 'detached' });
  await section.getByText(orderScreenTexts.currentFile(fileName)).waitFor();
  expect(await getOrder(customer.api, '0')).toMatchObject({ acrylUploaded: true, acrylFileName: fileName });
  expect(await storedBytes()).toBe(sha256(layout));

  // The order's own page composes the same section; delete there, after the confirmation:
  // back to the note, and the server agrees.
  await page.goto(`/order/${cart.id}`);
  await section.getByText(orderScreenTexts.currentFile(fileName)).waitFor();
  await section.getByRole('button', { name: fileTexts.delete }).click();
  const confirm = page.getByRole('dialog', { name: orderScreenTexts.deleteFileConfirm });
  await confirm.getByRole('button', { name: navTexts.yes }).click();
  await page.getByText(fileTexts.deleted).waitFor();
  await section.getByText(orderScreenTexts.generalAcrylNote).waitFor();
  expect(await section.getByRole('button', { name: fileTexts.download }).count()).toBe(0);
  await section.getByRole('button', { name: fileTexts.uploadGeneralAcryl }).waitFor();
  await expect.poll(() => itemStatus.textContent()).toBe(fileStatusTexts.awaitingFile);
  expect(await getOrder(customer.api, '0')).toMatchObject({ acrylUploaded: false });
  await page.context().close();
});
