import { describe, expect, it } from 'vitest';
import type { OrderConfiguration } from '../contract/index.js';
import {
  configuredItem,
  configuredItemName,
  encodeOrderConfiguration,
  orderAddress,
  orderConfigurationMaxLength,
  readOrderConfiguration,
} from './order-configuration.js';
import { loginAddressReturningTo, returnPathOf } from './return-path.js';

const references = {
  filmTypes: ['Белая', 'Прозрачная'],
  acrylTypes: ['Брелок', 'Стенд'],
  acrylMaterialTypes: ['Прозрачный 3 мм'],
  acrylPrintTypes: ['УФ-печать'],
};

const stickers: OrderConfiguration = {
  kind: 'stickers',
  cuttingType: 'Contour',
  laminationType: 'Glossy',
  filmType: 'Белая',
  format: 'A5',
  sheets: 50,
  stickerWidth: 40,
  stickerHeight: 30,
};

const acryl: OrderConfiguration = {
  kind: 'acryl',
  acrylType: 'Стенд',
  materialType: 'Прозрачный 3 мм',
  printType: 'УФ-печать',
  count: 20,
  width: 60,
  height: 90,
  printOnBase: true,
};

/** The `add` parameter of raw JSON, as a tampered address would carry it. */
function encodedJson(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('order configuration', () => {
  it('reads back what a calculator wrote, Cyrillic names included', () => {
    for (const configuration of [stickers, acryl]) {
      const encoded = encodeOrderConfiguration(configuration);
      expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(readOrderConfiguration(encoded, references)).toEqual(configuration);
    }
    const {
      stickerWidth: _w,
      stickerHeight: _h,
      ...withoutSize
    } = stickers as Extract<OrderConfiguration, { kind: 'stickers' }>;
    expect(readOrderConfiguration(encodeOrderConfiguration(withoutSize), references)).toEqual(withoutSize);
  });

  it('travels through the login’s next= unchanged, within the shop', () => {
    const cart = orderAddress('/cart', stickers);
    const login = loginAddressReturningTo('/login', cart);
    const back = returnPathOf(login.slice(login.indexOf('?')));
    expect(back).toBe(cart);
    const add = new URLSearchParams(back?.split('?')[1]).get('add') ?? '';
    expect(readOrderConfiguration(add, references)).toEqual(stickers);
  });

  it('puts the parameter into the page’s own address, before its fragment', () => {
    const encoded = encodeOrderConfiguration(acryl);
    expect(orderAddress('https://shop.example/cart', acryl)).toBe(`https://shop.example/cart?add=${encoded}`);
    expect(orderAddress('https://partner.example/order?ref=7#top', acryl)).toBe(
      `https://partner.example/order?ref=7&add=${encoded}#top`,
    );
  });

  it('drops an option the shop does not know: a field, a value, a film or product off its lists', () => {
    const tampered: unknown[] = [
      { v: 1, ...stickers, cuttingType: 'Laser' },
      { v: 1, ...stickers, filmType: 'Золотая' },
      { v: 1, ...stickers, format: 'A2' },
      { v: 1, ...stickers, price: 1 },
      { v: 2, ...stickers },
      { v: 1, ...stickers, kind: 'magnets' },
      { v: 1, ...acryl, acrylType: 'Значок' },
      { v: 1, ...acryl, materialType: 'Дерево' },
      { v: 1, ...acryl, printType: 'Гравировка' },
      { v: 1, ...stickers, stickerHeight: undefined },
    ];
    for (const value of tampered)
      expect(readOrderConfiguration(encodedJson(value), references), JSON.stringify(value)).toBeNull();
  });

  it('drops a tampered count or size', () => {
    for (const sheets of [0, -5, 1.5, 1_000_001, '50', null]) {
      expect(readOrderConfiguration(encodedJson({ v: 1, ...stickers, sheets }), references), String(sheets)).toBeNull();
    }
    for (const width of [0, -1, 10_001, Number.NaN]) {
      expect(readOrderConfiguration(encodedJson({ v: 1, ...acryl, width }), references), String(width)).toBeNull();
    }
  });

  it('drops what is too long or not a configuration at all', () => {
    const long = encodedJson({ v: 1, ...stickers, filmType: 'Б'.repeat(400) });
    expect(long.length).toBeGreaterThan(orderConfigurationMaxLength);
    expect(readOrderConfiguration(long, { ...references, filmTypes: ['Б'.repeat(400)] })).toBeNull();
    for (const text of ['', 'not base64!', encodedJson('stickers'), btoa('{"v":1'), encodedJson(null)]) {
      expect(readOrderConfiguration(text, references), text).toBeNull();
    }
  });

  it('becomes a new item of the form with the calculator’s options, named «Макет N»', () => {
    const sticker = configuredItem(stickers, ['Макет 1', 'Обложка']);
    expect(sticker).toEqual({
      kind: 'stickers',
      request: expect.objectContaining({
        name: 'Макет 2',
        cuttingType: 'Contour',
        laminationType: 'Glossy',
        filmType: 'Белая',
        count: 50,
        width: 148,
        height: 210,
        paperSize: 'A5',
        stickerWidth: 40,
        stickerHeight: 30,
        otherItem: null,
        isFileInOtherItem: false,
      }),
    });
    const stand = configuredItem(acryl, []);
    expect(stand.request).toMatchObject({
      name: 'Макет 1',
      acrylType: 'Стенд',
      count: 20,
      width: 60,
      height: 90,
      fittings: [],
      comment: 'Печать на подставке',
    });
    expect(configuredItemName(['Макет 1', 'Макет 2', 'Макет 4'])).toBe('Макет 3');
  });
});
