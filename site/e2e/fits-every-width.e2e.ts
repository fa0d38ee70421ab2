import { getCart } from '@stickers62/core/api';
import {
  adminFormTexts,
  adminTexts,
  checkoutTexts,
  completedTexts,
  fileTexts,
  instructionTexts,
  itemTexts,
  layoutPickerTexts,
  managerItemTexts,
  managerListTexts,
  navTexts,
  orderScreenTexts,
  orderTexts,
  paymentTexts,
} from '@stickers62/core/texts';
import type { Page } from 'playwright-core';
import { beforeAll, expect, test } from 'vitest';
import {
  apiAs,
  approvedOrder,
  eachAboutDocument,
  newPage,
  openPublicPage,
  publicPages,
  type SignedInApi,
  saveItems,
  screenshot,
  seedOrder,
} from './support/index.ts';

/** Every width from the smallest phone to a wide desktop (issue 30: 320–1920 px). */
const widths = [320, 375, 768, 1440, 1920] as const;

/**
 * What does not fit at the page's current width: the page scrolling sideways, an element
 * reaching past the viewport (unless an ancestor scrolls or clips it: the items table scrolls
 * on purpose), or an element whose content spills out of its own box. Shadow roots included.
 */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled > viewport) found.push(`the page scrolls sideways: ${scrolled} px in ${viewport} px`);
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
      return `<${element.localName}${id}${testId ? ` data-testid=${testId}` : ''}> «${text}»`;
    };
    const visit = (root: Element | ShadowRoot, clipped: boolean) => {
      for (const element of Array.from(root.children)) {
        const style = getComputedStyle(element);
        // Hidden, or inside a closed <details> (its content is laid out but not shown).
        if (!element.checkVisibility({ visibilityProperty: true })) continue;
        const box = element.getBoundingClientRect();
        const clips = style.overflowX !== 'visible';
        // Screen-reader-only text is a 1 px clipped box by design.
        const hiddenByClip = style.clip !== 'auto' || style.clipPath !== 'none';
        if (!hiddenByClip && box.width > 0 && box.height > 0) {
          if (!clipped && (box.right > viewport + 1 || box.left < -1)) {
            found.push(`${describe(element)} reaches ${Math.round(box.left)}…${Math.round(box.right)} px`);
          }
          const block = element instanceof HTMLElement && style.display !== 'inline' && element.clientWidth > 0;
          if (block && !clips && element.scrollWidth > element.clientWidth + 1 && element.localName !== 'html') {
            found.push(`${describe(element)} spills ${element.scrollWidth} px out of ${element.clientWidth} px`);
          }
        }
        if (element.shadowRoot) visit(element.shadowRoot, clipped || clips);
        visit(element, clipped || clips || hiddenByClip);
      }
    };
    visit(document.documentElement, false);
    // An element spilling is also reported for each ancestor it spills through: keep the deepest.
    return found;
  });
}

/** Lays the page out at every width and answers what did not fit, by width. */
async function checkWidths(page: Page, name: string): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the resize's layout and whatever a media query's listener renders after it.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const found = await misfits(page);
    if (found.length > 0) {
      problems[width] = found;
      await screenshot(page, `misfit-${name}`);
    }
  }
  // The phone's view, for human eyes.
  await screenshot(page, `fit-${name}`, 320);
  await page.setViewportSize({ width: 1440, height: 800 });
  return problems;
}

const results: Record<string, Record<string, string[]>> = {};

async function check(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  results[name] = await checkWidths(page, name);
}

let customer: SignedInApi;
let admin: SignedInApi;
let payableOrderId: string;
let payableNumber: number;
let cartId: string;

beforeAll(async () => {
  [customer, admin] = await Promise.all([apiAs('customer'), apiAs('admin')]);
  // A sent order the manager approved: read-only, payable.
  const created = await approvedOrder(customer, admin, {
    stickers: [{ name: 'Котики с очень длинным названием макета' }],
    acryl: [{ name: 'Брелок' }],
  });
  payableOrderId = created.orderId;
  payableNumber = created.orderNumber;
  // The next cart: a priced item and one the manager prices («цена по запросу»).
  const next = await getCart(customer.api);
  cartId = next.orderId;
  await saveItems(customer.api, cartId, { stickers: [{ name: 'Ёжики' }, { name: 'Баннер', width: 400, height: 500 }] });
}, 120_000);

test('public pages and their dialogs fit every width', async () => {
  const page = await newPage();
  for (const [name, path, heading] of [...publicPages, ['partners', '/partners', 'Партнёрам'] as const]) {
    await openPublicPage(page, path, heading);
    await check(page, name);
  }
  await eachAboutDocument(page, (name) => check(page, name));
  // The public payment page of the order link, its form open.
  await page.goto(`/order/${payableOrderId}/payment`);
  await page.getByRole('heading', { name: paymentTexts.publicTitle(payableNumber) }).waitFor();
  await page.getByRole('button', { name: paymentTexts.payOrder }).click();
  await check(page, 'order-link');
  await page.context().close();
  const names = [
    'home',
    'stickers',
    'acryl',
    'about',
    'login',
    'partners',
    'about-offer',
    'about-policy',
    'order-link',
  ];
  expect(pick(names)).toEqual(noProblems(names));
}, 240_000);

test("a customer's pages and dialogs fit every width", async () => {
  const page = await newPage({ token: customer.token });
  await page.goto('/cart');
  const instruction = page.getByRole('dialog', { name: instructionTexts.title });
  await instruction.waitFor();
  await check(page, 'cart-instruction');
  await instruction.getByRole('checkbox', { name: instructionTexts.dontShowAgain }).check();
  await instruction.getByRole('button', { name: instructionTexts.understood }).click();
  await page.getByRole('heading', { name: 'Баннер', exact: true }).waitFor();
  await check(page, 'cart');

  const menu = async (entry: string) => {
    await page.getByRole('button', { name: orderScreenTexts.menu, exact: true }).click();
    await page.getByRole('button', { name: entry, exact: true }).click();
  };
  await menu(orderTexts.addItem);
  const stickerForm = page.getByRole('dialog', { name: itemTexts.newStickerTitle });
  await stickerForm.waitFor();
  await check(page, 'item-form-stickers');
  await stickerForm.getByRole('button', { name: navTexts.cancel, exact: true }).click();
  await page.getByRole('tab', { name: orderTexts.acrylTab(0) }).click();
  await menu(orderTexts.addItem);
  const acrylForm = page.getByRole('dialog', { name: itemTexts.newAcrylTitle });
  await acrylForm.waitFor();
  await check(page, 'item-form-acryl');
  await acrylForm.getByRole('button', { name: navTexts.cancel, exact: true }).click();
  await page.getByRole('tab', { name: orderTexts.stickersTab(2) }).click();
  await menu(orderScreenTexts.repeatMany);
  const picker = page.getByRole('dialog', { name: layoutPickerTexts.titleMulti });
  await picker.getByRole('button', { name: /^Котики с очень длинным названием макета \(№/ }).waitFor();
  await check(page, 'layout-picker');
  await page.keyboard.press('Escape');
  await picker.waitFor({ state: 'detached' });
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Ёжики', exact: true }) });
  await card.getByRole('button', { name: fileTexts.upload }).click();
  const upload = page.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Ёжики') });
  await upload.waitFor();
  await check(page, 'upload');
  await page.keyboard.press('Escape');
  await upload.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: orderTexts.send }).click();
  await page.getByRole('dialog', { name: orderTexts.sendConfirmTitle }).waitFor();
  await check(page, 'send-confirm');

  await page.goto(`/confirm-order/${cartId}`);
  await page.getByRole('heading', { level: 1, name: checkoutTexts.title }).waitFor();
  await check(page, 'checkout');

  for (const [name, path, heading] of [
    ['completed', `/completed/${payableOrderId}`, completedTexts.title],
    ['orders', '/orders', 'Мои заказы'],
    ['profile', '/profile', 'Настройки профиля'],
  ] as const) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await check(page, name);
  }

  await page.goto(`/order/${payableOrderId}`);
  await page.getByRole('table', { name: orderScreenTexts.itemsTable }).waitFor();
  await check(page, 'order');
  await page.getByRole('button', { name: orderTexts.pay }).click();
  const pay = page.getByRole('dialog', { name: paymentTexts.formTitle });
  await pay.waitFor();
  await check(page, 'order-pay');
  await pay.getByRole('button', { name: navTexts.cancel, exact: true }).click();
  await page.getByRole('button', { name: orderTexts.checkPayment }).click();
  await page.getByRole('dialog', { name: orderTexts.paymentCheckTitle }).waitFor();
  await check(page, 'order-check');
  await page.context().close();
  const names = [
    'cart-instruction',
    'cart',
    'item-form-stickers',
    'item-form-acryl',
    'layout-picker',
    'upload',
    'send-confirm',
    'checkout',
    'completed',
    'orders',
    'profile',
    'order',
    'order-pay',
    'order-check',
  ];
  expect(pick(names)).toEqual(noProblems(names));
}, 300_000);

test('the header fits every width in one row with a three-digit cart count («99+»)', async () => {
  const page = await newPage({ token: customer.token });
  const header = page.getByRole('banner');
  const badge = header.getByTestId('cart-badge');
  let count = 7;
  await page.route('**/api/web/orders/get-cart-items-count*', (route) => route.fulfill({ json: { count } }));
  const heights = async () => {
    const found: Record<number, number> = {};
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      found[width] = await header.evaluate((element) => Math.round(element.getBoundingClientRect().height));
    }
    return found;
  };
  await page.goto('/profile');
  await badge.filter({ hasText: /^7$/ }).waitFor();
  const oneDigit = await heights();
  count = 150;
  await page.reload();
  await badge.filter({ hasText: /^99\+$/ }).waitFor();
  // One row at 320 px as with one digit (and at every other width), and nothing spills.
  expect(await heights()).toEqual(oneDigit);
  await check(page, 'header-99-plus');
  await page.context().close();
  expect(pick(['header-99-plus'])).toEqual(noProblems(['header-99-plus']));
}, 120_000);

test("the manager's list and edit dialog fit every width", async () => {
  const seeded = await seedOrder(admin.api, `Ширина ${Date.now().toString(36)}`, {
    stickers: 1,
    acryl: 1,
    payed: false,
  });
  const page = await newPage({ token: admin.token });
  await page.goto(`/admin?clientName=${encodeURIComponent(seeded.clientName)}`);
  await page.getByRole('heading', { name: adminTexts.title }).waitFor();
  await page.locator(`tr[data-order-id="${seeded.id}"]`).waitFor();
  await check(page, 'admin');
  // The selection's action bar above the table.
  await page.getByRole('checkbox', { name: managerListTexts.selectOrder(seeded.number) }).check();
  await page.getByRole('region', { name: managerListTexts.actions }).waitFor();
  await check(page, 'admin-bulk');
  await page.getByRole('button', { name: managerListTexts.clearSelection }).click();
  await page.locator(`tr[data-order-id="${seeded.id}"]`).click();
  const dialog = page.getByRole('dialog', { name: adminFormTexts.orderTitle(seeded.number) });
  await dialog.waitFor();
  await check(page, 'admin-edit');
  // The item editor open inside the dialog (the order is not paid).
  await dialog.getByRole('button', { name: managerItemTexts.editOf('Стикер 1') }).click();
  await dialog.getByRole('form', { name: managerItemTexts.editOf('Стикер 1') }).waitFor();
  await check(page, 'admin-item-edit');
  await page.context().close();
  const names = ['admin', 'admin-bulk', 'admin-edit', 'admin-item-edit'];
  expect(pick(names)).toEqual(noProblems(names));
}, 180_000);

function pick(names: string[]): Record<string, Record<string, string[]>> {
  return Object.fromEntries(names.map((name) => [name, results[name] ?? { missing: ['not checked'] }]));
}

function noProblems(names: string[]): Record<string, Record<string, string[]>> {
  return Object.fromEntries(names.map((name) => [name, {}]));
}
