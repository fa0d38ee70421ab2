import { json } from '@stickers62/testkit/fake-fetch';
import { lowResolutionPreflight, orderIdA, referenceLists } from '@stickers62/testkit/fixtures';
import { acrylPrices, stickerPrices } from '@stickers62/testkit/prices';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { generalAcrylFileItemName } from '../../contract/index.js';
import { fileTexts, itemTexts, orderTexts, priceOnRequestTexts } from '../../texts/index.js';
import { createLookupStore } from '../lookup.js';
import { stickerFormValues } from './item-form.js';
import { createOrderDetailsStore, fileKey, isUploadChecking, repeatFailureMs } from './order-details.js';
import { acrylItem, cartOrder, orderSetup, sourceOrderId, stickerItem } from './test-support/order-setup.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('order details store: loading', () => {
  it('loads the cart as order 0 and opens the sticker tab', async () => {
    const { stores, fake } = orderSetup();
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(fake.callsTo('GET /api/web/orders/0')).toHaveLength(1);
    expect(store.$state.get()).toMatchObject({ phase: 'ready', order: cartOrder, tab: 'stickers' });
    expect(store.$view.get()).toMatchObject({ editable: true, canSend: true, canPay: false, missingLayouts: true });
  });

  it('opens the acryl tab when there are only acryl items', async () => {
    const { stores } = orderSetup({ ...cartOrder, orderItems: [], acrylOrderItems: [acrylItem] });
    const store = createOrderDetailsStore(stores, orderIdA);
    await store.load();
    expect(store.$state.get().tab).toBe('acryl');
  });

  it.each([
    [404, orderTexts.loadNotFound],
    [403, orderTexts.loadNoAccess],
    [500, orderTexts.loadOther],
  ])('maps a %i load to its section-8 text', async (status, text) => {
    const { stores } = orderSetup(cartOrder, { [`GET /api/web/orders/${orderIdA}`]: json(status, { message: 'x' }) });
    const store = createOrderDetailsStore(stores, orderIdA);
    await store.load();
    expect(store.$state.get()).toMatchObject({ phase: 'failed', loadError: text, order: null });
  });

  it('sends a 400 (Completed) to /completed', async () => {
    const { stores } = orderSetup(cartOrder, { [`GET /api/web/orders/${orderIdA}`]: json(400, {}) });
    const store = createOrderDetailsStore(stores, orderIdA);
    await store.load();
    expect(store.$state.get().redirectTo).toBe('/completed');
  });

  it("shows 'Заказ не найден' for an id that is no order id, without a call", async () => {
    const { stores, fake } = orderSetup();
    const store = createOrderDetailsStore(stores, 'abc');
    await store.load();
    expect(store.$state.get()).toMatchObject({ phase: 'failed', loadError: orderTexts.noOrder });
    expect(fake.calls).toHaveLength(0);
  });

  it('offers payment only past editing and not awaiting the manager', async () => {
    const { stores } = orderSetup({ ...cartOrder, status: 'Готов к печати' });
    const store = createOrderDetailsStore(stores, orderIdA);
    await store.load();
    expect(store.$view.get()).toMatchObject({ editable: false, canPay: true });
    store.markPaid();
    expect(store.$view.get()?.canPay).toBe(false);
  });

  it('holds payment back, saying why, while an item has no price', async () => {
    const overA3 = { ...stickerItem, width: 400, height: 500 };
    const { stores } = orderSetup({ ...cartOrder, status: 'Готов к печати', orderItems: [overA3] });
    const priced = {
      ...stores,
      stickerPrices: createLookupStore(async () => ({ value: stickerPrices, error: null }), []),
      acrylPrices: createLookupStore(async () => ({ value: acrylPrices, error: null }), []),
      references: createLookupStore(async () => ({ value: referenceLists, error: null }), referenceLists),
    };
    const store = createOrderDetailsStore(priced, orderIdA);
    await Promise.all([store.load(), priced.stickerPrices.load(), priced.acrylPrices.load(), priced.references.load()]);
    expect(store.$view.get()).toMatchObject({ canPay: false, paymentHeldNote: priceOnRequestTexts.notPayable });
  });
});

describe('order details store: items', () => {
  it('saves into the loaded order, reads it again and refreshes the cart count', async () => {
    const { stores, fake, counted } = orderSetup(cartOrder, {
      [`POST /api/web/stickers/${orderIdA}/save`]: json(200, stickerItem),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    const result = await store.saveStickerItem({ ...stickerItem, paperSize: 'A4' });
    expect(result).toEqual({ ok: true });
    expect(fake.callsTo(`POST /api/web/stickers/${orderIdA}/save`)[0]?.body).toMatchObject({ name: 'Котики' });
    expect(fake.callsTo(`GET /api/web/orders/${orderIdA}`)).toHaveLength(1);
    expect(counted).toHaveLength(1);
  });

  it.each([
    [400, { message: 'Позиция с таким названием уже есть в заказе' }, 'Позиция с таким названием уже есть в заказе'],
    [400, {}, itemTexts.saveFailedValidation],
    [500, { message: 'boom' }, itemTexts.saveFailedGeneric],
  ])('turns a %i save into the form text', async (status, body, reason) => {
    const { stores } = orderSetup(cartOrder, { [`POST /api/web/acryl/${orderIdA}/save`]: json(status, body) });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(await store.saveAcrylItem(acrylItem)).toEqual({ ok: false, message: itemTexts.saveFailedPrefix + reason });
  });

  it('opens an item form that saves through the order store and closes on success', async () => {
    const { stores, fake, counted } = orderSetup(cartOrder, {
      [`POST /api/web/stickers/${orderIdA}/save`]: json(200, stickerItem),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    const opened = store.openItemForm({ kind: 'stickers', item: stickerItem });
    expect(store.$itemForm.get()).toBe(opened);
    if (opened.kind !== 'stickers') throw new Error('a sticker form was opened');
    opened.form.set('count', 30);
    expect(await opened.form.submit()).toBe(true);
    expect(fake.callsTo(`POST /api/web/stickers/${orderIdA}/save`)[0]?.body).toMatchObject({
      name: 'Котики',
      count: 30,
    });
    expect(fake.callsTo(`GET /api/web/orders/${orderIdA}`)).toHaveLength(1);
    expect(counted).toHaveLength(1);
    expect(store.$itemForm.get()).toBeNull();
    // Each opening is a new form: the next one starts from the item again.
    const next = store.openItemForm({ kind: 'stickers', item: stickerItem });
    expect(next.form).not.toBe(opened.form);
    expect(next.form.$state.get().values.count).toBe(stickerItem.count);
    store.closeItemForm();
    expect(store.$itemForm.get()).toBeNull();
  });

  it('keeps the item form open with the error when its save fails', async () => {
    const { stores, fake } = orderSetup(cartOrder, {
      [`POST /api/web/acryl/${orderIdA}/save`]: json(400, { message: 'Позиция с таким названием уже есть в заказе' }),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    const opened = store.openItemForm({ kind: 'acryl', item: acrylItem });
    expect(await opened.form.submit()).toBe(false);
    expect(fake.callsTo(`POST /api/web/acryl/${orderIdA}/save`)).toHaveLength(1);
    expect(store.$itemForm.get()).toBe(opened);
    expect(opened.form.$state.get()).toMatchObject({
      saving: false,
      error: `${itemTexts.saveFailedPrefix}Позиция с таким названием уже есть в заказе`,
    });
  });

  it("deletes an item, or shows 'Не удалось удалить позицию!'", async () => {
    vi.useFakeTimers();
    const { stores, fake } = orderSetup(cartOrder, { [`DELETE /api/web/stickers/${orderIdA}/delete`]: json(204) });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(await store.deleteItem('stickers', 11)).toBe(true);
    expect(fake.callsTo(`DELETE /api/web/stickers/${orderIdA}/delete`)[0]?.url.searchParams.get('itemId')).toBe('11');

    fake.routes[`DELETE /api/web/stickers/${orderIdA}/delete`] = json(500);
    expect(await store.deleteItem('stickers', 11)).toBe(false);
    expect(store.$notice.get()).toEqual({ tone: 'error', text: itemTexts.deleteFailed });
    vi.advanceTimersByTime(5000);
    expect(store.$notice.get()).toBeNull();
  });
});

describe('order details store: the price of a sheet in the item form', () => {
  it('prices the sheet by the tier of the order with the item as it is being filled in', async () => {
    const { stores } = orderSetup();
    const priced = {
      ...stores,
      stickerPrices: createLookupStore(async () => ({ value: stickerPrices, error: null }), []),
    };
    const store = createOrderDetailsStore(priced, '0');
    expect(store.sheetPriceOf(stickerFormValues(stickerItem))).toBeNull();
    await Promise.all([store.load(), priced.stickerPrices.load()]);
    // The stored item (20) edited to 60 sheets: the tier from 50, A4 at 90 ₽.
    expect(store.sheetPriceOf({ ...stickerFormValues(stickerItem), count: 60 })).toBe(90);
    // A new A4 item of 10 beside the stored 20: 30 sheets, the first tier, 100 ₽.
    expect(store.sheetPriceOf({ ...stickerFormValues(stickerItem), id: null, count: 10 })).toBe(100);
  });
});

describe('order details store: files', () => {
  const uploadPath = `POST /api/web/files/${orderIdA}/stickers/${encodeURIComponent('Котики')}/upload`;

  it('uploads with the file name, then says so and reads the order again', async () => {
    const { stores, fake } = orderSetup(cartOrder, {
      [uploadPath]: json(200, { fileName: 'cats.png', status: 'Макет загружен' }),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    const file = new Blob([new Uint8Array(10)]);
    expect(await store.uploadFile('stickers', 'Котики', file, 'cats.png')).toBe(true);
    expect(fake.callsTo(uploadPath)[0]?.url.searchParams.get('fileName')).toBe('cats.png');
    expect(store.$notice.get()).toEqual({ tone: 'success', text: fileTexts.uploaded });
    expect(store.$state.get().uploads).toEqual({});
    expect(fake.callsTo(`GET /api/web/orders/${orderIdA}`)).toHaveLength(1);
  });

  it('keeps the answer with its preflight for the dialog until the dialog lets it go', async () => {
    const answer = { fileName: 'cats.png', status: 'Макет загружен', preflight: lowResolutionPreflight };
    const { stores } = orderSetup(cartOrder, { [uploadPath]: json(200, answer) });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(await store.uploadFile('stickers', 'Котики', new Blob(['x']), 'cats.png')).toBe(true);
    expect(store.$state.get().uploadAnswers).toEqual({ [fileKey('stickers', 'Котики')]: answer });
    store.forgetUploadAnswer('stickers', 'Котики');
    expect(store.$state.get().uploadAnswers).toEqual({});
  });

  it('is checking once every byte is sent, until the answer', () => {
    expect(isUploadChecking({ loaded: 40, total: 100, percent: 40 })).toBe(false);
    expect(isUploadChecking({ loaded: 100, total: 100, percent: 100 })).toBe(true);
    expect(isUploadChecking({ loaded: 0, total: 0, percent: 0 })).toBe(false);
  });

  it("shows 'Не удалось загрузить файл. ' with the server's reason", async () => {
    const { stores } = orderSetup(cartOrder, { [uploadPath]: json(415, { message: fileTexts.contentMismatch }) });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(await store.uploadFile('stickers', 'Котики', new Blob(['x']), 'a.png')).toBe(false);
    expect(store.$notice.get()?.text).toBe(fileTexts.uploadFailed + fileTexts.contentMismatch);
  });

  it('tracks progress and cancels an upload', async () => {
    // Uploads answer only when aborted, as a slow connection would.
    const { stores } = orderSetup(
      cartOrder,
      {},
      (fetch) => (input, init) =>
        String(input).includes('/upload')
          ? new Promise((_, reject) =>
              init?.signal?.addEventListener('abort', () => reject(new DOMException('stop', 'AbortError'))),
            )
          : fetch(input, init),
    );
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    const upload = store.uploadFile('stickers', 'Котики', new Blob(['12345']), 'a.png');
    expect(store.$state.get().uploads[fileKey('stickers', 'Котики')]).toEqual({ loaded: 0, total: 5, percent: 0 });
    store.cancelUpload('stickers', 'Котики');
    expect(await upload).toBe(false);
    expect(store.$state.get().uploads).toEqual({});
    expect(store.$notice.get()).toEqual({ tone: 'error', text: fileTexts.uploadCancelled });
  });

  it("reads the stored file's name; a failure says 'Не удалось загрузить информацию о файле.'", async () => {
    const base = `/api/web/files/${orderIdA}/stickers/${encodeURIComponent('Котики')}`;
    const { stores, fake } = orderSetup(cartOrder, {
      [`GET ${base}/filename`]: json(200, { fileName: 'cats.psd', status: 'Макет загружен' }),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(await store.fileName('stickers', 'Котики')).toBe('cats.psd');
    fake.routes[`GET ${base}/filename`] = json(404, { message: 'Файл не найден' });
    expect(await store.fileName('stickers', 'Котики')).toBeNull();
    fake.routes[`GET ${base}/filename`] = json(500);
    expect(await store.fileName('stickers', 'Котики')).toBeUndefined();
    expect(store.$notice.get()).toEqual({ tone: 'error', text: fileTexts.infoFailed });
  });

  it('deletes and downloads the general acryl file', async () => {
    const base = `/api/web/files/${orderIdA}/acryl/${generalAcrylFileItemName}`;
    const { stores } = orderSetup(cartOrder, {
      [`DELETE ${base}/delete`]: json(204),
      [`GET ${base}/download`]: json(500),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(await store.deleteFile('acryl', generalAcrylFileItemName)).toBe(true);
    expect(store.$notice.get()?.text).toBe(fileTexts.deleted);
    expect(await store.downloadFile('acryl', generalAcrylFileItemName)).toBeNull();
    expect(store.$notice.get()?.text).toBe(fileTexts.downloadFailed);
  });
});

describe('order details store: repeat', () => {
  const sourceOrder = { ...cartOrder, id: sourceOrderId, number: 77, status: 'Отправлен' };

  it('copies the full source item with the repeat rules and the chosen count', async () => {
    const { stores, fake } = orderSetup(cartOrder, {
      [`GET /api/web/orders/${sourceOrderId}`]: json(200, sourceOrder),
      [`POST /api/web/stickers/${orderIdA}/save`]: json(200, stickerItem),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    const ok = await store.repeat('stickers', [{ orderId: sourceOrderId, item: { id: 11 }, count: 40 }]);
    expect(ok).toBe(true);
    expect(fake.callsTo(`POST /api/web/stickers/${orderIdA}/save`)[0]?.body).toEqual({
      name: 'Котики из 77',
      comment: 'Повтор макета из заказа 77,без фона',
      cuttingType: 'Contour',
      filmType: 'Белая',
      laminationType: 'Glossy',
      count: 40,
      width: 210,
      height: 297,
      isFileInOtherItem: true,
      isColorProof: false,
      otherItem: 11,
    });
  });

  it("shows 'Не получилось сохранить макет!' for 2 seconds when a save fails", async () => {
    vi.useFakeTimers();
    const { stores } = orderSetup(cartOrder, {
      [`GET /api/web/orders/${sourceOrderId}`]: json(200, sourceOrder),
      [`POST /api/web/stickers/${orderIdA}/save`]: json(400, { message: 'x' }),
    });
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(await store.repeat('stickers', [{ orderId: sourceOrderId, item: { id: 11 } }])).toBe(false);
    expect(store.$notice.get()).toEqual({ tone: 'error', text: itemTexts.repeatFailed });
    vi.advanceTimersByTime(repeatFailureMs);
    expect(store.$notice.get()).toBeNull();
  });

  it('leads sending to /confirm-order/{id}', async () => {
    const { stores } = orderSetup();
    const store = createOrderDetailsStore(stores, '0');
    await store.load();
    expect(store.sendPath()).toBe(`/confirm-order/${orderIdA}`);
  });
});
