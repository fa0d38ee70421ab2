import {
  calculatorTexts,
  fileTexts,
  itemTexts,
  orderScreenTexts,
  pictureTexts,
  quantityTexts,
  sheetFitViewTexts,
} from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { paths } from '../src/routes.ts';
import {
  dismissInstruction,
  finishUpload,
  newPage,
  openStickerFormWithKittens,
  shootPhoneAndDesktop,
  signUp,
} from './support/index.ts';

/** A 600 px PNG with transparency: a star on nothing, as a die-cut sticker's layout is drawn. */
function transparentStarPng(): Promise<Buffer> {
  const star =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 40 40">' +
    '<polygon points="20,2 25,14.5 38,15 28,23.5 31.5,37 20,29.5 8.5,37 12,23.5 2,15 15,14.5" fill="#f59e0b"/></svg>';
  return sharp(Buffer.from(star)).png().toBuffer();
}

/** The `data-film` of the picture beside the film's select. */
function filmPictureLook(page: Page) {
  return page
    .getByRole('combobox', { name: calculatorTexts.film })
    .locator('xpath=..')
    .locator('svg')
    .first()
    .getAttribute('data-film');
}

test('the landing shows the products drawn from the catalogue', async () => {
  const page = await newPage();
  await page.goto(paths.home);
  const hero = page.getByTestId('hero-picture').locator('svg[data-film], svg[data-shape]');
  await hero.first().waitFor();
  expect(await hero.count()).toBe(2);
  // The gallery is drawn when the visitor scrolls near it (not in the prerendered HTML).
  expect(await page.getByTestId('product-gallery').count()).toBe(0);
  await page.getByRole('heading', { name: pictureTexts.galleryTitle }).scrollIntoViewIfNeeded();
  const gallery = page.getByTestId('product-gallery');
  // Four films, three laminations, three cuttings, four acrylic pieces and five fittings.
  await gallery.getByRole('img').nth(18).waitFor();
  expect(await gallery.getByRole('img').count()).toBe(19);
  expect(await gallery.locator('svg[data-film="holo"]').count()).toBeGreaterThan(0);
  expect(await page.getByRole('link', { name: /Посмотреть примеры/ }).count()).toBe(2);
  await shootPhoneAndDesktop(page, 'pictures-landing');
  await page.goto(paths.stickers);
  await page.getByTestId('product-pictures').getByRole('img').first().waitFor();
  await page.getByRole('heading', { name: calculatorTexts.stickerTitle }).waitFor();
  expect(await page.getByTestId('product-pictures').getByRole('img').count()).toBe(4);
  await shootPhoneAndDesktop(page, 'pictures-stickers');
  await page.goto(paths.acryl);
  await page.getByTestId('product-pictures').getByRole('img').first().waitFor();
  await page.getByRole('heading', { name: calculatorTexts.acrylTitle }).waitFor();
  await shootPhoneAndDesktop(page, 'pictures-acryl');
  await page.close();
});

test('choosing «Голографическая» in the calculator changes the film’s and the sheet’s picture', async () => {
  const page = await newPage();
  await page.goto(paths.stickers);
  const film = page.getByRole('combobox', { name: calculatorTexts.film });
  await film.waitFor();
  await expect.poll(() => filmPictureLook(page)).toBe('gloss');
  await page.getByRole('spinbutton', { name: sheetFitViewTexts.stickerWidth }).fill('50');
  await page.getByRole('spinbutton', { name: sheetFitViewTexts.stickerHeight }).fill('50');
  const sheet = page
    .locator('svg[data-cutting]')
    .filter({ has: page.locator('image, svg') })
    .last();
  await expect.poll(() => sheet.getAttribute('data-film')).toBe('gloss');
  await film.selectOption({ label: 'Голографическая' });
  await expect.poll(() => filmPictureLook(page)).toBe('holo');
  await expect.poll(() => sheet.getAttribute('data-film')).toBe('holo');
  await sheet.scrollIntoViewIfNeeded();
  await shootPhoneAndDesktop(page, 'pictures-calculator-holographic');
  await page.close();
});

test('an uploaded PNG with transparency shows on the item’s sheet with its cut line', async () => {
  const customer = await signUp();
  const page = await newPage({ token: customer.token });
  await page.goto(paths.cart);
  await dismissInstruction(page);
  const form = await openStickerFormWithKittens(page);
  await form.getByLabel(itemTexts.filmType).selectOption({ label: 'Голографическая' });
  await form.getByLabel(quantityTexts.stickerCountLabel).fill('12');
  await form.getByRole('spinbutton', { name: sheetFitViewTexts.stickerWidth }).fill('60');
  await form.getByRole('spinbutton', { name: sheetFitViewTexts.stickerHeight }).fill('60');
  await form.getByRole('button', { name: itemTexts.save, exact: true }).click();
  await form.waitFor({ state: 'detached' });

  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Котики', exact: true }) });
  const previewLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/preview') && response.status() === 200,
    { timeout: 45_000 },
  );
  await card.getByRole('button', { name: fileTexts.upload }).click();
  const upload = page.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Котики') });
  await upload
    .locator('input[type="file"]')
    .setInputFiles({ name: 'star.png', mimeType: 'image/png', buffer: await transparentStarPng() });
  await finishUpload(page, upload);
  await card.getByText('Макет загружен').waitFor();

  const picture = card.locator('svg[data-film="holo"]');
  await picture.waitFor();
  // A4 laid out in 60 mm stickers, each printed with the layout and cut around.
  const printed = picture.locator('[data-testid="layout-on-product"]');
  await expect.poll(() => printed.count()).toBeGreaterThan(4);
  expect(await printed.first().getAttribute('href')).toMatch(/preview/);
  expect(await picture.locator('[data-testid="cut-line"] > *').count()).toBe(await printed.count());
  // The preview itself loads (its pixels are drawn in the sheet).
  await expect
    .poll(() => printed.first().evaluate((image) => (image as SVGImageElement).getBBox().width))
    .toBeGreaterThan(0);
  // The preview is made on its first request (seconds on a busy machine): shoot once it has come.
  await (await previewLoaded).finished();
  await card.scrollIntoViewIfNeeded();
  await shootPhoneAndDesktop(page, 'pictures-item-card');

  // The contour is traced about a second after the upload answered: the card read again draws it
  // (the star's outline grown by the bleed) instead of each sticker's rectangle.
  const traced = page.locator('svg[data-film="holo"] [data-contour="traced"]');
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.locator('svg[data-film="holo"] [data-testid="cut-line"]').waitFor();
        return traced.count();
      },
      { timeout: 45_000, interval: 1_000 },
    )
    .toBe(await printed.count());
  expect(await traced.first().getAttribute('d')).toMatch(/^M\s*-?[\d.]+/);
  await page.getByRole('heading', { name: 'Котики', exact: true }).scrollIntoViewIfNeeded();
  await shootPhoneAndDesktop(page, 'pictures-item-card-traced');
  await page.close();
});
