import { randomUUID } from 'node:crypto';
import { type ContourStatus, type PreflightResult, type ProductionTotals, routes } from '@stickers62/core/contract';
import { paperFormatSizes, printFormatForSize } from '@stickers62/core/pricing';
import { emptyProductionTotals, noFilmSheetGroup } from '@stickers62/testkit/fixtures';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { printFormatSql } from '../../src/admin/production-totals.js';
import { acrylItems, orders, stickerItems } from '../../src/db/schema.js';
import { loginAs, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
let manager: TestSession;
// Marks this file's orders, so the `insertedBy` filter isolates them.
const marker = `production-${process.pid}`;

const inject = (options: InjectOptions) => testApp.app.inject(options);
const totalsFor = async (query = '', session = manager) => {
  const reply = await inject({
    method: 'GET',
    url: `${routes.productionTotals.path}?insertedBy=${marker}${query}`,
    headers: session.headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json() as ProductionTotals;
};

interface StickerSeed {
  width: number;
  height: number;
  filmType: string | null;
  laminationType: string | null;
  cuttingType: string | null;
  count: number;
  cost: number;
  isColorProof: boolean;
  preflight?: PreflightResult;
}
interface AcrylSeed {
  acrylType: string;
  materialType: string;
  printType: string;
  count: number;
  cost: number;
  isColorProof: boolean;
}

/** An order with exactly these items, written straight to the tables so the hand count knows every row. */
async function seedOrder(
  options: { isUrgent?: boolean; isCart?: boolean; insertedBy?: string | null },
  stickers: StickerSeed[],
  acryl: AcrylSeed[],
) {
  const db = testApp.app.db;
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    ownerId: manager.userId,
    status: 'Создан',
    isCart: options.isCart ?? false,
    insertedBy: options.insertedBy === undefined ? marker : options.insertedBy,
    isUrgent: options.isUrgent ?? false,
    checkedOutAt: new Date(),
  });
  const base = { orderId: id, ownerId: manager.userId };
  if (stickers.length > 0) {
    await db.insert(stickerItems).values(stickers.map((item, index) => ({ ...base, name: `s${index}`, ...item })));
  }
  if (acryl.length > 0) {
    await db.insert(acrylItems).values(acryl.map((item, index) => ({ ...base, name: `a${index}`, ...item })));
  }
  return id;
}

const whiteGlossContour = { filmType: 'Белая', laminationType: 'Glossy', cuttingType: 'Contour' };
/** A layout's preflight whose cut contour has `status` (the rest does not matter to the totals). */
const withContour = (status: ContourStatus): PreflightResult => ({
  level: 'green',
  checks: [],
  facts: {},
  contour: { status, widthMm: 0, heightMm: 0, bleedMm: 2, pathMm: '', nodes: 0, findings: [] },
});
const noContours = { ready: 0, needsAttention: 0, vector: 0, pending: 0, none: 0 };
const keyRing = { acrylType: 'Брелок', materialType: 'Прозрачный 3 мм', printType: 'УФ' };
const stand = { acrylType: 'Стенд', materialType: 'Прозрачный 3 мм', printType: 'УФ' };
/** The A4 group as counted by hand: both A4 items are the urgent order's (10 + 5 sheets, one proof). */
const urgentA4Sheets = {
  format: 'A4',
  ...whiteGlossContour,
  items: 2,
  sheets: 15,
  colorProofs: 1,
  cost: 1500,
  contours: { ...noContours, ready: 1, needsAttention: 1 },
};

beforeAll(async () => {
  manager = await loginAs(testApp.app, 'manager');
  // Urgent: two A4 sheets items (one turned), a key ring run.
  await seedOrder(
    { isUrgent: true },
    [
      {
        width: 210,
        height: 297,
        ...whiteGlossContour,
        count: 10,
        cost: 1000,
        isColorProof: true,
        preflight: withContour('ready'),
      },
      {
        width: 297,
        height: 210,
        ...whiteGlossContour,
        count: 5,
        cost: 500,
        isColorProof: false,
        preflight: withContour('needs-attention'),
      },
    ],
    [{ ...keyRing, count: 20, cost: 2000, isColorProof: false }],
  );
  // 100×100 mm is A6 by area; 0×0 and 500×500 have no format.
  await seedOrder(
    {},
    [
      {
        width: 100,
        height: 100,
        ...whiteGlossContour,
        count: 3,
        cost: 300.5,
        isColorProof: true,
        preflight: withContour('vector'),
      },
      {
        width: 0,
        height: 0,
        filmType: null,
        laminationType: 'None',
        cuttingType: 'None',
        count: 2,
        cost: 0,
        isColorProof: false,
      },
      {
        width: 500,
        height: 500,
        filmType: 'Прозрачная',
        laminationType: 'None',
        cuttingType: 'None',
        count: 1,
        cost: 50,
        isColorProof: false,
      },
    ],
    [
      { ...stand, count: 5, cost: 1500, isColorProof: true },
      { ...keyRing, count: 10, cost: 1000, isColorProof: true },
    ],
  );
  // Stickers only: an A3 sheet, matte, through-cut.
  await seedOrder(
    {},
    [
      {
        width: 420,
        height: 297,
        filmType: 'Белая',
        laminationType: 'Opaque',
        cuttingType: 'Through',
        count: 1,
        cost: 100,
        isColorProof: false,
      },
    ],
    [],
  );
  // A customer's open cart is not an order: its items stay out of production.
  await seedOrder(
    { isCart: true, insertedBy: null },
    [{ width: 210, height: 297, ...whiteGlossContour, count: 99, cost: 9, isColorProof: true }],
    [],
  );
});

describe('production totals', () => {
  it('match a hand count of the seeded orders', async () => {
    expect(await totalsFor()).toEqual({
      orderCount: 3,
      stickerSheets: [
        urgentA4Sheets,
        {
          format: 'A6',
          ...whiteGlossContour,
          items: 1,
          sheets: 3,
          colorProofs: 1,
          cost: 300.5,
          contours: { ...noContours, vector: 1 },
        },
        { ...noFilmSheetGroup, items: 1, sheets: 2, colorProofs: 0, cost: 0 },
        {
          format: 'A3',
          filmType: 'Белая',
          laminationType: 'Opaque',
          cuttingType: 'Through',
          items: 1,
          sheets: 1,
          colorProofs: 0,
          cost: 100,
          contours: { ...noContours, none: 1 },
        },
        {
          format: null,
          filmType: 'Прозрачная',
          laminationType: 'None',
          cuttingType: 'None',
          items: 1,
          sheets: 1,
          colorProofs: 0,
          cost: 50,
        },
      ],
      acrylPieces: [
        { ...keyRing, items: 2, pieces: 30, colorProofs: 1, cost: 3000 },
        { ...stand, items: 1, pieces: 5, colorProofs: 1, cost: 1500 },
      ],
      stickers: { items: 6, sheets: 22, colorProofs: 2, cost: 1950.5 },
      acryl: { items: 3, pieces: 35, colorProofs: 2, cost: 4500 },
      colorProofs: 4,
    });
  });

  it('apply the list filters: the same orders as the list and its totals line', async () => {
    const urgent = await totalsFor('&isUrgent=true');
    expect(urgent.orderCount).toBe(1);
    expect(urgent.stickerSheets).toEqual([urgentA4Sheets]);
    expect(urgent.acrylPieces).toEqual([{ ...keyRing, items: 1, pieces: 20, colorProofs: 0, cost: 2000 }]);
    expect(urgent.colorProofs).toBe(1);

    const onlyStickers = await totalsFor('&itemsType=onlyStickers');
    expect(onlyStickers).toMatchObject({ orderCount: 1, acrylPieces: [], stickers: { items: 1, sheets: 1 } });
    expect(onlyStickers.acryl).toEqual({ items: 0, pieces: 0, colorProofs: 0, cost: 0 });

    const none = await totalsFor('&orderNumber=999999999');
    expect(none).toEqual(emptyProductionTotals);

    for (const query of ['', '&isUrgent=true', '&isUrgent=false', '&itemsType=hasAcryl', '&itemsType=onlyStickers']) {
      const listTotals = await inject({
        method: 'GET',
        url: `${routes.orderViewTotals.path}?insertedBy=${marker}${query}`,
        headers: manager.headers,
      });
      expect((await totalsFor(query)).orderCount, query).toBe(listTotals.json().count);
    }
  });

  it('are for staff only: a guest gets 401, a customer 403, an admin the totals', async () => {
    const url = `${routes.productionTotals.path}?insertedBy=${marker}`;
    const csvUrl = `${routes.productionTotalsCsv.path}?insertedBy=${marker}`;
    for (const target of [url, csvUrl]) {
      expect((await inject({ method: 'GET', url: target })).statusCode).toBe(401);
      const customer = await loginAs(testApp.app, 'customer');
      expect((await inject({ method: 'GET', url: target, headers: customer.headers })).statusCode).toBe(403);
    }
    const admin = await loginAs(testApp.app, 'admin');
    expect((await totalsFor('', admin)).orderCount).toBe(3);
  });

  it('refuse filters the list refuses, with 400 and the field named', async () => {
    for (const [query, field] of [
      ['isUrgent=maybe', 'isUrgent'],
      ['orderNumber=abc', 'orderNumber'],
      ['itemsType=everything', 'itemsType'],
      ['orderDateFrom=2026-13-01', 'orderDateFrom'],
    ]) {
      for (const path of [routes.productionTotals.path, routes.productionTotalsCsv.path, routes.orderViewTotals.path]) {
        const reply = await inject({ method: 'GET', url: `${path}?${query}`, headers: manager.headers });
        expect(reply.statusCode, `${path}?${query}`).toBe(400);
        expect(reply.json().message).toBe(`Некорректное значение поля «${field}»`);
      }
    }
  });

  it('download as a CSV of their own: Excel-ready, same groups and sums, the order list CSV untouched', async () => {
    const reply = await inject({
      method: 'GET',
      url: `${routes.productionTotalsCsv.path}?insertedBy=${marker}`,
      headers: manager.headers,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="production-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(reply.body.startsWith('\uFEFFСводка для производства\r\n')).toBe(true);
    const lines = reply.body.slice(1).split('\r\n');
    expect(lines[1]).toMatch(/^Сформировано \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect(lines.slice(2)).toEqual([
      '',
      'Стикеры: листы по формату, пленке, ламинации и резке',
      'Формат;Пленка;Ламинация;Резка;Позиций;Листов;Цветопроб;Сумма, ₽;Контур резки',
      'A4;Белая;Глянцевая;Контурная;2;15;1;1500;готов 1 · требует внимания 1',
      'A6;Белая;Глянцевая;Контурная;1;3;1;300,5;вектор (линия в файле) 1',
      'Без формата;Не указано;Без ламинации;Без резки;1;2;0;0;—',
      'A3;Белая;Матовая;Сквозная;1;1;0;100;нет контура 1',
      'Без формата;Прозрачная;Без ламинации;Без резки;1;1;0;50;—',
      'Итого;;;;6;22;2;1950,5;',
      '',
      'Акрил: штуки по типу, материалу и печати',
      'Тип;Материал;Печать;Позиций;Штук;Цветопроб;Сумма, ₽',
      'Брелок;Прозрачный 3 мм;УФ;2;30;1;3000',
      'Стенд;Прозрачный 3 мм;УФ;1;5;1;1500',
      'Итого;;;3;35;2;4500',
      '',
      'Заказов;3',
      'Цветопроб всего;4',
      '',
    ]);
    // The spec's export is still the order list, one line per order.
    const list = await inject({
      method: 'GET',
      url: `${routes.orderViewsCsv.path}?insertedBy=${marker}`,
      headers: manager.headers,
    });
    expect(list.body.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(list.body.slice(1).startsWith('Номер;Клиент;')).toBe(true);
  });
});

describe('the traced cut contours listed with the totals', () => {
  const traced = (status: ContourStatus): PreflightResult => {
    const result = withContour(status);
    return {
      ...result,
      contour: { ...(result.contour as NonNullable<PreflightResult['contour']>), pathMm: 'M2 2L10 2L10 10Z' },
    };
  };
  const sticker = (preflight?: PreflightResult): StickerSeed => ({
    width: 50,
    height: 50,
    ...whiteGlossContour,
    count: 1,
    cost: 100,
    isColorProof: false,
    ...(preflight ? { preflight } : {}),
  });

  it('name each filtered order’s sticker item with a cut line to download, lowest order number first', async () => {
    // Markers of their own: the `insertedBy` filter matches a part of the name.
    const insertedBy = `contours-${process.pid}`;
    const first = await seedOrder(
      { insertedBy },
      [sticker(traced('ready')), sticker(withContour('ready')), sticker(withContour('vector'))],
      [],
    );
    const second = await seedOrder(
      { insertedBy },
      [sticker(withContour('pending')), sticker(traced('needs-attention')), sticker()],
      [],
    );
    // Another filter's order: not listed.
    await seedOrder({ insertedBy: `other-${process.pid}` }, [sticker(traced('ready'))], []);
    const numbers = await testApp.app.db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(sql`${orders.id} in (${first}, ${second})`);
    const numberOf = (id: string) => numbers.find((row) => row.id === id)?.number;
    const reply = await inject({
      method: 'GET',
      url: `${routes.productionTotals.path}?insertedBy=${insertedBy}`,
      headers: manager.headers,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((reply.json() as ProductionTotals).cutContours).toEqual([
      { orderId: first, orderNumber: numberOf(first), itemName: 's0', status: 'ready' },
      { orderId: second, orderNumber: numberOf(second), itemName: 's1', status: 'needs-attention' },
    ]);
    // No traced contour among the filtered orders: no list at all.
    expect((await totalsFor()).cutContours).toBeUndefined();
  });
});

describe('the sheet format in SQL', () => {
  /** A small deterministic generator, so a failure repeats. */
  function sizes(): [number, number][] {
    let seed = 62;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const list: [number, number][] = [
      [0, 0],
      [0, 100],
      [-10, 50],
      [-10, -50],
      [600, 600],
      [1e-9, 1e-9],
      [0.1, 0.2],
    ];
    for (const { width, height } of Object.values(paperFormatSizes)) {
      const area = width * height;
      list.push([width, height], [height, width], [width + 0.001, height], [width, height - 0.001]);
      // Exactly the format's area in another shape, and a hair above it.
      list.push([area / 100, 100], [area / 100 + 1e-9, 100], [Math.sqrt(area), Math.sqrt(area)]);
    }
    for (let index = 0; index < 1500; index++) {
      const round = next() < 0.5;
      const dimension = () => (round ? Math.round(next() * 500) : Math.round(next() * 500_000) / 1000);
      list.push([dimension(), dimension()]);
    }
    return list;
  }

  it('gives the format core pricing gives, on 1 500+ sizes', async () => {
    const list = sizes();
    const values = sql.join(
      list.map(([width, height], index) => sql.raw(`(${index}, ${width}::float8, ${height}::float8)`)),
      sql`, `,
    );
    const result = await testApp.app.db.execute(
      sql`select i, ${printFormatSql(sql.raw('w'), sql.raw('h'))} as format from (values ${values}) as size(i, w, h) order by i`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      i: number;
      format: string | null;
    }[];
    expect(rows).toHaveLength(list.length);
    const mismatches = rows.filter((row) => {
      const [width, height] = list[Number(row.i)] ?? [0, 0];
      return row.format !== printFormatForSize(width, height);
    });
    expect(mismatches).toEqual([]);
    // The list covers every answer, so agreement is not agreement on a few.
    expect(new Set(rows.map((row) => row.format))).toEqual(new Set(['A8', 'A7', 'A6', 'A5', 'A4', 'A3', null]));
  });
});
