import { acrylItemFixture, orderUpdateBody, orderViewRow, stickerItemFixture } from '@stickers62/testkit/fixtures';
import { describe, expect, it } from 'vitest';
import {
  acrylItem,
  acrylItemSaveRequest,
  acrylMaterialCategories,
  acrylPriceEntries,
  adminOrder,
  cdekTariffReply,
  cdekTariffRequest,
  clientProfile,
  clientProfileSample,
  createOrderRequest,
  errorReply,
  fileInfo,
  filePathParams,
  forbiddenNameCharacters,
  itemDeleteQuery,
  itemLimits,
  layoutTemplateEntry,
  loginReply,
  order,
  orderListEntry,
  orderUpdate,
  orderView,
  orderViewFilters,
  orderViewPageQuery,
  paymentLinkQuery,
  paymentStatusReply,
  publicOrderInfo,
  queryBoolean,
  queryInt,
  refreshReply,
  stickerItem,
  stickerItemSaveRequest,
  stickerPriceEntries,
  user,
} from './index.js';

const orderIdValue = '3f2b8c1e-5d4a-4c3b-9a1e-2b3c4d5e6f70';

const validStickerItem = stickerItemFixture({
  id: 1,
  paperSize: 'A4',
  fileName: 'kot.psd',
  status: 'Макет загружен',
});

const validAcrylItem = acrylItemFixture({
  id: 2,
  comment: 'две стороны',
  height: 40,
  isFileInOtherItem: true,
  otherItem: 1,
  cost: 800.5,
});

const validOrder = {
  id: orderIdValue,
  number: 1024,
  status: 'Создан',
  createDate: '2026-01-05T10:00:00+03:00',
  manager: null,
  approximalSendDate: '2026-01-20',
  sendDate: null,
  deliveryType: 'CDEK',
  trackNumber: null,
  cost: 3300.5,
  payed: false,
  acrylUploaded: false,
  acrylFileName: null,
  orderItems: [validStickerItem],
  acrylOrderItems: [validAcrylItem],
};

function without<T extends object>(value: T, key: keyof T): Omit<T, typeof key> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

describe('order', () => {
  it('parses a full order', () => {
    expect(order.safeParse(validOrder).success).toBe(true);
  });

  it.each([
    ['payed', 'paid'],
    ['approximalSendDate', 'approximateSendDate'],
    ['acrylOrderItems', 'acrylItems'],
    ['orderItems', 'stickerItems'],
    ['acrylUploaded', 'acrylFileUploaded'],
  ] as const)('needs the wire name %s (not %s)', (wireName, otherName) => {
    const renamed = { ...without(validOrder, wireName), [otherName]: validOrder[wireName] };
    expect(order.safeParse(renamed).success).toBe(false);
  });

  it.each([
    ['cost as text', { cost: '3300.5' }],
    ['a negative cost', { cost: -1 }],
    ['payed as text', { payed: 'false' }],
    ['a number that is not whole', { number: 10.5 }],
    ['an id that is not a UUID', { id: '42' }],
    ['a creation moment without offset', { createDate: '2026-01-05T10:00:00' }],
    ['a missing nullable field', { manager: undefined }],
  ])('rejects %s', (_case, change) => {
    expect(order.safeParse({ ...validOrder, ...change }).success).toBe(false);
  });
});

describe('items', () => {
  it('parses sticker and acryl items', () => {
    expect(stickerItem.safeParse(validStickerItem).success).toBe(true);
    expect(acrylItem.safeParse(validAcrylItem).success).toBe(true);
  });

  it.each([
    ['a negative count', { count: -1 }],
    ['a fractional count', { count: 1.5 }],
    ['a side above 10 000 mm', { width: 10_001 }],
    ['an unknown paper size', { paperSize: 'A2' }],
    ['a name above the limit every file route accepts', { name: 'я'.repeat(itemLimits.maxNameLength + 1) }],
    ['isColorProof as text', { isColorProof: 'true' }],
  ])('rejects a sticker item with %s', (_case, change) => {
    expect(stickerItem.safeParse({ ...validStickerItem, ...change }).success).toBe(false);
  });

  it('rejects acryl fittings that are not a list of names', () => {
    expect(acrylItem.safeParse({ ...validAcrylItem, fittings: 'Карабин' }).success).toBe(false);
    expect(acrylItem.safeParse({ ...validAcrylItem, fittings: Array(21).fill('Кольцо') }).success).toBe(false);
  });

  it('saves without id (create) and drops server-owned fields', () => {
    const { id: _id, fileName: _file, status: _status, cost: _cost, ...editable } = validStickerItem;
    const parsed = stickerItemSaveRequest.parse({ ...editable, fileName: 'x.psd', status: 'Готов', cost: 1 });
    expect(parsed).not.toHaveProperty('fileName');
    expect(parsed).not.toHaveProperty('cost');
    expect(acrylItemSaveRequest.safeParse({ ...validAcrylItem, id: 0 }).success).toBe(true);
    expect(acrylItemSaveRequest.safeParse({ ...validAcrylItem, id: -1 }).success).toBe(false);
  });

  it('reads the delete query item id', () => {
    expect(itemDeleteQuery.parse({ itemId: '17' })).toEqual({ itemId: 17 });
    expect(itemDeleteQuery.safeParse({ itemId: '0' }).success).toBe(false);
  });
});

describe('order lists and templates', () => {
  const entry = {
    orderId: orderIdValue,
    orderNumber: 1024,
    createDate: '2026-01-05T07:00:00Z',
    status: 'Отправлен',
    sendDate: '2026-01-20',
    manager: 'Анна',
    cost: 1500,
    payed: true,
    stickersCount: 1,
    acrylCount: 0,
    stickersOrderItems: [{ orderItemName: 'Котик', hasFile: true }],
    acrylOrderItems: [],
  };

  it('parses an order list entry and needs its wire names', () => {
    expect(orderListEntry.safeParse(entry).success).toBe(true);
    expect(orderListEntry.safeParse({ ...without(entry, 'payed'), paid: true }).success).toBe(false);
    expect(orderListEntry.safeParse({ ...entry, stickersOrderItems: [{ name: 'Котик' }] }).success).toBe(false);
  });

  it('parses a layout template entry with optional item fields', () => {
    const template = {
      orderId: orderIdValue,
      orderNumber: 12,
      created: '2026-01-05T10:00:00+03:00',
      item: { id: 1, name: 'Котик', count: 10, cuttingType: 'Contour', filmType: null },
    };
    expect(layoutTemplateEntry.safeParse(template).success).toBe(true);
    expect(layoutTemplateEntry.safeParse({ ...template, item: { id: 1, name: 'Котик' } }).success).toBe(false);
  });
});

describe('prices and references', () => {
  it('parses sticker and acryl price lists', () => {
    const stickers = [
      {
        filmType: 'Виниловая белая',
        laminationType: 'Glossy',
        cuttingType: 'Contour',
        printPricingViews: [{ minCount: 10, printPrices: { A4: 250, A5: 160 } }],
      },
    ];
    expect(stickerPriceEntries.safeParse(stickers).success).toBe(true);
    expect(stickerPriceEntries.safeParse([{ ...stickers[0], laminationType: 'Matte' }]).success).toBe(false);
    expect(stickerPriceEntries.safeParse([{ ...stickers[0], printPricingViews: [{ minCount: 1 }] }]).success).toBe(
      false,
    );

    const acryl = [
      {
        acrylType: 'Брелок',
        printType: 'Односторонняя',
        materialType: 'Прозрачный',
        prices: [{ minCount: 1, maxWidth: 50, maxHeight: 50, price: 100 }],
      },
    ];
    expect(acrylPriceEntries.safeParse(acryl).success).toBe(true);
    expect(
      acrylPriceEntries.safeParse([{ ...acryl[0], prices: [{ minCount: 1, maxWidth: 0, maxHeight: 50, price: 1 }] }])
        .success,
    ).toBe(false);
  });

  it('parses material categories', () => {
    expect(acrylMaterialCategories.safeParse([{ category: 'Прозрачный', materialTypes: ['2 мм'] }]).success).toBe(true);
    expect(acrylMaterialCategories.safeParse([{ category: 'Прозрачный', materials: ['2 мм'] }]).success).toBe(false);
  });
});

describe('checkout, client and delivery', () => {
  const request = {
    id: '0',
    receiverCredentials: 'Иванов Иван',
    phoneNumber: '79161234567',
    deliveryType: 'CDEK',
    cdekPvzCode: 'RZN12',
  };

  it('parses an order creation request', () => {
    expect(createOrderRequest.safeParse(request).success).toBe(true);
    expect(createOrderRequest.safeParse({ ...request, id: orderIdValue, deliveryType: 'Pickup' }).success).toBe(true);
    expect(createOrderRequest.safeParse({ ...request, deliveryType: 'Boxberry' }).success).toBe(false);
    expect(createOrderRequest.safeParse({ ...request, id: '1' }).success).toBe(false);
  });

  it('parses tariff lookups', () => {
    expect(cdekTariffRequest.safeParse({ cdekPvzCode: 'RZN12', weight: 1000, orderId: '0' }).success).toBe(true);
    expect(cdekTariffRequest.safeParse({ cdekPvzCode: '', weight: 1000, orderId: '0' }).success).toBe(false);
    const reply = { tariff: [{ cost: 350, periodMin: 1, periodMax: 3 }], address: 'Рязань, ул. Ленина, 1' };
    expect(cdekTariffReply.safeParse(reply).success).toBe(true);
    expect(cdekTariffReply.safeParse({ tariffs: reply.tariff, address: reply.address }).success).toBe(false);
  });

  it('parses the client profile with every field present', () => {
    expect(clientProfile.safeParse(clientProfileSample).success).toBe(true);
    expect(clientProfile.safeParse(without(clientProfileSample, 'vkLink')).success).toBe(false);
  });
});

describe('auth and payment', () => {
  it('parses the token replies by their wire names', () => {
    expect(loginReply.safeParse({ token: 't', refreshToken: 'r' }).success).toBe(true);
    expect(loginReply.safeParse({ accessToken: 't', refreshToken: 'r' }).success).toBe(false);
    expect(refreshReply.safeParse({ accessToken: 't' }).success).toBe(true);
    expect(refreshReply.safeParse({ token: 't' }).success).toBe(false);
  });

  it('parses a user', () => {
    const value = { id: 1, username: 'artist', name: null, role: 'customer', isTemporary: false };
    expect(user.safeParse(value).success).toBe(true);
    expect(user.safeParse({ ...value, role: 'root' }).success).toBe(false);
  });

  it('parses payment status and link queries', () => {
    expect(paymentStatusReply.safeParse({ paymentStatus: 'success' }).success).toBe(true);
    expect(paymentStatusReply.safeParse({ paymentStatus: 'paid' }).success).toBe(false);
    expect(paymentLinkQuery.parse({ orderId: orderIdValue, email: 'a@b.ru', sbpOnly: 'true' })).toEqual({
      orderId: orderIdValue,
      email: 'a@b.ru',
      sbpOnly: true,
    });
    expect(paymentLinkQuery.safeParse({ orderId: orderIdValue, sbpOnly: 'yes' }).success).toBe(false);
  });

  it('parses the public order info', () => {
    const info = {
      orderNumber: 1024,
      createDate: '2026-01-05T10:00:00+03:00',
      manager: null,
      deliveryType: null,
      orderItemsCount: 2,
      acrylOrderItemsCount: 1,
      cost: 3300,
    };
    expect(publicOrderInfo.safeParse(info).success).toBe(true);
    expect(publicOrderInfo.safeParse({ ...info, cost: null }).success).toBe(false);
  });
});

describe('administration', () => {
  const view = orderViewRow({
    id: orderIdValue,
    orderNumber: 1024,
    clientName: 'Иван',
    orderDate: '2026-01-05T10:00:00+03:00',
  });

  it('parses an order view and needs its wire names', () => {
    expect(orderView.safeParse(view).success).toBe(true);
    expect(orderView.safeParse({ ...view, colorProofStatus: 'Purple' }).success).toBe(false);
    expect(orderView.safeParse({ ...view, approximalSendDate: '20.01.2026' }).success).toBe(false);
    expect(orderView.safeParse({ ...without(view, 'isPayed'), isPaid: false }).success).toBe(false);
  });

  it('parses the admin order and its update', () => {
    const full = {
      ...without(validOrder, 'acrylUploaded'),
      clientName: 'Иван',
      vkUrl: null,
      comment: null,
      deliveryAddress: null,
      approximalDeliveryDate: null,
      isUrgent: true,
      isFixedDate: false,
      colorProofStatus: 'Red',
    };
    expect(adminOrder.safeParse(full).success).toBe(true);
    expect(adminOrder.safeParse({ ...full, colorProofStatus: null }).success).toBe(true);
    expect(adminOrder.safeParse(without(full, 'isUrgent')).success).toBe(false);
    const update = orderUpdateBody(orderIdValue, {
      comment: 'срочно',
      deliveryType: 'Boxberry',
      approximalDeliveryDate: '2026-02-01',
      isPayed: true,
    });
    expect(orderUpdate.safeParse(update).success).toBe(true);
    expect(orderUpdate.safeParse({ ...update, deliveryType: 'Teleport' }).success).toBe(false);
    expect(orderUpdate.safeParse({ ...without(update, 'isPayed'), payed: true }).success).toBe(false);
  });

  it('takes the list marks in the update only when given, and checks them', () => {
    const update = orderUpdateBody(orderIdValue);
    const marked = { ...update, isUrgent: true, isFixedDate: false, colorProofStatus: 'Green' };
    expect(orderUpdate.parse(update)).not.toHaveProperty('isUrgent');
    expect(orderUpdate.parse(marked)).toEqual(marked);
    expect(orderUpdate.safeParse({ ...update, colorProofStatus: null }).success).toBe(true);
    expect(orderUpdate.safeParse({ ...update, colorProofStatus: 'Purple' }).success).toBe(false);
    expect(orderUpdate.safeParse({ ...update, isUrgent: 'yes' }).success).toBe(false);
    expect(orderUpdate.safeParse({ ...update, isFixedDate: null }).success).toBe(false);
  });

  it('parses list filters from a query string', () => {
    expect(orderViewFilters.parse({ orderNumber: '1024', isUrgent: 'true', itemsType: 'both' })).toEqual({
      orderNumber: '1024',
      isUrgent: true,
      itemsType: 'both',
    });
    expect(orderViewFilters.safeParse({ orderDateFrom: '05.01.2026' }).success).toBe(false);
  });

  it('pages the list with an offset from 0 to 1 000 000, beside the filters', () => {
    expect(orderViewPageQuery.parse({ isPayed: 'false', offset: '2000' })).toEqual({ isPayed: false, offset: 2000 });
    expect(orderViewPageQuery.parse({ offset: '1000000' })).toEqual({ offset: 1_000_000 });
    for (const offset of ['1000001', '-1', '1.5', '']) {
      expect(orderViewPageQuery.safeParse({ offset }).success).toBe(false);
    }
    // Totals and CSV cover the whole filtered set: their query has no offset to keep.
    expect(orderViewFilters.parse({ offset: '2000' })).toEqual({});
  });
});

describe('files, errors and query helpers', () => {
  it('parses file paths and answers', () => {
    expect(filePathParams.safeParse({ orderId: '0', kind: 'acryl', itemName: 'Брелок' }).success).toBe(true);
    expect(filePathParams.safeParse({ orderId: orderIdValue, kind: 'paper', itemName: 'x' }).success).toBe(false);
    expect(filePathParams.safeParse({ orderId: orderIdValue, kind: 'stickers', itemName: '' }).success).toBe(false);
    expect(fileInfo.safeParse({ fileName: 'kot.psd', status: null }).success).toBe(true);
  });

  it('forbids the name characters of the spec', () => {
    expect(forbiddenNameCharacters.test('a<b')).toBe(true);
    expect(forbiddenNameCharacters.test('a\u0001b')).toBe(true);
    expect(forbiddenNameCharacters.test('Котик (2)')).toBe(false);
  });

  it('parses the error body', () => {
    expect(errorReply.safeParse({ statusCode: 404, error: 'Not Found', message: 'Заказ не найден' }).success).toBe(
      true,
    );
    expect(errorReply.safeParse({ statusCode: 404 }).success).toBe(false);
  });

  it('reads whole numbers and booleans from query strings', () => {
    expect(queryInt.parse('50')).toBe(50);
    expect(queryInt.safeParse('-1').success).toBe(false);
    expect(queryInt.safeParse('1.5').success).toBe(false);
    expect(queryBoolean.parse('false')).toBe(false);
    expect(queryBoolean.safeParse('1').success).toBe(false);
  });
});
