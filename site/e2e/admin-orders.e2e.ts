import { readFile } from 'node:fs/promises';
import { getAdminOrder, verifySession } from '@stickers62/core/api';
import { formatRubles } from '@stickers62/core/format';
import { adminFormTexts, adminTexts, clientOrderTexts } from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  apiAs,
  apiClient,
  newPage,
  type SeededOrder,
  type SignedInApi,
  screenshot,
  seedOrder,
} from './support/index.ts';

let admin: SignedInApi;
let orders: SeededOrder[];
/** Every seeded client name starts with it, so other test files' orders stay out of the checks. */
const prefix = `Э2Э-${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await apiAs('admin');
  orders = [];
  const shapes = [
    { stickers: 1, acryl: 0, payed: true },
    { stickers: 0, acryl: 1, payed: true },
    { stickers: 1, acryl: 1, payed: false },
    { stickers: 2, acryl: 1, payed: true, status: 'В работе' },
    { stickers: 0, acryl: 0, payed: true },
  ];
  for (const [index, shape] of shapes.entries()) {
    orders.push(await seedOrder(admin.api, `${prefix} клиент ${index + 1}`, shape));
  }
});

const rubles = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

async function shownOrderNumbers(page: Page): Promise<number[]> {
  // The number's cell follows the row's selection box.
  const texts = await page.locator('tbody tr[data-order-id] td:nth-child(2) button').allTextContents();
  return texts.map(Number).sort((a, b) => a - b);
}

async function openAdmin(path = '/admin'): Promise<Page> {
  const page = await newPage({ token: admin.token });
  await page.goto(path);
  await page.getByRole('heading', { name: adminTexts.title }).waitFor();
  return page;
}

describe('manager order list', () => {
  test('a customer opening /admin is sent to the home page', async () => {
    const customer = await apiAs('customer');
    const page = await newPage({ token: customer.token });
    await page.goto('/admin/list');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: adminTexts.title }).count()).toBe(0);
  });

  test('a manager opening /dashboard gets the order list under /admin, query kept', async () => {
    const page = await newPage({ token: admin.token });
    await page.goto('/dashboard?status=%D0%A1%D0%BE%D0%B7%D0%B4%D0%B0%D0%BD');
    await page.waitForURL((url) => url.pathname === '/admin' && url.searchParams.get('status') === 'Создан');
    await page.getByRole('heading', { name: adminTexts.title }).waitFor();
  });

  test('filters by several criteria on the server; rows and totals match the seeded orders', async () => {
    const page = await openAdmin();
    await page.getByRole('button', { name: adminTexts.filters, exact: true }).click();
    const panel = page.getByRole('dialog', { name: adminTexts.filters });
    await panel.getByLabel(adminFormTexts.clientName).fill(prefix);
    await panel.getByLabel(adminFormTexts.isPayed).selectOption('true');
    await panel.getByLabel(adminFormTexts.itemsType).selectOption('hasAcryl');
    await panel.getByRole('button', { name: adminTexts.apply }).click();

    const expected = orders.filter((order) => order.payed && order.acryl > 0);
    expect(expected).toHaveLength(2);
    await page.waitForURL((url) => url.searchParams.get('itemsType') === 'hasAcryl');
    const url = new URL(page.url());
    expect(url.searchParams.get('isPayed')).toBe('true');
    expect(url.searchParams.get('clientName')).toBe(prefix);
    const totals = page.getByTestId('order-totals');
    await expect.poll(() => totals.textContent()).toContain(adminTexts.totals(expected.length));
    // The rows and the totals are two answers: the totals may arrive first (a busy CI machine did).
    await expect
      .poll(() => shownOrderNumbers(page))
      .toEqual(expected.map((order) => order.number).sort((a, b) => a - b));
    const sum = expected.reduce((total, order) => total + order.cost, 0);
    expect(sum).toBeGreaterThan(0);
    expect(rubles(await totals.textContent())).toContain(rubles(formatRubles(sum)));
    await screenshot(page, 'admin-list-filtered', 1440);
    await screenshot(page, 'admin-list-filtered', 375);

    // Only stickers, any payment: the address alone drives the list (a shared link works).
    await page.goto(`/admin/list?clientName=${encodeURIComponent(prefix)}&itemsType=onlyStickers`);
    const onlyStickers = orders.filter((order) => order.stickers > 0 && order.acryl === 0);
    await expect
      .poll(() => page.getByTestId('order-totals').textContent())
      .toContain(adminTexts.totals(onlyStickers.length));
    await expect.poll(() => shownOrderNumbers(page)).toEqual(onlyStickers.map((order) => order.number));

    // The CSV export carries the same filters.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: adminTexts.exportCsv }).click();
    const csv = await readFile((await (await download).path()) as string, 'utf8');
    for (const order of orders) {
      expect(csv.includes(order.clientName)).toBe(onlyStickers.includes(order));
    }

    await page.getByRole('button', { name: adminTexts.clearFilters }).click();
    await page.waitForURL((next) => next.search === '');
  });

  test('edits an order in the dialog, marks it urgent with a red colour proof; the list and a reload show the change', async () => {
    const target = orders[2] as SeededOrder;
    const page = await openAdmin(`/admin?clientName=${encodeURIComponent(prefix)}`);
    await page.locator(`tr[data-order-id="${target.id}"]`).click();
    const dialog = page.getByRole('dialog', { name: adminFormTexts.orderTitle(target.number) });
    await dialog.waitFor();
    await dialog.getByLabel(adminFormTexts.comment).fill('Позвонить до 18:00');
    await dialog.getByLabel(adminFormTexts.deliveryType).selectOption('Boxberry');
    await dialog.getByLabel(adminFormTexts.approximalSendDate).fill('2026-12-24');
    await dialog.getByLabel(adminFormTexts.deliveryCostInput).fill('1 350,50');
    await dialog.getByLabel(adminFormTexts.payed).check();
    await dialog.getByLabel(adminFormTexts.urgentOrder).check();
    await dialog.getByLabel(adminFormTexts.colorProofStatus).selectOption({ label: adminTexts.colorProofStatuses.Red });
    await screenshot(page, 'admin-edit-dialog', 1440);
    await dialog.getByRole('button', { name: adminTexts.save }).click();
    await dialog.getByText(adminTexts.saved).waitFor();

    // The list refreshes after the save: the row shows the urgent mark and a red 'Ц' (the order has a proof item).
    const row = page.locator(`tr[data-order-id="${target.id}"]`);
    await row.locator('[data-mark="urgent"]', { hasText: adminTexts.urgentMark }).waitFor();
    const proofMark = row.locator('[data-mark="proof"]', { hasText: adminTexts.colorProofMark });
    await proofMark.waitFor();
    expect(await proofMark.evaluate((mark) => getComputedStyle(mark).backgroundColor)).toBe('rgb(220, 38, 38)');

    await page.reload();
    const reloaded = page.getByRole('dialog', { name: adminFormTexts.orderTitle(target.number) });
    await reloaded.waitFor();
    expect(await reloaded.getByLabel(adminFormTexts.comment).inputValue()).toBe('Позвонить до 18:00');
    expect(await reloaded.getByLabel(adminFormTexts.deliveryType).inputValue()).toBe('Boxberry');
    expect(await reloaded.getByLabel(adminFormTexts.approximalSendDate).inputValue()).toBe('2026-12-24');
    // Priced in the same save that marked it paid (judged on the order as it was): now fixed.
    const deliveryCost = reloaded.getByLabel(adminFormTexts.deliveryCostInput);
    expect(await deliveryCost.inputValue()).toBe('1350,5');
    expect(await deliveryCost.isDisabled()).toBe(true);
    await reloaded.getByText(adminTexts.deliveryCostPaid).waitFor();
    expect(await reloaded.getByLabel(adminFormTexts.payed).isChecked()).toBe(true);
    expect(await reloaded.getByLabel(adminFormTexts.urgentOrder).isChecked()).toBe(true);
    expect(await reloaded.getByLabel(adminFormTexts.isFixedDate).isChecked()).toBe(false);
    expect(await reloaded.getByLabel(adminFormTexts.colorProofStatus).inputValue()).toBe('Red');
    await screenshot(page, 'admin-edit-dialog', 375);
    // Nothing of the list behind (e.g. a mark's screen-reader text) may widen the phone's page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const stored = await getAdminOrder(admin.api, target.id);
    expect(stored).toMatchObject({
      comment: 'Позвонить до 18:00',
      deliveryType: 'Boxberry',
      payed: true,
      isUrgent: true,
      isFixedDate: false,
      colorProofStatus: 'Red',
    });
  });

  test('an order for a client: the copied access link signs the client in on that order', async () => {
    const page = await openAdmin();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: adminTexts.createForClient }).click();
    const dialog = page.getByRole('dialog', { name: adminTexts.createForClient });
    await dialog.getByLabel(adminFormTexts.clientName).fill(`${prefix} из ВК`);
    await dialog.getByLabel(adminFormTexts.vkLink).fill('https://vk.com/id1');
    const creation = page.waitForResponse((response) => response.url().includes('/create-for-client'));
    await dialog.getByRole('button', { name: adminFormTexts.create }).click();
    const created = (await (await creation).json()) as { orderId: string };
    const linkField = dialog.getByLabel(clientOrderTexts.clientLink);
    await linkField.waitFor();
    await dialog.getByRole('button', { name: adminTexts.copyLink }).click();
    await dialog.getByText(adminTexts.linkCopied).waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(await linkField.inputValue());
    await screenshot(page, 'admin-create-for-client', 1440);

    const client = await newPage();
    const address = new URL(link);
    const signIn = client.waitForResponse((response) => response.url().includes('/api/auth/login?accessKey='));
    await client.goto(`${address.pathname}${address.search}`);
    const token = ((await (await signIn).json()) as { token: string }).token;
    // The link is the client's order-link page: they land on their order, the key gone from the address.
    await client.waitForURL(
      (url) => url.pathname === `/order/${created.orderId}/payment` && !url.searchParams.has('access_key'),
    );
    // A temporary session on the manager's draft, and its token is not kept in the browser.
    const user = await verifySession(apiClient(token));
    expect(user).toMatchObject({ isTemporary: true, orderId: created.orderId, name: `${prefix} из ВК` });
    expect(await client.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
