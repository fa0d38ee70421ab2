import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AcrylItem,
  type AdminOrder,
  buildPath,
  generalAcrylFileItemName,
  type Order,
  type PreflightResult,
  preflightResult,
  routes,
  type StickerItem,
} from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, stickerItems } from '../../src/db/schema.js';
import { LayoutPreflight } from '../../src/files/layout-preflight.js';
import { preflightDefaults } from '../../src/files/preflight/config.js';
import type { PreviewService } from '../../src/files/preview/preview-service.js';
import { queueOwnerOf } from '../../src/files/preview/worker-pool.js';
import { readSlotLayout, storePreflight } from '../../src/files/records.js';
import { createCustomerOrder, loginAs, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';
import { pixelsAt, rgbPng } from './preflight/test-fixtures.js';
import { pngBomb } from './test-fixtures.js';

const dataDir = mkdtempSync(join(tmpdir(), 'layout-preflight-'));
// The answers wait for their preflight however busy the machine: a cold preview worker at load
// 17 on two cores outlasted the 5 s a customer's upload waits. That wait is tested below with a
// short one of its own.
const testApp = useTestApp({ config: { dataDir, preflightAnswerWaitMs: 120_000 } });
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const lowResolution =
  'Разрешение 72 dpi при размере 100×100 мм — для чёткой печати нужно не менее 300 dpi: пришлите файл 1181×1181 пикселей или больше';

/** A customer's cart with a 100×100 mm sticker item (the test kit's body, without cutting) and an acrylic item. */
async function customerWithItem() {
  const session = await signUp(testApp.app);
  const order = await createCustomerOrder(testApp.app, session);
  // Not cut along its shape: the stored preflight then stays the one answered (a shape cut's
  // contour is traced after the answer; contour/routes.test.ts follows it).
  const [row] = await testApp.app.db
    .update(stickerItems)
    .set({ cuttingType: 'None' })
    .where(eq(stickerItems.id, order.stickerItemId))
    .returning();
  if (!row) throw new Error('the sticker item is missing');
  return { session, order, itemName: row.name };
}

function upload(
  session: TestSession,
  orderId: string,
  itemName: string,
  fileName: string,
  body: Buffer,
  kind = 'stickers',
) {
  return testApp.app.inject({
    method: 'POST',
    url: buildPath(routes.uploadFile.path, { orderId, kind, itemName }),
    query: { fileName },
    headers: { ...session.headers, 'content-type': 'application/octet-stream' },
    body,
  });
}

async function stickerOf(session: TestSession, orderId: string): Promise<StickerItem> {
  const reply = await testApp.app.inject({
    url: buildPath(routes.order.path, { id: orderId }),
    headers: session.headers,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const [item] = (reply.json() as Order).orderItems;
  if (!item) throw new Error('the order has no sticker item');
  return item;
}

const checkOf = (result: PreflightResult | null | undefined, id: string) =>
  result?.checks.find((check) => check.id === id);

describe('preflight on upload', () => {
  it('answers a 72 dpi PNG for a 100×100 mm item red on resolution, and the item carries it', async () => {
    const { session, order, itemName } = await customerWithItem();
    const side = pixelsAt(100, 72);
    const uploaded = await upload(session, order.orderId, itemName, 'low.png', await rgbPng(side, side, 72));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const preflight = uploaded.json().preflight as PreflightResult;
    expect(preflightResult.safeParse(preflight).success, uploaded.body).toBe(true);
    expect(preflight.level).toBe('red');
    expect(checkOf(preflight, 'resolution')).toEqual({ id: 'resolution', level: 'red', message: lowResolution });
    expect(preflight.facts).toMatchObject({ widthPx: side, heightPx: side, effectiveDpi: 72 });

    expect((await stickerOf(session, order.orderId)).preflight).toEqual(preflight);
    // The cart (order 0) is the same order seen through the caller's cart.
    expect((await stickerOf(session, '0')).preflight).toEqual(preflight);
  });

  it('checks again when the item is resized: the same file is sharp enough for 10×10 mm', async () => {
    const { session, order, itemName } = await customerWithItem();
    const side = pixelsAt(100, 72);
    await upload(session, order.orderId, itemName, 'low.png', await rgbPng(side, side, 72));
    const saved = await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: order.orderId }),
      headers: session.headers,
      payload: stickerItemBody({ id: order.stickerItemId, name: itemName, width: 10, height: 10, cuttingType: 'None' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const answered = (saved.json() as StickerItem).preflight;
    expect(checkOf(answered, 'resolution')).toMatchObject({ level: 'green' });
    expect(answered?.facts.effectiveDpi).toBe(719);
    expect((await stickerOf(session, order.orderId)).preflight).toEqual(answered);

    // A save that keeps the size keeps the stored result without running preflight again.
    const renamed = await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: order.orderId }),
      headers: session.headers,
      payload: stickerItemBody({
        id: order.stickerItemId,
        name: itemName,
        width: 10,
        height: 10,
        count: 40,
        cuttingType: 'None',
      }),
    });
    expect((renamed.json() as StickerItem).preflight).toEqual(answered);
  });

  it('stores a pixel bomb and gives it no preflight', async () => {
    const { session, order, itemName } = await customerWithItem();
    const uploaded = await upload(session, order.orderId, itemName, 'bomb.png', pngBomb());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ fileName: 'bomb.png', preflight: null });
    const item = await stickerOf(session, order.orderId);
    expect(item).toMatchObject({ fileName: 'bomb.png', preflight: null });
  });

  it('preflights a 100 MP layout within the preview limits, reading headers only', async () => {
    const { session, order, itemName } = await customerWithItem();
    const side = 10_000;
    // The header claims 10 000 × 10 000 and no pixel data follows: a preflight that decoded the
    // pixels would fail and leave the file to the manager with no facts.
    const uploaded = await upload(session, order.orderId, itemName, 'large.png', pngBomb(side, side));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().preflight).toMatchObject({
      level: 'yellow', // RGB; 10 000 px over 100 mm is plenty
      facts: { widthPx: side, heightPx: side, effectiveDpi: 2540 },
    });
  });

  it('checks the general acryl file for what needs no item size', async () => {
    const { session, order } = await customerWithItem();
    const uploaded = await upload(
      session,
      order.orderId,
      generalAcrylFileItemName,
      'Общий.png',
      await rgbPng(600, 400, 72),
      'acryl',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const preflight = uploaded.json().preflight as PreflightResult;
    expect(preflight.checks.map((check) => check.id)).toEqual(['colorMode', 'transparency']);
    const [row] = await testApp.app.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row?.acrylFilePreflight).toEqual(preflight);
    const customerAnswer = await testApp.app.inject({
      url: buildPath(routes.order.path, { id: order.orderId }),
      headers: session.headers,
    });
    expect((customerAnswer.json() as Order).acrylFilePreflight).toEqual(preflight);
    const manager = await loginAs(testApp.app, 'manager');
    const adminAnswer = await testApp.app.inject({
      url: buildPath(routes.adminOrder.path, { id: order.orderId }),
      headers: manager.headers,
    });
    expect(adminAnswer.json()).toMatchObject({ acrylFileName: 'Общий.png', acrylFilePreflight: preflight });

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: buildPath(routes.deleteFile.path, {
        orderId: order.orderId,
        kind: 'acryl',
        itemName: generalAcrylFileItemName,
      }),
      headers: session.headers,
    });
    expect(removed.statusCode).toBe(204);
    const [cleared] = await testApp.app.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(cleared?.acrylFilePreflight).toBeNull();
    const afterRemoval = await testApp.app.inject({
      url: buildPath(routes.order.path, { id: order.orderId }),
      headers: session.headers,
    });
    expect(afterRemoval.json()).not.toHaveProperty('acrylFilePreflight');
  });
});

describe('who sees a preflight', () => {
  it("is in the manager's order answer, per item, and not open to another customer", async () => {
    const { session, order, itemName } = await customerWithItem();
    const side = pixelsAt(100, 72);
    const uploaded = await upload(session, order.orderId, itemName, 'low.png', await rgbPng(side, side, 72));
    const preflight = uploaded.json().preflight as PreflightResult;

    const manager = await loginAs(testApp.app, 'manager');
    const adminAnswer = await testApp.app.inject({
      url: buildPath(routes.adminOrder.path, { id: order.orderId }),
      headers: manager.headers,
    });
    expect(adminAnswer.statusCode, adminAnswer.body).toBe(200);
    const adminOrder = adminAnswer.json() as AdminOrder;
    expect(adminOrder.orderItems[0]?.preflight).toEqual(preflight);
    // No layout, no preflight field.
    expect(adminOrder.acrylOrderItems[0] as AcrylItem).not.toHaveProperty('preflight');

    const stranger = await signUp(testApp.app);
    const refused = await testApp.app.inject({
      url: buildPath(routes.order.path, { id: order.orderId }),
      headers: stranger.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('resolution');
  });
});

describe('storing a result', () => {
  it('drops a result that finished after the item was resized', async () => {
    const { session, order, itemName } = await customerWithItem();
    await upload(session, order.orderId, itemName, 'low.png', await rgbPng(300, 300, 72));
    const slot = { type: 'item', kind: 'stickers', itemId: order.stickerItemId } as const;
    const examined = await readSlotLayout(testApp.app.db, slot);
    if (!examined) throw new Error('the item has no layout');
    const stale: PreflightResult = { level: 'green', checks: [], facts: {} };
    await testApp.app.db.update(stickerItems).set({ width: 55 }).where(eq(stickerItems.id, order.stickerItemId));
    expect(await storePreflight(testApp.app.db, examined, stale)).toBe(false);
    expect((await stickerOf(session, order.orderId)).preflight).not.toEqual(stale);
  });

  it('answers without a preflight that outlasts the wait, and stores it when it finishes', async () => {
    const { session, order, itemName } = await customerWithItem();
    await upload(session, order.orderId, itemName, 'low.png', await rgbPng(300, 300, 72));
    const late: PreflightResult = { level: 'yellow', checks: [], facts: { widthPx: 300 } };
    const slowWorkers = {
      preflight: () => new Promise((resolve) => setTimeout(resolve, 200, { status: 'checked', result: late })),
    } as unknown as PreviewService;
    const checker = new LayoutPreflight(testApp.app.db, slowWorkers, preflightDefaults, testApp.app.log, 20);
    expect(await checker.examine({ type: 'item', kind: 'stickers', itemId: order.stickerItemId })).toBeUndefined();
    await checker.settle();
    expect((await stickerOf(session, order.orderId)).preflight).toEqual(late);
  });

  it('answers null when the workers fail (a timeout), leaving the file as it is', async () => {
    const { session, order, itemName } = await customerWithItem();
    await upload(session, order.orderId, itemName, 'low.png', await rgbPng(300, 300, 72));
    const failingWorkers = {
      preflight: () => Promise.reject(new Error('Preview took over 20000 ms')),
    } as unknown as PreviewService;
    const checker = new LayoutPreflight(testApp.app.db, failingWorkers, preflightDefaults, testApp.app.log);
    expect(await checker.examine({ type: 'item', kind: 'stickers', itemId: order.stickerItemId })).toBeNull();
  });

  it("waits in the order owner's preview line, not the shared anonymous one", async () => {
    const { session, order, itemName } = await customerWithItem();
    await upload(session, order.orderId, itemName, 'low.png', await rgbPng(300, 300, 72));
    const owners: (string | undefined)[] = [];
    const recordingWorkers = {
      preflight: (...args: unknown[]) => {
        owners.push(args[4] as string | undefined);
        return Promise.resolve({ status: 'checked', result: { level: 'green', checks: [], facts: {} } });
      },
    } as unknown as PreviewService;
    const checker = new LayoutPreflight(testApp.app.db, recordingWorkers, preflightDefaults, testApp.app.log);
    await checker.examine({ type: 'item', kind: 'stickers', itemId: order.stickerItemId });
    const [row] = await testApp.app.db
      .select({ ownerId: orders.ownerId })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(owners).toEqual([queueOwnerOf(row?.ownerId ?? -1)]);
  });
});
