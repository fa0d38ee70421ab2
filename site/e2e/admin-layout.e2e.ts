import { adminColumnTexts, adminTexts } from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { apiAs, newPage, type SignedInApi, screenshot, seedOrder } from './support/index.ts';

/** The columns a manager must always see: which order, whose, where it stands, how much. */
const keyColumns = ['orderNumber', 'clientName', 'status', 'orderCost'] as const;

let admin: SignedInApi;
const prefix = `Ширина-${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await apiAs('admin');
  await seedOrder(admin.api, `${prefix} Константин Константинопольский-Длинноименный`, {
    stickers: 1,
    acryl: 1,
    payed: true,
  });
});

async function openList(width: number): Promise<Page> {
  const page = await newPage({ token: admin.token, width });
  await page.goto(`/admin?clientName=${encodeURIComponent(prefix)}`);
  await page.getByRole('heading', { name: adminTexts.title }).waitFor();
  await page.locator('tbody tr[data-order-id]').first().waitFor();
  return page;
}

/** How far the page itself scrolls sideways; 0 when everything fits the window. */
const documentOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The left and right edges of a column's header cell. */
async function headerEdges(page: Page, column: (typeof keyColumns)[number]) {
  const header = page.locator('thead th', { has: page.locator(`button[title="${adminColumnTexts[column]}"]`) });
  const box = await header.boundingBox();
  if (!box) throw new Error(`no header for ${column}`);
  return { left: box.x, right: box.x + box.width };
}

describe('the manager list fits the screen', () => {
  for (const width of [1280, 1440, 1920]) {
    test(`at ${width} px the key columns are in view and only the table scrolls sideways`, async () => {
      const page = await openList(width);
      expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
      for (const column of keyColumns) {
        const edges = await headerEdges(page, column);
        expect(edges.left, column).toBeGreaterThanOrEqual(0);
        expect(edges.right, column).toBeLessThanOrEqual(width);
      }
      // Scrolled sideways, the table keeps the number where it was and the sum in view: pinned
      // to the right edge until it reaches its own place among the last columns.
      const scroller = page.getByTestId('order-table-scroller');
      const number = await headerEdges(page, 'orderNumber');
      for (const share of [0.5, 1]) {
        await scroller.evaluate((element, part) => {
          element.scrollLeft = (element.scrollWidth - element.clientWidth) * part;
        }, share);
        expect(await headerEdges(page, 'orderNumber')).toEqual(number);
        const sum = await headerEdges(page, 'orderCost');
        expect(sum.left).toBeGreaterThanOrEqual(number.right);
        expect(sum.right).toBeLessThanOrEqual(width);
      }
      if (width === 1440) await screenshot(page, 'admin-list-width', 1440);
      await page.close();
    });
  }

  test('at 375 px the page does not scroll sideways; the table scrolls inside itself', async () => {
    const page = await openList(375);
    expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
    const scroller = page.getByTestId('order-table-scroller');
    const sizes = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    const box = await scroller.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    const number = await headerEdges(page, 'orderNumber');
    expect(number.left).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'admin-list-width', 375);
    await page.close();
  });
});
