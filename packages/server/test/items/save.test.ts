import { buildPath, routes } from '@stickers62/core/contract';
import { priceOrderItems, roundToKopecks } from '@stickers62/core/pricing';
import { itemTexts, serverTexts } from '@stickers62/core/texts';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { acrylItems, filmTypes, orders, referenceRevision, stickerItems, stickerPrices } from '../../src/db/schema.js';
import { fieldLabels } from '../../src/items/kinds.js';
import { deleteItemIfUnchanged, readOrderForSave, writeItemIfUnchanged } from '../../src/items/save-statements.js';
import { priceOrder } from '../../src/orders/costs.js';
import { loadPriceLists } from '../../src/references/price-lists.js';
import { currentReferences } from '../../src/references/reference-cache.js';
import { signUp, type TestSession } from '../test-support/app.js';
import { databaseState, useTestApp } from '../test-support/suite.js';

/**
 * The save path prices from reference data kept in memory and writes only what changed: these
 * tests hold it to core's pricing over the rows as stored, with prices read fresh from the
 * database, after edits of the price tables and under concurrent saves (on PostgreSQL, with
 * TEST_DATABASE_URL, the saves really run side by side).
 */
const testApp = useTestApp();
const app = () => testApp.app;

function save(session: TestSession, kind: 'stickers' | 'acryl', orderId: string, payload: object) {
  const route = kind === 'stickers' ? routes.saveStickerItem : routes.saveAcrylItem;
  return app().inject({
    method: 'POST',
    url: buildPath(route.path, { id: orderId }),
    headers: session.headers,
    payload,
  });
}

async function cartOf(session: TestSession): Promise<string> {
  const reply = await app().inject({ method: 'GET', url: routes.cart.path, headers: session.headers });
  return (reply.json() as { orderId: string }).orderId;
}

/** Every stored cost and sum of the order is what core's pricing makes of its rows with today's prices. */
async function expectPricedAsCore(orderId: string) {
  const db = app().db;
  const [stickers, acryl, [order]] = await Promise.all([
    db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId)).orderBy(asc(stickerItems.id)),
    db.select().from(acrylItems).where(eq(acrylItems.orderId, orderId)).orderBy(asc(acrylItems.id)),
    db.select().from(orders).where(eq(orders.id, orderId)),
  ]);
  const expected = priceOrderItems(stickers, acryl, await loadPriceLists(db));
  expect(stickers.map((item) => item.cost)).toEqual(expected.stickers);
  expect(acryl.map((item) => item.cost)).toEqual(expected.acryl);
  const sum = (costs: number[]) => roundToKopecks(costs.reduce((total, cost) => total + cost, 0));
  expect(order?.stickersCost).toBe(sum(expected.stickers));
  expect(order?.acrylCost).toBe(sum(expected.acryl));
  expect(order?.cost).toBe(roundToKopecks(sum(expected.stickers) + sum(expected.acryl) + (order?.deliveryCost ?? 0)));
  return { stickers, acryl };
}

describe('item save and delete pricing', () => {
  it('reprice every item when one changes the order’s sticker total across a tier, and on delete', async () => {
    const session = await signUp(app());
    const orderId = await cartOf(session);
    const ids: number[] = [];
    for (const name of ['Первый', 'Второй', 'Третий']) {
      const reply = await save(session, 'stickers', orderId, stickerItemBody({ name, count: 20 }));
      expect(reply.statusCode).toBe(200);
      ids.push((reply.json() as { id: number }).id);
    }
    await save(session, 'acryl', orderId, acrylItemBody({ count: 12 }));
    const at60 = await expectPricedAsCore(orderId);

    // 20 + 20 + 200 = 240 sheets: the 100 tier, so the two untouched items get cheaper per sheet.
    const grown = await save(session, 'stickers', orderId, stickerItemBody({ id: ids[2], name: 'Третий', count: 200 }));
    expect(grown.statusCode).toBe(200);
    const at240 = await expectPricedAsCore(orderId);
    expect(at240.stickers[0]?.cost).toBeLessThan(at60.stickers[0]?.cost ?? 0);
    expect(grown.json()).toMatchObject({ id: ids[2], count: 200, cost: at240.stickers[2]?.cost });

    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/web/stickers/${orderId}/delete?itemId=${ids[2]}`,
      headers: session.headers,
    });
    expect(removed.statusCode).toBe(204);
    // 40 sheets left: the 10 tier, dearer per sheet again.
    const back = await expectPricedAsCore(orderId);
    expect(back.stickers[0]?.cost).toBeGreaterThan(at240.stickers[0]?.cost ?? 0);
  });

  it('price the next save with a price edited straight in the database', async () => {
    const session = await signUp(app());
    const orderId = await cartOf(session);
    const body = stickerItemBody({ count: 60 });
    const first = (await save(session, 'stickers', orderId, body)).json() as { id: number; cost: number };
    expect(first.cost).toBeGreaterThan(0);
    const row = and(
      eq(stickerPrices.cuttingType, body.cuttingType ?? ''),
      eq(stickerPrices.laminationType, body.laminationType ?? ''),
      eq(stickerPrices.filmType, body.filmType ?? ''),
    );
    const [revision] = await app().db.select().from(referenceRevision);
    await app()
      .db.update(stickerPrices)
      .set({ price: sql`${stickerPrices.price} + 10` })
      .where(row);
    const [moved] = await app().db.select().from(referenceRevision);
    expect(moved?.revision, 'the trigger moves the revision').toBeGreaterThan(revision?.revision ?? 0);
    try {
      const again = await save(session, 'stickers', orderId, { ...body, id: first.id });
      expect(again.statusCode).toBe(200);
      expect((again.json() as { cost: number }).cost).toBe(roundToKopecks(first.cost + 10 * 60));
      await expectPricedAsCore(orderId);
    } finally {
      await app()
        .db.update(stickerPrices)
        .set({ price: sql`${stickerPrices.price} - 10` })
        .where(row);
    }
  });

  it('check values against reference lists as edited straight in the database', async () => {
    const session = await signUp(app());
    const orderId = await cartOf(session);
    const film = 'Плёнка из базы';
    const body = stickerItemBody({ filmType: film });
    const refused = await save(session, 'stickers', orderId, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(serverTexts.badField(fieldLabels.filmType));

    await app().db.insert(filmTypes).values({ name: film, enabled: false });
    const accepted = await save(session, 'stickers', orderId, body);
    expect(accepted.statusCode).toBe(200);
    // A film without price rows prices to nothing: the manager prices it.
    expect(accepted.json().cost).toBe(0);

    await app().db.delete(stickerItems).where(eq(stickerItems.orderId, orderId));
    await app().db.delete(filmTypes).where(eq(filmTypes.name, film));
    const gone = await save(session, 'stickers', orderId, stickerItemBody({ filmType: film }));
    expect(gone.statusCode).toBe(400);
    expect(gone.json().message).toBe(serverTexts.badField(fieldLabels.filmType));
  });

  it('refuse a save on a non-editable order before looking at its values, as under the lock', async () => {
    const session = await signUp(app());
    const orderId = await cartOf(session);
    const saved = (await save(session, 'stickers', orderId, stickerItemBody())).json() as { id: number };
    await app().db.update(orders).set({ status: 'В работе' }).where(eq(orders.id, orderId));
    const before = await app().db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId));
    for (const body of [stickerItemBody({ filmType: 'Нет такой' }), stickerItemBody({ id: saved.id, count: 300 })]) {
      const reply = await save(session, 'stickers', orderId, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(itemTexts.notEditable);
    }
    const removed = await app().inject({
      method: 'DELETE',
      url: `/api/web/stickers/${orderId}/delete?itemId=${saved.id}`,
      headers: session.headers,
    });
    expect(removed.json().message).toBe(itemTexts.notEditable);
    expect(await app().db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId))).toEqual(before);
  });

  it('keep every cost and sum core’s and every name unique under saves, new items and deletes of one order at once', async () => {
    const session = await signUp(app());
    const orderId = await cartOf(session);
    const stickers: number[] = [];
    for (let index = 0; index < 8; index++) {
      const reply = await save(session, 'stickers', orderId, stickerItemBody({ name: `Параллельно ${index}` }));
      stickers.push((reply.json() as { id: number }).id);
    }
    const keyRing = (await save(session, 'acryl', orderId, acrylItemBody({ name: 'Брелок параллельно' }))).json();
    const remove = (id: number | undefined) =>
      app().inject({
        method: 'DELETE',
        url: `/api/web/stickers/${orderId}/delete?itemId=${id}`,
        headers: session.headers,
      });
    // Counts from 5 to 164 sheets on five items: the order's total crosses the 10 and 100 tiers back and forth.
    const replies = await Promise.all([
      ...Array.from({ length: 40 }, (_, index) =>
        save(
          session,
          'stickers',
          orderId,
          stickerItemBody({
            id: stickers[index % 5],
            name: `Параллельно ${index % 5}`,
            count: 5 + ((index * 37) % 160),
          }),
        ),
      ),
      save(session, 'stickers', orderId, stickerItemBody({ name: 'Новый параллельно', count: 90 })),
      save(session, 'stickers', orderId, stickerItemBody({ name: 'Новый параллельно', count: 3 })),
      save(session, 'acryl', orderId, acrylItemBody({ id: keyRing.id, name: 'Брелок параллельно', count: 55 })),
      remove(stickers[5]),
      remove(stickers[6]),
      remove(stickers[7]),
    ]);
    const codes = replies.map((reply) => reply.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(42);
    expect(codes.filter((code) => code === 204)).toHaveLength(3);
    // The same new name twice at once: one is saved, the other refused.
    const refused = replies.filter((reply) => reply.statusCode === 400);
    expect(refused.map((reply) => reply.json().message)).toEqual([itemTexts.duplicateName]);
    const stored = await expectPricedAsCore(orderId);
    expect(stored.stickers.map((item) => item.name).sort()).toEqual(
      ['Новый параллельно', ...[0, 1, 2, 3, 4].map((index) => `Параллельно ${index}`)].sort(),
    );
  });

  it('write nothing in one statement when the order, the item or the reference tables changed since the read', async () => {
    const session = await signUp(app());
    const orderId = await cartOf(session);
    const first = (await save(session, 'stickers', orderId, stickerItemBody({ name: 'Первый', count: 20 }))).json();
    await save(session, 'stickers', orderId, stickerItemBody({ name: 'Второй', count: 20 }));
    const { priceLists, revision } = await currentReferences(app().db);
    const plannedFrom = async () => {
      const read = await readOrderForSave(app().db, orderId);
      if (!read) throw new Error('the order reads');
      const stickers = read.stickers.map((item) => (item.id === first.id ? { ...item, count: 200 } : item));
      const costs = priceOrder({ ...read, stickers }, priceLists);
      const columns = { ...stickerItemBody({ name: 'Первый', count: 200 }), cost: costs.stickers[0]?.cost ?? 0 };
      const { id: _id, ...fields } = columns;
      const version = read.stickers[0]?.version ?? 0;
      const planned = { costs, revision };
      return { kind: 'stickers' as const, orderId, read, planned, columns: fields, recheckLayout: false, version };
    };

    // Another server's save lands between the read and the write: the order's version moved.
    const stale = await plannedFrom();
    await save(session, 'stickers', orderId, stickerItemBody({ name: 'Третий', count: 5 }));
    const before = await databaseState(app().db);
    expect(await writeItemIfUnchanged(app().db, { ...stale, before: { id: first.id, version: stale.version } })).toBe(
      undefined,
    );
    expect(await writeItemIfUnchanged(app().db, { ...stale, columns: { ...stale.columns, name: 'Ещё' } })).toBe(
      undefined,
    );
    expect(await deleteItemIfUnchanged(app().db, 'stickers', orderId, stale.read, stale.planned, first.id)).toBe(false);
    expect(await databaseState(app().db)).toEqual(before);

    // A layout uploaded since the read moves the item's version, not the order's.
    const read = await plannedFrom();
    await app()
      .db.update(stickerItems)
      .set({ version: sql`${stickerItems.version} + 1` })
      .where(eq(stickerItems.id, first.id));
    const uploaded = await databaseState(app().db);
    expect(await writeItemIfUnchanged(app().db, { ...read, before: { id: first.id, version: read.version } })).toBe(
      undefined,
    );
    expect(await databaseState(app().db)).toEqual(uploaded);

    // Prices from a snapshot older than the reference tables: the revision moved.
    const fresh = await plannedFrom();
    const oldPrices = { ...fresh, planned: { ...fresh.planned, revision: revision - 1 } };
    expect(
      await writeItemIfUnchanged(app().db, { ...oldPrices, before: { id: first.id, version: fresh.version } }),
    ).toBe(undefined);
    expect(await databaseState(app().db)).toEqual(uploaded);

    // Planned from the order as it stands, the same statement writes the item, the costs and the sums.
    const written = await writeItemIfUnchanged(app().db, {
      ...fresh,
      before: { id: first.id, version: fresh.version },
    });
    expect(written).toMatchObject({ id: first.id, count: 200 });
    await expectPricedAsCore(orderId);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'take the locked path when another process changes the order between the read and the write',
    async () => {
      const session = await signUp(app());
      const orderId = await cartOf(session);
      const ids: number[] = [];
      for (const name of ['Первый', 'Второй']) {
        ids.push(
          ((await save(session, 'stickers', orderId, stickerItemBody({ name, count: 20 }))).json() as { id: number })
            .id,
        );
      }
      let pending: ReturnType<typeof save> | undefined;
      // Another server holds the order's lock and grows the first item across the 100 tier.
      await app().db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${orders} where id = ${orderId} for update`);
        await tx
          .update(stickerItems)
          .set({ count: 200 })
          .where(eq(stickerItems.id, ids[0] ?? 0));
        await tx
          .update(orders)
          .set({ version: sql`${orders.version} + 1` })
          .where(eq(orders.id, orderId));
        // This save reads the order as it was and its write waits for the lock; when it gets it,
        // the order's version has moved, so it writes nothing and runs again under the lock.
        pending = save(session, 'stickers', orderId, stickerItemBody({ id: ids[1], name: 'Второй', count: 30 }));
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect((await pending)?.statusCode).toBe(200);
      const stored = await expectPricedAsCore(orderId);
      expect(stored.stickers.map((item) => item.count)).toEqual([200, 30]);
    },
  );
});
