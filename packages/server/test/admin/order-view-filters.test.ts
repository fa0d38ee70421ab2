import { type OrderViewFilters, orderViewPageSize, routes } from '@stickers62/core/contract';
import { authServerTexts } from '@stickers62/core/texts';
import { asc, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acrylItems, orders, stickerItems, users } from '../../src/db/schema.js';
import { loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * Pins the answer of every filter of the manager's list (checkout-admin-pages section 9) and of
 * its totals on a varied set of orders: each expected answer is computed here in JavaScript from
 * the rows themselves, apart from the server's SQL, so a faster query that answers differently
 * (another order, a row more or less, other sums) fails.
 */
const testApp = useTestApp();
let manager: TestSession;

const orderCount = 90;
const statuses = ['Создан', 'В работе', 'Готов к печати', 'Отправлен', 'Отменен'];
const moscowDay = (moment: Date) => new Date(moment.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) => moscowDay(new Date(Date.now() + days * 86_400_000));

interface Row {
  number: number;
  priority: number;
  clientName: string;
  insertedBy: string | null;
  orderDay: string;
  confirmedDay: string | null;
  deliveryDate: string | null;
  isFixedDate: boolean;
  isUrgent: boolean;
  payed: boolean;
  status: string;
  placed: boolean;
  stickers: number;
  acryl: number;
  cost: number;
  stickersCost: number;
  acrylCost: number;
  deliveryCost: number;
}

let rows: Row[] = [];

beforeAll(async () => {
  const db = testApp.app.db;
  manager = await loginAs(testApp.app, 'manager');
  // Owners: one with a name, one with only a username (the client name falls back to it), one
  // whose name holds the search wildcards `_` and `%` as plain characters.
  await db.execute(sql`insert into users (username, name, role, is_temporary) values
    ('filters-anna', 'Анна Смирнова', 'customer', false),
    ('filters-boris', null, 'customer', false),
    ('filters-vera', 'ООО_Вера 100%', 'customer', false)`);
  // Varied on purpose: statuses, flags, dates around today (Moscow days near midnight too),
  // priorities that repeat, client names set on some orders only, open carts and managers' drafts.
  await db.execute(sql`
    insert into orders (id, owner_id, status, is_cart, client_name, inserted_by, created_at, checked_out_at,
      confirmed_at, delivery_date, is_fixed_date, is_urgent, payed, priority,
      cost, stickers_cost, acryl_cost, delivery_cost)
    select gen_random_uuid(),
      (select id from users where username = (array['filters-anna', 'filters-boris', 'filters-vera'])[1 + i % 3]),
      (array[${sql.join(
        statuses.map((status) => sql`${status}`),
        sql`, `,
      )}])[1 + i % ${statuses.length}],
      -- Carts of three owners (one cart each): two managers' drafts (listed), one open cart (not).
      i in (10, 20, 33),
      case when i % 4 = 0 then 'Клиент ' || i end,
      case when i % 5 = 0 then 'manager-' || (i % 2) when i % 7 = 0 then 'Менеджер_Олег' end,
      now() - (i % 40) * interval '1 day' - interval '2 hours',
      case when i % 6 <> 0 then date_trunc('day', now()) - (i % 30) * interval '1 day' + (i % 24) * interval '1 hour' end,
      case when i % 3 <> 0 then now() - (i % 20) * interval '1 day' end,
      case when i % 2 = 0 then current_date + (i % 30) - 15 end,
      i % 11 = 0, i % 7 = 0, i % 3 = 0, i % 4,
      1000 + i * 10.25, 800 + i * 7.5, case when i % 4 in (1, 2) then 300.15 else 0 end, 199.99
    from generate_series(1, ${orderCount}) as i`);
  await db.execute(sql`
    insert into sticker_items (order_id, owner_id, name, count, width, height, is_color_proof, cost)
    select o.id, o.owner_id, 'Стикер ' || n, 10, 50, 50, o.number % 6 = 0, 100
    from orders o cross join generate_series(1, 2) as n
    where o.number % 4 <> 1 and (n = 1 or o.number % 3 = 0)`);
  await db.execute(sql`
    insert into acryl_items (order_id, owner_id, name, count, width, height, cost)
    select o.id, o.owner_id, 'Брелок', 5, 40, 40, 300 from orders o where o.number % 4 in (1, 2)`);

  // The expected answers' source: the rows as stored, read without the list's SQL.
  const owners = new Map((await db.select().from(users)).map((user) => [user.id, user]));
  const countBy = (list: { orderId: string }[]) => {
    const counts = new Map<string, number>();
    for (const item of list) counts.set(item.orderId, (counts.get(item.orderId) ?? 0) + 1);
    return counts;
  };
  const stickerCounts = countBy(await db.select({ orderId: stickerItems.orderId }).from(stickerItems));
  const acrylCounts = countBy(await db.select({ orderId: acrylItems.orderId }).from(acrylItems));
  rows = (await db.select().from(orders).orderBy(asc(orders.number))).map((order) => {
    const owner = owners.get(order.ownerId);
    return {
      number: order.number,
      priority: order.priority,
      clientName: order.clientName ?? owner?.name ?? owner?.username ?? '',
      insertedBy: order.insertedBy,
      orderDay: moscowDay(order.checkedOutAt ?? order.createdAt),
      confirmedDay: order.confirmedAt ? moscowDay(order.confirmedAt) : null,
      deliveryDate: order.deliveryDate,
      isFixedDate: order.isFixedDate,
      isUrgent: order.isUrgent,
      payed: order.payed,
      status: order.status,
      placed: !order.isCart || order.insertedBy !== null,
      stickers: stickerCounts.get(order.id) ?? 0,
      acryl: acrylCounts.get(order.id) ?? 0,
      cost: order.cost,
      stickersCost: order.stickersCost,
      acrylCost: order.acrylCost,
      deliveryCost: order.deliveryCost,
    };
  });
});

/** The Moscow order day that most placed orders fall on. */
function busiestOrderDay(): string {
  const counts = new Map<string, number>();
  for (const row of rows.filter((candidate) => candidate.placed))
    counts.set(row.orderDay, (counts.get(row.orderDay) ?? 0) + 1);
  return (
    [...counts].sort(([dayA, countA], [dayB, countB]) => countB - countA || dayA.localeCompare(dayB))[0]?.[0] ?? ''
  );
}

const within = (day: string | null, from?: string, to?: string) =>
  day !== null && (!from || day >= from) && (!to || day <= to);
const hasFilter = (value: string | undefined) => value !== undefined;

/** Section 9's filters, read from the spec, applied to the stored rows. */
function expectedRows(filters: Record<string, string>): Row[] {
  const flag = (value: string | undefined, actual: boolean) => value === undefined || actual === (value === 'true');
  return rows
    .filter((row) => row.placed)
    .filter((row) => !hasFilter(filters.orderNumber) || row.number === Number(filters.orderNumber))
    .filter((row) => !hasFilter(filters.clientName) || row.clientName.includes(filters.clientName as string))
    .filter((row) => !hasFilter(filters.insertedBy) || (row.insertedBy ?? '').includes(filters.insertedBy as string))
    .filter(
      (row) =>
        !(filters.orderDateFrom || filters.orderDateTo) ||
        within(row.orderDay, filters.orderDateFrom, filters.orderDateTo),
    )
    .filter(
      (row) =>
        !(filters.confirmedDateFrom || filters.confirmedDateTo) ||
        within(row.confirmedDay, filters.confirmedDateFrom, filters.confirmedDateTo),
    )
    .filter(
      (row) =>
        !(filters.deliveryDateFrom || filters.deliveryDateTo) ||
        within(row.deliveryDate, filters.deliveryDateFrom, filters.deliveryDateTo),
    )
    .filter((row) => flag(filters.isFixedDate, row.isFixedDate))
    .filter((row) => flag(filters.isUrgent, row.isUrgent))
    .filter((row) => flag(filters.isPayed, row.payed))
    .filter((row) => !hasFilter(filters.status) || row.status === filters.status)
    .filter((row) => {
      switch (filters.itemsType) {
        case 'onlyStickers':
          return row.stickers > 0 && row.acryl === 0;
        case 'onlyAcryl':
          return row.acryl > 0 && row.stickers === 0;
        case 'hasStickers':
          return row.stickers > 0;
        case 'hasAcryl':
          return row.acryl > 0;
        case 'both':
          return row.stickers > 0 && row.acryl > 0;
        default:
          return true;
      }
    })
    .sort((a, b) => b.priority - a.priority || b.number - a.number);
}

const sum = (list: Row[], pick: (row: Row) => number) =>
  Math.round(list.reduce((total, row) => total + pick(row) * 100, 0)) / 100;

const variants: Record<string, OrderViewFilters | (() => OrderViewFilters)> = {
  none: {},
  orderNumber: { orderNumber: '42' },
  clientName: { clientName: 'Клиент 1' },
  'clientName from the owner': { clientName: 'Смирнова' },
  'clientName with literal _ and %': { clientName: '_Вера 100%' },
  insertedBy: { insertedBy: 'manager-1' },
  'insertedBy with literal _': { insertedBy: 'р_О' },
  orderDateRange: { orderDateFrom: dayOffset(-20), orderDateTo: dayOffset(-10) },
  orderDateFrom: { orderDateFrom: dayOffset(-3) },
  orderDateTo: { orderDateTo: dayOffset(-5) },
  // The Moscow day with the most placed orders: which days the fixed offsets fill depends on the
  // hour the test runs at (after 21:00 UTC it is tomorrow in Moscow), so the day is read from the rows.
  'orderDate of one day': () => {
    const day = busiestOrderDay();
    return { orderDateFrom: day, orderDateTo: day };
  },
  confirmedDateRange: { confirmedDateFrom: dayOffset(-12), confirmedDateTo: dayOffset(-4) },
  deliveryDateRange: { deliveryDateFrom: dayOffset(-5), deliveryDateTo: dayOffset(5) },
  isFixedDate: { isFixedDate: 'true' },
  notUrgent: { isUrgent: 'false' },
  isPayed: { isPayed: 'true' },
  status: { status: 'В работе' },
  onlyStickers: { itemsType: 'onlyStickers' },
  onlyAcryl: { itemsType: 'onlyAcryl' },
  hasStickers: { itemsType: 'hasStickers' },
  hasAcryl: { itemsType: 'hasAcryl' },
  both: { itemsType: 'both' },
  combined: { status: 'Готов к печати', isPayed: 'false', itemsType: 'hasStickers', clientName: 'Клиент' },
  'combined, dates and flags': { orderDateFrom: dayOffset(-25), isUrgent: 'false', itemsType: 'onlyAcryl' },
};

const query = (filters: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(filters).map(([key, value]): [string, string] => [key, String(value)]));

describe("the manager's list answers each filter exactly", () => {
  for (const [name, variant] of Object.entries(variants)) {
    it(`${name}: the same orders in the same order, and the same totals`, async () => {
      const filters = typeof variant === 'function' ? variant() : variant;
      const expected = expectedRows(filters as Record<string, string>);
      // Every variant narrows the list to something (or is the whole list): a filter that
      // matched nothing or everything would pin little.
      if (name !== 'none') expect(expected.length, name).toBeLessThan(expectedRows({}).length);
      if (name !== 'orderNumber') expect(expected.length, name).toBeGreaterThan(1);
      const list = await testApp.app.inject({
        method: 'GET',
        url: `${routes.orderViews.path}?${query(filters)}`,
        headers: manager.headers,
      });
      expect(list.statusCode).toBe(200);
      const views = list.json() as {
        orderNumber: number;
        stickersOrderItemsCount: number;
        acrylOrderItemsCount: number;
      }[];
      expect(views.map((view) => view.orderNumber)).toEqual(expected.map((row) => row.number));
      expect(views.map((view) => [view.stickersOrderItemsCount, view.acrylOrderItemsCount])).toEqual(
        expected.map((row) => [row.stickers, row.acryl]),
      );
      const totals = await testApp.app.inject({
        method: 'GET',
        url: `${routes.orderViewTotals.path}?${query(filters)}`,
        headers: manager.headers,
      });
      expect(totals.statusCode, totals.body).toBe(200);
      expect(totals.json()).toEqual({
        count: expected.length,
        orderCost: sum(expected, (row) => row.cost),
        stickersCost: sum(expected, (row) => row.stickersCost),
        acrylCost: sum(expected, (row) => row.acrylCost),
        deliveryCost: sum(expected, (row) => row.deliveryCost),
      });
    });
  }

  it('pages a filtered list by offset without overlap or gap', async () => {
    const expected = expectedRows({ itemsType: 'hasStickers' }).map((row) => row.number);
    const read = async (offset: number) =>
      (
        (
          await testApp.app.inject({
            method: 'GET',
            url: `${routes.orderViews.path}?itemsType=hasStickers&offset=${offset}`,
            headers: manager.headers,
          })
        ).json() as { orderNumber: number }[]
      ).map((view) => view.orderNumber);
    expect(expected.length).toBeLessThan(orderViewPageSize);
    expect(await read(0)).toEqual(expected);
    expect(await read(5)).toEqual(expected.slice(5));
    expect(await read(expected.length)).toEqual([]);
  });
});

describe("who may read the manager's list (checked in the list's own statement)", () => {
  const paths = [routes.orderViews.path, routes.orderViewTotals.path];

  it('answers 403 with the guard’s text to a customer and 401 without a token', async () => {
    const customer = await signUp(testApp.app);
    for (const path of paths) {
      const refused = await testApp.app.inject({ method: 'GET', url: path, headers: customer.headers });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.json().message, path).toBe(authServerTexts.forbidden);
      expect((await testApp.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(401);
    }
  });

  it('answers 401 once the manager’s session is revoked, and 400 to a bad filter before any of it', async () => {
    const leaving = await loginAs(testApp.app, 'manager');
    expect(
      (await testApp.app.inject({ method: 'GET', url: paths[0] as string, headers: leaving.headers })).statusCode,
    ).toBe(200);
    const out = await testApp.app.inject({
      method: 'POST',
      url: routes.logout.path,
      headers: { ...leaving.headers, cookie: leaving.cookie },
    });
    expect(out.statusCode).toBe(204);
    for (const path of paths) {
      const reply = await testApp.app.inject({ method: 'GET', url: path, headers: leaving.headers });
      expect(reply.statusCode, path).toBe(401);
      expect(reply.json().message, path).toBe(authServerTexts.notAuthenticated);
      const bad = await testApp.app.inject({ method: 'GET', url: `${path}?itemsType=all`, headers: manager.headers });
      expect(bad.statusCode, path).toBe(400);
    }
  });
});
