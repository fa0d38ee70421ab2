import { mkdir, readFile } from 'node:fs/promises';
import type { ApiClient } from '@stickers62/core/api';
import type { AcrylItemSaveRequest, StickerItemSaveRequest } from '@stickers62/core/contract';
import { formatRubles } from '@stickers62/core/format';
import { adminFormTexts, adminTexts, productionTotalsTexts } from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiAs, axeViolations, newPage, type SignedInApi, seedOrderWith } from './support/index.ts';

let admin: SignedInApi;
/** Every seeded client name starts with it, so other files' orders stay out of the filtered set. */
const prefix = `Сводка-${Date.now().toString(36)}`;
const screenshotDir = '/tmp/prod-totals';
/** Item costs of the paid orders, as the server priced them. */
let paidStickersCost = 0;

/** An order a manager starts for a client, with exactly these items, paid or not, as the manager reads it. */
async function seed(
  api: ApiClient,
  clientName: string,
  stickers: Partial<StickerItemSaveRequest>[],
  acryl: Partial<AcrylItemSaveRequest>[],
  payed: boolean,
) {
  return (await seedOrderWith(api, clientName, { stickers, acryl }, { payed })).stored;
}

beforeAll(async () => {
  admin = await apiAs('admin');
  // Paid: two 100×100 mm sticker runs (A6 by area, 20 sheets each, colour proofs) and a key ring run.
  const first = await seed(admin.api, `${prefix} 1`, [{}, {}], [{ count: 10 }], true);
  // Paid: an A4 run of 5 sheets without a proof.
  const second = await seed(
    admin.api,
    `${prefix} 2`,
    [{ width: 210, height: 297, count: 5, isColorProof: false }],
    [],
    true,
  );
  // Not paid: the filter leaves it out.
  await seed(admin.api, `${prefix} 3`, [{ count: 300 }], [{ count: 50 }], false);
  paidStickersCost = [...first.orderItems, ...second.orderItems].reduce((sum, item) => sum + item.cost, 0);
  await mkdir(screenshotDir, { recursive: true });
});

const spaced = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function rowTexts(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  // The totals load when the section opens: wait for the table's sum row before reading.
  await table.locator('tfoot tr').first().waitFor();
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? '').trim())));
}

describe('production totals in the manager list', () => {
  test('the manager filters the list, sees the production totals of the filtered orders, prints and downloads them', async () => {
    const page = await newPage({ token: admin.token });
    await page.goto('/admin');
    await page.getByRole('heading', { name: adminTexts.title }).waitFor();
    await page.getByRole('button', { name: adminTexts.filters, exact: true }).click();
    const panel = page.getByRole('dialog', { name: adminTexts.filters });
    await panel.getByLabel(adminFormTexts.clientName).fill(prefix);
    await panel.getByLabel(adminFormTexts.isPayed).selectOption('true');
    await panel.getByRole('button', { name: adminTexts.apply }).click();
    await expect.poll(() => page.getByTestId('order-totals').textContent()).toContain(adminTexts.totals(2));

    await page.setViewportSize({ width: 375, height: 900 });
    await page.screenshot({ path: `${screenshotDir}/production-totals-collapsed-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    const toggle = page.getByRole('button', { name: productionTotalsTexts.show });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await page.getByRole('button', { name: productionTotalsTexts.hide }).waitFor();
    expect(await page.getByRole('button', { name: productionTotalsTexts.hide }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    const stickerRows = await rowTexts(page, productionTotalsTexts.stickersCaption);
    expect(stickerRows.map((row) => row.slice(0, 7))).toEqual([
      ['A6', 'Белая глянцевая', 'Глянцевая', 'Контурная', '2', '40', '2'],
      ['A4', 'Белая глянцевая', 'Глянцевая', 'Контурная', '1', '5', '0'],
      ['Итого', '', '', '', '3', '45', '2'],
    ]);
    expect(paidStickersCost).toBeGreaterThan(0);
    expect(spaced(stickerRows[2]?.[7] ?? '')).toBe(spaced(formatRubles(paidStickersCost)));
    const acrylRows = await rowTexts(page, productionTotalsTexts.acrylCaption);
    expect(acrylRows.map((row) => row.slice(0, 6))).toEqual([
      ['Брелок', 'Прозрачный 2 мм', 'Односторонняя', '1', '10', '0'],
      ['Итого', '', '', '1', '10', '0'],
    ]);
    const summary = await page.getByTestId('production-totals').locator('dl').textContent();
    expect(summary).toContain(`${productionTotalsTexts.orders}:2`);
    expect(summary).toContain(`${productionTotalsTexts.allColorProofs}:2`);

    // Real rendering: colour contrast and the rest of axe's rules on the open section.
    expect(await axeViolations(page)).toEqual([]);

    // The phone layout: the tables scroll in their own boxes, the page never sideways.
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `page side-scroll at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${screenshotDir}/production-totals-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    // Printing: a frame of its own holds only the totals, headed and with the same sums.
    await page.getByRole('button', { name: productionTotalsTexts.print }).click();
    const printed = page.frameLocator('#s62-production-print');
    await printed.locator('h1', { hasText: productionTotalsTexts.title }).waitFor({ state: 'attached' });
    expect(await printed.locator('table').count()).toBe(2);
    expect(await printed.locator('body').textContent()).not.toContain(adminTexts.title);
    expect(await printed.locator('tfoot td').first().textContent()).toBe(productionTotalsTexts.total);

    // The summary CSV: a second download with the same filters, beside the list's own CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: productionTotalsTexts.downloadCsv }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^production-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await file.path()) as string, 'utf8');
    expect(csv.startsWith('\uFEFFСводка для производства')).toBe(true);
    expect(csv).toContain('A6;Белая глянцевая;Глянцевая;Контурная;2;40;2;');
    expect(csv).toContain('Брелок;Прозрачный 2 мм;Односторонняя;1;10;0;');
    expect(csv).toContain('Заказов;2\r\n');

    // Another filter: the open section follows it at once.
    await page.goto(`/admin?clientName=${encodeURIComponent(prefix)}&isPayed=false`);
    await expect.poll(() => page.getByTestId('order-totals').textContent()).toContain(adminTexts.totals(1));
    await page.getByRole('button', { name: productionTotalsTexts.show }).click();
    await expect
      .poll(async () => (await rowTexts(page, productionTotalsTexts.stickersCaption))[0]?.slice(0, 7))
      .toEqual(['A6', 'Белая глянцевая', 'Глянцевая', 'Контурная', '1', '300', '1']);
  });
});
