import {
  type BulkOrderResults,
  type OrderView,
  orderStatuses,
  orderViewPageSize,
  routes,
} from '@stickers62/core/contract';
import { managerDayTexts } from '@stickers62/core/texts';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderViewExportBatch } from '../../src/admin/csv.js';
import { ManualClock } from '../../src/clock.js';
import { orderEvents, orders } from '../../src/db/schema.js';
import { loginAs, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';
import { csvThroughLibreOffice, hasSoffice, spreadsheetDay } from '../test-support/xlsx.js';

// 00:30 on 4 December in Moscow, still 3 December in UTC: "today" must be Moscow's.
const clock = new ManualClock(Date.parse('2026-12-03T21:30:00Z'));
const testApp = useTestApp({ clock });
const marker = 'manager-day';
let manager: TestSession;
let customer: TestSession;

interface SeedOrder {
  status?: string;
  clientName?: string;
  phoneNumber?: string;
  trackNumber?: string;
  approximalSendDate?: string;
  sendDate?: string;
  payed?: boolean;
  number?: number;
}

/** Inserts a placed order of the manager's marker (so filters can be scoped to this file's orders). */
async function seed(order: SeedOrder): Promise<{ id: string; number: number }> {
  const [row] = await testApp.app.db
    .insert(orders)
    .values({
      id: crypto.randomUUID(),
      ...(order.number ? { number: order.number } : {}),
      ownerId: manager.userId,
      status: order.status ?? orderStatuses.inWork,
      insertedBy: marker,
      clientName: order.clientName ?? 'Клиент',
      phoneNumber: order.phoneNumber ?? null,
      trackNumber: order.trackNumber ?? null,
      approximalSendDate: order.approximalSendDate ?? null,
      sendDate: order.sendDate ?? null,
      payed: order.payed ?? false,
    })
    .returning({ id: orders.id, number: orders.number });
  if (!row) throw new Error('seed insert returned nothing');
  return row;
}

async function list(query: string): Promise<OrderView[]> {
  const reply = await testApp.app.inject({
    method: 'GET',
    url: `${routes.orderViews.path}?insertedBy=${marker}&${query}`,
    headers: manager.headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as OrderView[];
}
const numbersOf = (views: OrderView[]) => views.map((view) => view.orderNumber).sort((a, b) => a - b);

beforeAll(async () => {
  manager = await loginAs(testApp.app, 'manager');
  customer = await loginAs(testApp.app, 'customer');
});

describe('the list’s one search box', () => {
  it('finds by client name (any case, ё as е), phone digits, track number and number prefix', async () => {
    const yolkina = await seed({ clientName: 'Ёлкина Алёна' });
    const phone = await seed({ clientName: 'Сидоров', phoneNumber: '+7 (912) 345-67-89' });
    const track = await seed({ clientName: 'Петров', trackNumber: 'RP123456789RU' });
    const other = await seed({ clientName: 'Иванов', phoneNumber: '+7 900 000-00-00', number: 987_650 });
    const search = async (text: string) => numbersOf(await list(`q=${encodeURIComponent(text)}`));

    expect(await search('елкина')).toEqual([yolkina.number]);
    expect(await search('АЛЁНА')).toEqual([yolkina.number]);
    expect(await search('8 912 345 67 89')).toEqual([phone.number]);
    expect(await search('912 345')).toEqual([phone.number]);
    // Digits are looked for in the track number too.
    expect(await search('34567')).toEqual([phone.number, track.number]);
    expect(await search('rp1234')).toEqual([track.number]);
    // The number by its beginning: the order itself, not one whose number only contains it.
    expect(await search('98765')).toEqual([other.number]);
    expect(await search('№ 987650')).toEqual([other.number]);
    expect(await search('87650')).toEqual([]);
    // Wildcards are plain text.
    expect(await search('%')).toEqual([]);
    // The totals and the CSV read the same search.
    const totals = await testApp.app.inject({
      method: 'GET',
      url: `${routes.orderViewTotals.path}?insertedBy=${marker}&q=${encodeURIComponent('ёлкина')}`,
      headers: manager.headers,
    });
    expect(totals.json()).toMatchObject({ count: 1 });
  });
});

describe('several statuses in one filter', () => {
  it('takes a comma list or the parameter repeated, and refuses an unknown status in Russian', async () => {
    const created = await seed({ status: orderStatuses.created, clientName: 'Статусы' });
    const shipped = await seed({ status: orderStatuses.shipped, clientName: 'Статусы' });
    await seed({ status: orderStatuses.inWork, clientName: 'Статусы' });
    const both = [created.number, shipped.number].sort((a, b) => a - b);
    const statuses = encodeURIComponent(`${orderStatuses.created},${orderStatuses.shipped}`);
    expect(numbersOf(await list(`clientName=Статусы&statuses=${statuses}`))).toEqual(both);
    const repeated = [orderStatuses.created, orderStatuses.shipped]
      .map((status) => `statuses=${encodeURIComponent(status)}`)
      .join('&');
    expect(numbersOf(await list(`clientName=Статусы&${repeated}`))).toEqual(both);

    for (const route of [routes.orderViews, routes.orderViewTotals, routes.orderViewsCsv]) {
      const reply = await testApp.app.inject({
        method: 'GET',
        url: `${route.path}?statuses=${encodeURIComponent(`${orderStatuses.created},Доставлен`)}`,
        headers: manager.headers,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe('Нет такого статуса заказа: «Доставлен»');
    }
  });
});

describe('the planned send date and «Дата доставки»', () => {
  it('finds orders due today in Moscow and overdue ones not yet sent', async () => {
    const name = 'План отправки';
    const today = await seed({ clientName: name, approximalSendDate: '2026-12-04' });
    await seed({ clientName: name, approximalSendDate: '2026-12-04', status: orderStatuses.cancelled });
    const overdue = await seed({ clientName: name, approximalSendDate: '2026-12-03' });
    await seed({ clientName: name, approximalSendDate: '2026-12-02', sendDate: '2026-12-02' });
    await seed({ clientName: name, approximalSendDate: '2026-12-01', status: orderStatuses.shipped });
    await seed({ clientName: name, approximalSendDate: '2026-12-05' });
    const filtered = async (plannedSend: string) =>
      numbersOf(await list(`clientName=${encodeURIComponent(name)}&plannedSend=${plannedSend}`));
    expect(await filtered('today')).toEqual([today.number]);
    expect(await filtered('overdue')).toEqual([overdue.number]);
    const bad = await testApp.app.inject({
      method: 'GET',
      url: `${routes.orderViews.path}?plannedSend=tomorrow`,
      headers: manager.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reads the send date the manager’s update writes', async () => {
    const order = await seed({ clientName: 'Дата доставки' });
    const update = await testApp.app.inject({
      method: 'POST',
      url: `${routes.updateOrderInformation.path}?orderId=${order.id}`,
      headers: manager.headers,
      payload: { sendDate: '2026-12-02', trackNumber: '80081234567890' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const day = await list(
      `clientName=${encodeURIComponent('Дата доставки')}&deliveryDateFrom=2026-12-02&deliveryDateTo=2026-12-02`,
    );
    expect(day.map((view) => [view.orderNumber, view.deliveryDate, view.trackNumber])).toEqual([
      [order.number, '2026-12-02', '80081234567890'],
    ]);
    expect(await list(`clientName=${encodeURIComponent('Дата доставки')}&deliveryDateFrom=2026-12-03`)).toEqual([]);
  });
});

describe('bulk status change', () => {
  const change = (session: TestSession, orderIds: string[], status: string) =>
    testApp.app.inject({
      method: 'POST',
      url: routes.bulkOrderStatus.path,
      headers: session.headers,
      payload: { orderIds, status },
    });

  it('changes each order it may and says why not for the others, in the order asked', async () => {
    const unpaid = await seed({ status: orderStatuses.inWork });
    const paid = await seed({ status: orderStatuses.inWork, payed: true });
    const missing = crypto.randomUUID();
    const reply = await change(manager, [unpaid.id, paid.id, missing], orderStatuses.awaitingLayouts);
    expect(reply.statusCode, reply.body).toBe(200);
    expect((reply.json() as BulkOrderResults).results).toEqual([
      {
        orderId: unpaid.id,
        orderNumber: unpaid.number,
        ok: true,
        reason: null,
        status: orderStatuses.awaitingLayouts,
        trackNumber: null,
      },
      {
        orderId: paid.id,
        orderNumber: paid.number,
        ok: false,
        reason: managerDayTexts.paidBackToEditing,
        status: orderStatuses.inWork,
        trackNumber: null,
      },
      {
        orderId: missing,
        orderNumber: null,
        ok: false,
        reason: managerDayTexts.orderNotFound,
        status: null,
        trackNumber: null,
      },
    ]);
    const stored = await testApp.app.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [unpaid.id, paid.id]));
    expect(Object.fromEntries(stored.map((row) => [row.id, row.status]))).toEqual({
      [unpaid.id]: orderStatuses.awaitingLayouts,
      [paid.id]: orderStatuses.inWork,
    });
    // The change is the dialog's: the timeline keeps it.
    const events = await testApp.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, unpaid.id));
    expect(JSON.stringify(events)).toContain(orderStatuses.awaitingLayouts);
    expect(await testApp.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, paid.id))).toEqual([]);
  });

  it('sends shipped orders on Moscow’s day by the app’s clock', async () => {
    const order = await seed({ status: orderStatuses.readyToShip });
    const reply = await change(manager, [order.id], orderStatuses.shipped);
    expect((reply.json() as BulkOrderResults).results[0]).toMatchObject({ ok: true, status: orderStatuses.shipped });
    // The clock stands at 00:30 on 4 December in Moscow (the 3rd in UTC).
    const [row] = await testApp.app.db
      .select({ sendDate: orders.sendDate })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.sendDate).toBe('2026-12-04');
    expect(numbersOf(await list('deliveryDateFrom=2026-12-04&deliveryDateTo=2026-12-04'))).toEqual([order.number]);
  });

  it('refuses a customer’s cart as not an order, and changes nothing for a customer or an unknown status', async () => {
    const [cart] = await testApp.app.db
      .insert(orders)
      .values({ id: crypto.randomUUID(), ownerId: customer.userId, status: orderStatuses.created, isCart: true })
      .returning({ id: orders.id });
    const order = await seed({ status: orderStatuses.inWork });
    const cartReply = await change(manager, [cart?.id ?? ''], orderStatuses.inWork);
    expect((cartReply.json() as BulkOrderResults).results[0]).toMatchObject({
      ok: false,
      reason: managerDayTexts.notAnOrder,
    });

    const asCustomer = await change(customer, [order.id], orderStatuses.cancelled);
    expect(asCustomer.statusCode).toBe(403);
    const unknown = await change(manager, [order.id], 'Доставлен');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(managerDayTexts.unknownStatuses('Доставлен'));
    const tooMany = await change(
      manager,
      Array.from({ length: 101 }, () => order.id),
      orderStatuses.cancelled,
    );
    expect(tooMany.statusCode).toBe(400);
    const [row] = await testApp.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe(orderStatuses.inWork);
    const registerAsCustomer = await testApp.app.inject({
      method: 'POST',
      url: routes.bulkRegisterShipments.path,
      headers: customer.headers,
      payload: { orderIds: [order.id] },
    });
    expect(registerAsCustomer.statusCode).toBe(403);
  });
});

describe('the CSV export', () => {
  const csvOf = async (query: string) => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: `${routes.orderViewsCsv.path}?${query}`,
      headers: manager.headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-disposition']).toContain('orders-2026-12-04.csv');
    return reply.body;
  };

  it('writes Moscow days as ДД.ММ.ГГГГ, roubles with a decimal comma and the delivery columns, under the search', async () => {
    const order = await seed({
      clientName: 'Выгрузка Ёжикова',
      phoneNumber: '+7 920 555-11-22',
      trackNumber: '10068812345678',
      approximalSendDate: '2026-12-07',
      sendDate: '2026-12-05',
    });
    await testApp.app.db
      .update(orders)
      .set({
        // 00:30 in Moscow on 4 December: the UTC day is still the 3rd.
        checkedOutAt: new Date('2026-12-03T21:30:00Z'),
        stickersCost: 1234.5,
        deliveryCost: 350,
        cost: 1584.5,
        deliveryType: 'CDEK',
        receiverCredentials: 'Ежикова Анна',
        cdekPvzCode: 'RYZ3',
        postIndex: '390000',
      })
      .where(eq(orders.id, order.id));
    const csv = await csvOf(`q=${encodeURIComponent('ежикова')}`);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header = '', row = '', ...rest] = csv.slice(1).split('\r\n');
    expect(rest).toEqual(['']);
    const cells = Object.fromEntries(header.split(';').map((name, index) => [name, row.split(';')[index]]));
    expect(cells).toMatchObject({
      Номер: String(order.number),
      'Дата заказа': '04.12.2026',
      'Дата доставки': '05.12.2026',
      'Желаемая дата отправки': '07.12.2026',
      'Стикеры, ₽': '1234,5',
      'Сумма заказов, ₽': '1584,5',
      [managerDayTexts.csv.deliveryType]: 'СДЭК',
      [managerDayTexts.csv.receiver]: 'Ежикова Анна',
      [managerDayTexts.csv.point]: 'RYZ3',
      [managerDayTexts.csv.postIndex]: '390000',
      [managerDayTexts.csv.trackNumber]: '10068812345678',
    });
  });

  it('opens in LibreOffice (Russian locale) with dates as dates and roubles as numbers', async (context) => {
    if (!(await hasSoffice())) {
      context.skip('soffice is not installed here (CI installs Debian’s libreoffice-calc-nogui)');
      return;
    }
    const csv = await csvOf(`q=${encodeURIComponent('ежикова')}`);
    const header = csv.slice(1).split('\r\n')[0]?.split(';') ?? [];
    const cells = await csvThroughLibreOffice(csv);
    const cellOf = (name: string) => {
      const column = header.indexOf(name);
      expect(column, name).toBeGreaterThanOrEqual(0);
      // Columns A…Z, then AA…: enough for the list's columns.
      const letters = column < 26 ? String.fromCharCode(65 + column) : `A${String.fromCharCode(65 + column - 26)}`;
      return cells.get(`${letters}2`);
    };
    expect(cellOf('Дата заказа')).toMatchObject({
      type: 'n',
      isDate: true,
      value: String(spreadsheetDay('2026-12-04')),
    });
    expect(cellOf('Дата доставки')).toMatchObject({ isDate: true, value: String(spreadsheetDay('2026-12-05')) });
    expect(cellOf('Сумма заказов, ₽')).toMatchObject({ type: 'n', isDate: false, value: '1584.5' });
    expect(cellOf('Стикеры, ₽')).toMatchObject({ type: 'n', value: '1234.5' });
    expect(cellOf(managerDayTexts.csv.receiver)).toMatchObject({ type: 's', value: 'Ежикова Анна' });
  }, 180_000);

  it('streams every row of a list longer than a batch exactly once, in the list’s order', async () => {
    const batchMarker = 'csv-batches';
    const rows = orderViewExportBatch * 2 + 37;
    await testApp.app.db.execute(sql`
      insert into orders (id, owner_id, status, is_cart, inserted_by, client_name, priority)
      select gen_random_uuid(), ${manager.userId}, 'В работе', false, ${batchMarker}, 'Партия ' || series, series % 3
      from generate_series(1, ${rows}) as series`);
    const csv = await csvOf(`insertedBy=${batchMarker}`);
    const numbers = csv
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(';')[0]));
    expect(numbers).toHaveLength(rows);
    // The list answers pages of orderViewPageSize: every page, in order, is the list's order.
    const listed: number[] = [];
    for (let offset = 0; ; offset += orderViewPageSize) {
      const page = (
        await testApp.app.inject({
          method: 'GET',
          url: `${routes.orderViews.path}?insertedBy=${batchMarker}&offset=${offset}`,
          headers: manager.headers,
        })
      ).json() as OrderView[];
      listed.push(...page.map((view) => view.orderNumber));
      if (page.length < orderViewPageSize) break;
    }
    expect(numbers).toEqual(listed);
  });
});
