import { acrylItem, stickerItem } from '@stickers62/core/contract';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { queryPrepared } from '../../src/db/prepared.js';
import { acrylItems, stickerItems } from '../../src/db/schema.js';
import { planSchema, toWireItem } from '../../src/items/columns.js';
import { orderForSaveStatement, parseOrderForSave, readOrderForSave } from '../../src/items/save-statements.js';
import { lockOrderWithItems } from '../../src/orders/costs.js';
import { signUp } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * The item column maps (columns.ts) against what is generated from them: the save plan holds
 * every column the map plans with, a plan without one is refused rather than priced from, the
 * locked path reads the same columns, and the wire item holds the contract's fields.
 */
const testApp = useTestApp();

const plannedKeys = (kind: 'stickers' | 'acryl') =>
  Object.keys((planSchema(kind) as unknown as z.ZodMiniObject).shape).sort();

async function orderWithItems() {
  const customer = await signUp(testApp.app);
  for (const [kind, payload] of [
    ['stickers', stickerItemBody({ name: 'Наклейка' })],
    ['acryl', acrylItemBody({ name: 'Брелок' })],
  ] as const) {
    const reply = await testApp.app.inject({
      method: 'POST',
      url: `/api/web/${kind}/0/save`,
      headers: customer.headers,
      payload,
    });
    expect(reply.statusCode, reply.body).toBe(200);
  }
  const cart = await testApp.app.inject({ method: 'GET', url: '/api/web/cart', headers: customer.headers });
  return (cart.json() as { orderId: string }).orderId;
}

describe('item column maps', () => {
  it('plan the save from every column the maps plan with, and the locked path reads the same', async () => {
    const orderId = await orderWithItems();
    const read = await readOrderForSave(testApp.app.db, orderId);
    const locked = await testApp.app.db.transaction((tx) => lockOrderWithItems(tx, orderId));
    for (const kind of ['stickers', 'acryl'] as const) {
      expect(plannedKeys(kind)).toEqual(expect.arrayContaining(['id', 'name', 'count', 'cost', 'version']));
      expect(Object.keys(read?.[kind][0] ?? {}).sort(), kind).toEqual(plannedKeys(kind));
      expect(Object.keys(locked[kind][0] ?? {}).sort(), kind).toEqual(plannedKeys(kind));
      expect(read?.[kind]).toEqual(locked[kind]);
    }
  });

  it('refuse a save plan whose statement lacks a column the map declares', async () => {
    const orderId = await orderWithItems();
    for (const [key, sql] of [
      ['filmType', 's.film_type'],
      ['managerPrice', '(a.manager_price)::float8'],
    ]) {
      const entry = `'${key}', ${sql}`;
      expect(orderForSaveStatement, key).toContain(entry);
      const [row] = await queryPrepared<{ state: string }>(
        testApp.app.db,
        orderForSaveStatement.replace(`, ${entry}`, '').replace(`${entry}, `, ''),
        [orderId],
      );
      expect(() => parseOrderForSave(row?.state ?? ''), key).toThrow(key);
    }
  });

  it('map every field of the contract’s item to the wire, and nothing else', async () => {
    const orderId = await orderWithItems();
    const [sticker] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId));
    const [acryl] = await testApp.app.db.select().from(acrylItems).where(eq(acrylItems.orderId, orderId));
    if (!sticker || !acryl) throw new Error('items missing');
    // `paperSize` is a form helper, never stored; `preflight` is sent only beside a layout.
    const contractKeys = (shape: object) =>
      Object.keys(shape)
        .filter((key) => key !== 'paperSize' && key !== 'preflight')
        .sort();
    expect(Object.keys(toWireItem('stickers', sticker)).sort()).toEqual(contractKeys(stickerItem.shape));
    expect(Object.keys(toWireItem('acryl', acryl)).sort()).toEqual(contractKeys(acrylItem.shape));
    expect(toWireItem('stickers', { ...sticker, fileKey: 'k' })).toHaveProperty('preflight', null);
  });
});
