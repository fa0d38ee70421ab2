import { buildPath, generalAcrylFileItemName, itemLimits, orderStatusList, routes } from '@stickers62/core/contract';
import { isOrderEditable } from '@stickers62/core/rules';
import { itemTexts, serverTexts } from '@stickers62/core/texts';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, stickerItems } from '../../src/db/schema.js';
import { createCustomerOrder, signUp, type TestSession } from '../test-support/app.js';
import { expectRefusal as expectRefusalOf, useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
let customer: TestSession;
let order: Awaited<ReturnType<typeof createCustomerOrder>>;

beforeAll(async () => {
  customer = await signUp(testApp.app);
  order = await createCustomerOrder(testApp.app, customer);
});

const inject = (options: InjectOptions) =>
  testApp.app.inject({ ...options, headers: { ...customer.headers, ...options.headers } });
const expectRefusal = (request: InjectOptions, message: string) => expectRefusalOf(testApp, customer, request, message);

const saveSticker = (payload: unknown): InjectOptions => ({
  method: 'POST',
  url: `/api/web/stickers/${order.orderId}/save`,
  payload: payload as object,
});
const saveAcryl = (payload: unknown): InjectOptions => ({
  method: 'POST',
  url: `/api/web/acryl/${order.orderId}/save`,
  payload: payload as object,
});

describe('item validation', () => {
  it('refuses a name with forbidden characters with the spec text', async () => {
    await expectRefusal(saveSticker(stickerItemBody({ name: 'макет/1' })), itemTexts.nameBlocksSave);
  });

  it('takes names up to the one limit every file route accepts, and refuses longer ones', async () => {
    const longest = 'Ж'.repeat(itemLimits.maxNameLength);
    expect((await inject(saveSticker(stickerItemBody({ name: longest })))).statusCode).toBe(200);
    for (const route of [
      routes.fileName,
      routes.downloadFile,
      routes.filePreview,
      routes.fileImage,
      routes.uploadFile,
      routes.deleteFile,
    ]) {
      const reply = await inject({
        method: route.method,
        url: buildPath(route.path, { orderId: order.orderId, kind: 'stickers', itemName: longest }),
      });
      // The route was reached: its own answer (no file yet, no body), in Russian, never the router's 414.
      expect(reply.statusCode, route.path).not.toBe(414);
      expect(reply.statusCode, route.path).toBeLessThan(500);
      expect(reply.json().message, route.path).toMatch(/[А-Яа-я]/);
    }
    await expectRefusal(
      saveSticker(stickerItemBody({ name: 'Ж'.repeat(itemLimits.maxNameLength + 1) })),
      serverTexts.badField('name'),
    );
  });

  it.each(['.', '..', ' .. '])('refuses the name %j, which a browser drops from a path', async (name) => {
    await expectRefusal(saveSticker(stickerItemBody({ name })), itemTexts.nameDotsOnly);
    await expectRefusal(saveAcryl(acrylItemBody({ name })), itemTexts.nameDotsOnly);
  });

  it('refuses the acryl name reserved for the order’s general acryl file, new or renamed', async () => {
    await expectRefusal(saveAcryl(acrylItemBody({ name: generalAcrylFileItemName })), itemTexts.nameReserved);
    await expectRefusal(
      saveAcryl(acrylItemBody({ id: order.acrylItemId, name: ` ${generalAcrylFileItemName} ` })),
      itemTexts.nameReserved,
    );
  });

  it('refuses missing required fields with each kind’s text', async () => {
    await expectRefusal(saveSticker(stickerItemBody({ filmType: null })), itemTexts.stickersRequired);
    await expectRefusal(saveSticker(stickerItemBody({ name: '  ' })), itemTexts.stickersRequired);
    await expectRefusal(saveAcryl(acrylItemBody({ acrylType: null })), itemTexts.acrylRequired);
  });

  it('names the field of a malformed value', async () => {
    await expectRefusal(saveSticker({ ...stickerItemBody(), count: -1 }), serverTexts.badField('count'));
    await expectRefusal(saveSticker({ ...stickerItemBody(), width: 'wide' }), serverTexts.badField('width'));
    await expectRefusal(
      saveSticker({ ...stickerItemBody(), isColorProof: undefined }),
      serverTexts.badField('isColorProof'),
    );
    await expectRefusal(saveAcryl({ ...acrylItemBody(), fittings: [1] }), serverTexts.badField('fittings'));
  });

  it('refuses ids no database row can have instead of failing in the database', async () => {
    const tooLarge = 3_000_000_000;
    await expectRefusal(saveSticker({ ...stickerItemBody(), id: tooLarge }), serverTexts.badField('id'));
    await expectRefusal(saveSticker(stickerItemBody({ otherItem: tooLarge })), serverTexts.badField('otherItem'));
    await expectRefusal(
      { method: 'DELETE', url: `/api/web/stickers/${order.orderId}/delete?itemId=${tooLarge}` },
      serverTexts.badField('itemId'),
    );
  });

  it('refuses a new item beyond the per-order limit', async () => {
    const session = await signUp(testApp.app);
    const full = await createCustomerOrder(testApp.app, session);
    const [owner] = await testApp.app.db.select().from(orders).where(eq(orders.id, full.orderId));
    await testApp.app.db.insert(stickerItems).values(
      Array.from({ length: itemLimits.maxItemsPerOrder - 2 }, (_, index) => ({
        orderId: full.orderId,
        ownerId: owner?.ownerId ?? 0,
        name: `Заполнитель ${index}`,
      })),
    );
    const reply = await testApp.app.inject({
      method: 'POST',
      url: `/api/web/stickers/${full.orderId}/save`,
      headers: session.headers,
      payload: stickerItemBody(),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(itemTexts.tooManyItems(itemLimits.maxItemsPerOrder));
  });

  it('refuses values outside the reference lists', async () => {
    await expectRefusal(saveSticker(stickerItemBody({ filmType: 'Бумага' })), serverTexts.badField(itemTexts.filmType));
    await expectRefusal(saveAcryl(acrylItemBody({ fittings: ['Цепь'] })), serverTexts.badField(itemTexts.fittings));
  });

  it('answers malformed JSON and a malformed order id with 400', async () => {
    const broken = await inject({
      method: 'POST',
      url: `/api/web/stickers/${order.orderId}/save`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(serverTexts.badRequest);
    const badId = await inject({ method: 'GET', url: '/api/web/orders/not-an-id' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(serverTexts.badField('id'));
  });

  it('answers an item of another order with 404', async () => {
    const other = await createCustomerOrder(testApp.app, await signUp(testApp.app));
    const reply = await inject(saveSticker({ ...stickerItemBody(), id: other.stickerItemId }));
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toBe(itemTexts.itemNotFound);
  });
});

describe('editability by status', () => {
  it.each(orderStatusList)('status «%s»', async (status) => {
    await testApp.app.db.update(orders).set({ status }).where(eq(orders.id, order.orderId));
    const save = saveSticker(stickerItemBody());
    const remove: InjectOptions = {
      method: 'DELETE',
      url: `/api/web/acryl/${order.orderId}/delete?itemId=${order.acrylItemId}`,
    };
    if (isOrderEditable(status)) {
      expect((await inject(save)).statusCode).toBe(200);
    } else {
      await expectRefusal(save, itemTexts.notEditable);
      await expectRefusal(remove, itemTexts.notEditable);
    }
    await testApp.app.db.update(orders).set({ status: 'Создан' }).where(eq(orders.id, order.orderId));
  });
});

describe('the sticker size kept with a sticker item (beyond the spec)', () => {
  it('stores both sides, answers them, and keeps neither when one side comes alone', async () => {
    const both = await inject(saveSticker(stickerItemBody({ name: 'Раскладка', stickerWidth: 50, stickerHeight: 40 })));
    expect(both.statusCode).toBe(200);
    expect(both.json()).toMatchObject({ stickerWidth: 50, stickerHeight: 40 });
    const [stored] = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.id, both.json().id));
    expect(stored).toMatchObject({ stickerWidth: 50, stickerHeight: 40 });

    const alone = await inject(
      saveSticker(stickerItemBody({ id: both.json().id, name: 'Раскладка', stickerWidth: 50 })),
    );
    expect(alone.json()).toMatchObject({ stickerWidth: null, stickerHeight: null });
  });

  it('answers null for an item saved without one, as a spec client sends it', async () => {
    const plain = await inject(saveSticker(stickerItemBody({ name: 'Без раскладки' })));
    expect(plain.json()).toMatchObject({ stickerWidth: null, stickerHeight: null });
  });

  it('refuses a side of 0 or below, changing nothing', async () => {
    const before = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, order.orderId));
    const refused = await inject(saveSticker(stickerItemBody({ name: 'Ноль', stickerWidth: 0, stickerHeight: 40 })));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/[А-Яа-я]/);
    const after = await testApp.app.db.select().from(stickerItems).where(eq(stickerItems.orderId, order.orderId));
    expect(after).toHaveLength(before.length);
  });
});
