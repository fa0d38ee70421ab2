import { describe, expect, it } from 'vitest';
import type { AcrylFitting, AcrylMaterialCategory, AcrylPriceEntry, StickerPriceEntry } from '../contract/index.js';
import {
  type AcrylCostInput,
  acrylCalculatorChoices,
  acrylCalculatorDefaults,
  acrylCalculatorProductTypes,
  acrylCalculatorQuote,
  acrylCountOptions,
  acrylFallbackCountOptions,
  acrylFallbackSizeOptions,
  acrylItemCost,
  acrylSizeOptions,
  acrylTierFor,
  acrylUnitPrice,
  cheapestFittingPrice,
  defaultAcrylMaterial,
  fittingsCost,
  isUnprintedStand,
  materialCategoryOf,
  paperFormatSizes,
  preliminaryOrderCost,
  priceOrderItems,
  printFormatForSize,
  roundToKopecks,
  type StickerCostInput,
  standBaseFor,
  standBaseLabel,
  standBasePrintSurcharge,
  standBases,
  stickerCalculatorChoices,
  stickerCalculatorDefaults,
  stickerCalculatorQuote,
  stickerFormatsFor,
  stickerItemCost,
  stickerSheetOptions,
  stickerUnitPrice,
  totalAcrylTierCount,
  totalStickerCount,
} from './index.js';

const film = 'Виниловая белая';

const stickerPrices: StickerPriceEntry[] = [
  {
    cuttingType: 'Contour',
    laminationType: 'Glossy',
    filmType: film,
    printPricingViews: [
      { minCount: 10, printPrices: { A3: 450, A4: 250, A5: 160, A6: 100, A7: 60, A8: 40 } },
      { minCount: 1, printPrices: { A3: 500, A4: 300, A5: 200, A6: 120, A7: 70.1, A8: 50 } },
      { minCount: 50, printPrices: { A4: 200 } },
    ],
  },
  {
    cuttingType: 'None',
    laminationType: 'None',
    filmType: 'Прозрачная',
    printPricingViews: [{ minCount: 5, printPrices: { A4: 180 } }],
  },
];

const sticker = (overrides: Partial<StickerCostInput> = {}): StickerCostInput => ({
  cuttingType: 'Contour',
  laminationType: 'Glossy',
  filmType: film,
  count: 1,
  width: 210,
  height: 297,
  ...overrides,
});

describe('roundToKopecks', () => {
  it.each([
    [0.1 + 0.2, 0.3],
    [1.005, 1.01],
    [70.1 * 3, 210.3],
    [-1.005, -1.01],
    [0, 0],
  ])('%d → %d', (value, rounded) => {
    expect(roundToKopecks(value)).toBe(rounded);
  });
});

describe('printFormatForSize', () => {
  it.each([
    [297, 420, 'A3'],
    [420, 297, 'A3'],
    [210, 297, 'A4'],
    [297, 210, 'A4'],
    [148, 210, 'A5'],
    [210, 148, 'A5'],
    [105, 148, 'A6'],
    [74, 105, 'A7'],
    [105, 74, 'A7'],
    [52, 74, 'A8'],
    [74, 52, 'A8'],
  ])('%d×%d is exactly %s', (width, height, format) => {
    expect(printFormatForSize(width, height)).toBe(format);
  });

  it.each([
    // area 2500 ≤ A8 (3848)
    [50, 50, 'A8'],
    // area exactly A7's (7770) without being A7's sides
    [70, 111, 'A7'],
    // one square millimetre more than A7
    [7771, 1, 'A6'],
    [100, 100, 'A6'],
    // wider than A4 but within its area: the rule is by area, not by fitting sides
    [400, 100, 'A4'],
    // area exactly A3's (124740)
    [124_740, 1, 'A3'],
  ])('%d×%d goes by area to %s', (width, height, format) => {
    expect(printFormatForSize(width, height)).toBe(format);
  });

  it.each([
    [298, 420],
    [297, 421],
    [124_741, 1],
    [1000, 1000],
    [0, 100],
    [100, 0],
    [-10, 50],
  ])('%d×%d has no format', (width, height) => {
    expect(printFormatForSize(width, height)).toBeNull();
  });

  it.each([
    ['A3', 297, 420],
    ['A4', 210, 297],
    ['A5', 148, 210],
    ['A6', 105, 148],
    ['A7', 74, 105],
    ['A8', 52, 74],
  ] as const)('keeps %s at the spec size %d×%d mm', (format, width, height) => {
    expect(paperFormatSizes[format]).toEqual({ width, height });
  });

  it('has exactly the formats A3…A8', () => {
    expect(Object.keys(paperFormatSizes).sort()).toEqual(['A3', 'A4', 'A5', 'A6', 'A7', 'A8']);
  });
});

describe('sticker item cost', () => {
  it.each([
    // total count picks the tier: 10 reaches the 10 tier, 9 stays on the 1 tier, 50 the 50 tier
    [10, 250],
    [9, 300],
    [49, 250],
    [50, 200],
    [1, 300],
  ])('total %d → %d ₽ per A4 sheet', (total, price) => {
    expect(stickerUnitPrice(sticker(), total, stickerPrices)).toBe(price);
    expect(stickerItemCost(sticker({ count: 3 }), total, stickerPrices)).toBe(price * 3);
  });

  it('chooses the tier by the order total, not the item count', () => {
    expect(stickerItemCost(sticker({ count: 2 }), 12, stickerPrices)).toBe(500);
  });

  it('prices landscape sizes like portrait ones', () => {
    expect(stickerItemCost(sticker({ width: 297, height: 210, count: 2 }), 2, stickerPrices)).toBe(600);
  });

  it('rounds to kopecks', () => {
    expect(stickerItemCost(sticker({ width: 74, height: 105, count: 3 }), 3, stickerPrices)).toBe(210.3);
  });

  it.each([
    ['below the lowest tier', sticker({ cuttingType: 'None', laminationType: 'None', filmType: 'Прозрачная' }), 4],
    ['no row for the combination', sticker({ laminationType: 'Opaque' }), 10],
    ['an unknown film', sticker({ filmType: 'Голографическая' }), 10],
    ['a size above A3', sticker({ width: 298, height: 420 }), 10],
    ['a size of zero', sticker({ width: 0, height: 0 }), 10],
    ['no price for the format in the tier', sticker({ width: 148, height: 210 }), 50],
    ['a count of zero', sticker({ count: 0 }), 10],
  ])('is 0 with %s', (_case, item, total) => {
    expect(stickerItemCost(item, total, stickerPrices)).toBe(0);
  });

  it('is 0 with an empty price list', () => {
    expect(stickerItemCost(sticker(), 10, [])).toBe(0);
    expect(stickerUnitPrice(sticker(), 10, [])).toBeNull();
  });

  it('totals sticker counts, ignoring negative counts', () => {
    expect(totalStickerCount([{ count: 4 }, { count: 6 }, { count: -3 }])).toBe(10);
    expect(totalStickerCount([])).toBe(0);
  });
});

const categories: AcrylMaterialCategory[] = [
  { category: 'Прозрачный', materialTypes: ['Прозрачный 2 мм', 'Прозрачный 3 мм'] },
  { category: 'Зеркальный', materialTypes: ['Зеркальный золотой'] },
];

const acrylPrices: AcrylPriceEntry[] = [
  {
    acrylType: 'Брелок',
    materialType: 'Прозрачный',
    printType: 'Односторонняя',
    prices: [
      { minCount: 1, maxWidth: 50, maxHeight: 50, price: 100 },
      { minCount: 1, maxWidth: 80, maxHeight: 80, price: 150 },
      { minCount: 1, maxWidth: 100, maxHeight: 100, price: 200 },
      { minCount: 10, maxWidth: 50, maxHeight: 50, price: 80 },
      { minCount: 10, maxWidth: 80, maxHeight: 80, price: 120 },
      { minCount: 10, maxWidth: 60, maxHeight: 40, price: 70 },
    ],
  },
  {
    acrylType: 'Стенд',
    materialType: 'Прозрачный',
    printType: 'Односторонняя',
    prices: [
      { minCount: 1, maxWidth: 150, maxHeight: 150, price: 400 },
      { minCount: 5, maxWidth: 150, maxHeight: 150, price: 350 },
    ],
  },
  {
    acrylType: 'Стенд',
    materialType: 'Прозрачный',
    printType: 'Без печати',
    prices: [{ minCount: 1, maxWidth: 200, maxHeight: 200, price: 90 }],
  },
];

const keyRing = (overrides: Partial<AcrylCostInput> = {}): AcrylCostInput => ({
  acrylType: 'Брелок',
  materialType: 'Прозрачный 2 мм',
  printType: 'Односторонняя',
  count: 1,
  width: 45,
  height: 45,
  ...overrides,
});

describe('acrylic item cost', () => {
  it('maps a material to its category', () => {
    expect(materialCategoryOf('Прозрачный 3 мм', categories)).toBe('Прозрачный');
    expect(materialCategoryOf('Зеркальный золотой', categories)).toBe('Зеркальный');
    expect(materialCategoryOf('Дерево', categories)).toBeUndefined();
    expect(materialCategoryOf(null, categories)).toBeUndefined();
  });

  it.each([
    // count exactly at the 10 tier and one below
    [10, 45, 45, 80],
    [9, 45, 45, 100],
    // same minCount: the smallest size that holds the item (60×40 is smaller than 50×50)
    [10, 30, 30, 70],
    // 40×60 fits 60×40 turned; 41×60 does not, so the next smallest size at that count
    [10, 40, 60, 70],
    [10, 41, 60, 120],
    // the largest minCount wins over a smaller size
    [10, 70, 70, 120],
    // at count 10 no tier holds 90×90: the largest minCount that does is 1
    [10, 90, 90, 200],
    [1, 100, 100, 200],
  ])('count %d, %d×%d mm → %d ₽ per piece', (count, width, height, price) => {
    expect(acrylUnitPrice(keyRing({ width, height }), count, acrylPrices, categories)).toBe(price);
  });

  it.each([
    ['too large for every tier', keyRing({ width: 101, height: 10 }), 10],
    ['an unknown material', keyRing({ materialType: 'Дерево' }), 10],
    ['no material', keyRing({ materialType: null }), 10],
    ['no row for the print type', keyRing({ printType: 'Двусторонняя' }), 10],
    ['a tier count below every minCount', keyRing(), 0],
    ['a count of zero', keyRing({ count: 0 }), 10],
  ])('is 0 with %s', (_case, item, tierCount) => {
    expect(acrylItemCost(item, tierCount, acrylPrices, categories)).toBe(0);
  });

  it('is 0 with empty price lists', () => {
    expect(acrylItemCost(keyRing(), 10, [], categories)).toBe(0);
    expect(acrylItemCost(keyRing(), 10, acrylPrices, [])).toBe(0);
  });

  it('is price × count', () => {
    expect(acrylItemCost(keyRing({ count: 7 }), 12, acrylPrices, categories)).toBe(560);
  });

  it('prefers the smaller size among equal minCounts whatever their order in the row', () => {
    const row: AcrylPriceEntry = {
      acrylType: 'Брелок',
      materialType: 'Прозрачный',
      printType: 'Односторонняя',
      prices: [
        { minCount: 1, maxWidth: 80, maxHeight: 80, price: 150 },
        { minCount: 1, maxWidth: 50, maxHeight: 50, price: 100 },
        { minCount: 1, maxWidth: 100, maxHeight: 100, price: 200 },
      ],
    };
    expect(acrylTierFor(row, 1, 20, 20)?.price).toBe(100);
  });

  it.each([
    [{ acrylType: 'Стенд', printType: 'Без печати' }, true],
    [{ acrylType: 'Подставка', printType: 'Без печати' }, true],
    [{ acrylType: 'Стенд', printType: 'Односторонняя' }, false],
    [{ acrylType: 'Подставка', printType: 'Односторонняя' }, false],
    [{ acrylType: 'Брелок', printType: 'Без печати' }, false],
  ])('%o is an unprinted stand: %s', (item, expected) => {
    expect(isUnprintedStand(item)).toBe(expected);
  });

  it('leaves unprinted stands and bases out of the tier count', () => {
    const items = [
      keyRing({ count: 8 }),
      { acrylType: 'Стенд', printType: 'Без печати', count: 5 },
      { acrylType: 'Подставка', printType: 'Без печати', count: 3 },
      { acrylType: 'Стенд', printType: 'Односторонняя', count: 2 },
      keyRing({ count: -4 }),
    ];
    expect(totalAcrylTierCount(items)).toBe(10);
  });
});

describe('stand base', () => {
  it.each([
    [100, 100, standBases.small],
    [101, 100, standBases.large],
    [100, 101, standBases.large],
    [180, 180, standBases.large],
    [181, 100, null],
    [20, 181, null],
  ])('%d×%d mm stand comes with %o', (width, height, base) => {
    expect(standBaseFor(width, height)).toBe(base);
  });

  it.each([
    [100, 100, true, 65],
    [101, 50, true, 100],
    [180, 180, true, 100],
    [181, 50, true, 0],
    [100, 100, false, 0],
    [150, 150, false, 0],
  ])('%d×%d mm, print on base %s → +%d ₽', (width, height, print, surcharge) => {
    expect(standBasePrintSurcharge(width, height, print)).toBe(surcharge);
  });

  it('labels the bases in centimetres', () => {
    expect(standBaseLabel(standBases.small)).toBe('5×5 см');
    expect(standBaseLabel(standBases.large)).toBe('8×8 см');
  });
});

const fittingList: AcrylFitting[] = [
  { name: 'Карабин', price: 12 },
  { name: 'Кольцо', price: 8.5 },
];

describe('fittings', () => {
  it('costs each fitting per piece × count', () => {
    expect(fittingsCost(['Карабин', 'Кольцо'], 3, fittingList)).toBe(61.5);
    expect(fittingsCost(['Кольцо'], 1, fittingList)).toBe(8.5);
  });

  it('costs nothing for unknown names, no fittings, zero count or an empty list', () => {
    expect(fittingsCost(['Цепочка'], 3, fittingList)).toBe(0);
    expect(fittingsCost([], 3, fittingList)).toBe(0);
    expect(fittingsCost(['Карабин'], 0, fittingList)).toBe(0);
    expect(fittingsCost(['Карабин'], 3, [])).toBe(0);
  });

  it('finds the cheapest fitting', () => {
    expect(cheapestFittingPrice(fittingList)).toBe(8.5);
    expect(cheapestFittingPrice([])).toBeNull();
  });
});

describe('order preliminary cost', () => {
  const lists = { stickerPrices, acrylPrices, acrylMaterialCategories: categories };

  it('prices items together: tiers come from the order totals', () => {
    const costs = priceOrderItems(
      [sticker({ count: 6 }), sticker({ count: 4, width: 148, height: 210 })],
      [
        keyRing({ count: 4 }),
        keyRing({ count: 6 }),
        { ...keyRing({ count: 20 }), acrylType: 'Стенд', printType: 'Без печати', width: 150, height: 150 },
      ],
      lists,
    );
    expect(costs.stickers).toEqual([1500, 640]);
    expect(costs.acryl).toEqual([320, 480, 1800]);
    expect(costs.total).toBe(4740);
  });

  it('is empty for an order without items', () => {
    expect(priceOrderItems([], [], lists)).toEqual({ stickers: [], acryl: [], total: 0 });
  });

  it('moves the order cost by the difference between recomputed and stored item costs', () => {
    const order = {
      cost: 1000,
      orderItems: [{ ...sticker({ count: 1 }), cost: 250 }],
      acrylOrderItems: [{ ...keyRing({ count: 2 }), cost: 150 }],
    };
    // recomputed: sticker 300 (tier 1), key rings 2 × 100 = 200 → items 500 vs stored 400
    const result = preliminaryOrderCost(order, lists);
    expect(result.items.total).toBe(500);
    expect(result.cost).toBe(1100);
  });

  it('keeps the order cost when nothing changed', () => {
    const order = { cost: 812.4, orderItems: [{ ...sticker({ count: 1 }), cost: 300 }], acrylOrderItems: [] };
    expect(preliminaryOrderCost(order, lists).cost).toBe(812.4);
  });

  it('rounds the adjusted cost to kopecks', () => {
    const order = {
      cost: 0.1,
      orderItems: [{ ...sticker({ count: 1, width: 74, height: 105 }), cost: 0.2 }],
      acrylOrderItems: [],
    };
    expect(preliminaryOrderCost(order, lists).cost).toBe(70);
  });

  it('drops to the stored extras when prices are missing', () => {
    const order = { cost: 900, orderItems: [{ ...sticker(), cost: 300 }], acrylOrderItems: [] };
    const empty = { stickerPrices: [], acrylPrices: [], acrylMaterialCategories: [] };
    expect(preliminaryOrderCost(order, empty).cost).toBe(600);
  });
});

describe('sticker calculator', () => {
  const prices: StickerPriceEntry[] = [
    ...stickerPrices,
    { cuttingType: 'Through', laminationType: 'Opaque', filmType: 'Голографическая', printPricingViews: [] },
  ];

  it('offers only priced cuttings, laminations and films', () => {
    expect(stickerCalculatorChoices(prices)).toEqual({
      cuttingTypes: ['None', 'Through', 'Contour'],
      laminationTypes: ['None', 'Glossy', 'Opaque'],
      filmTypes: [film, 'Прозрачная', 'Голографическая'],
    });
    expect(stickerCalculatorChoices(stickerPrices)).toEqual({
      cuttingTypes: ['None', 'Contour'],
      laminationTypes: ['None', 'Glossy'],
      filmTypes: [film, 'Прозрачная'],
    });
  });

  it('narrows films to those the embedder enables, in price list order', () => {
    expect(stickerCalculatorChoices(prices, ['Прозрачная', film, 'Несуществующая'])).toEqual({
      cuttingTypes: ['None', 'Contour'],
      laminationTypes: ['None', 'Glossy'],
      filmTypes: [film, 'Прозрачная'],
    });
    expect(stickerCalculatorChoices(prices, [])).toEqual({ cuttingTypes: [], laminationTypes: [], filmTypes: [] });
    expect(stickerCalculatorChoices([])).toEqual({ cuttingTypes: [], laminationTypes: [], filmTypes: [] });
  });

  it('defaults to A4 and 10 sheets', () => {
    expect(stickerCalculatorDefaults).toEqual({ format: 'A4', sheets: 10 });
  });

  it('lists the formats of a row smallest first, and sheet choices from 10', () => {
    expect(stickerFormatsFor(stickerPrices[0])).toEqual(['A8', 'A7', 'A6', 'A5', 'A4', 'A3']);
    expect(stickerFormatsFor(stickerPrices[1])).toEqual(['A4']);
    expect(stickerFormatsFor(undefined)).toEqual([]);
    expect(stickerSheetOptions(stickerPrices[0])).toEqual([10, 50]);
    expect(stickerSheetOptions(undefined)).toEqual([10]);
  });

  const input = { cuttingType: 'Contour', laminationType: 'Glossy', filmType: film, format: 'A4' } as const;

  it('does not quote below the minimum run: the reason is the 10-sheet minimum (decided)', () => {
    expect(stickerCalculatorQuote(stickerPrices, { ...input, sheets: 9 })).toEqual({
      pricePerSheet: null,
      total: 0,
      belowMinimumRun: true,
      largeRun: false,
      reason: { kind: 'belowMinimumRun', minCount: 10, missing: 1 },
    });
  });

  it.each([
    [10, 250, 2500, false, false],
    [49, 250, 12_250, false, false],
    [50, 200, 10_000, false, false],
    [500, 200, 100_000, false, false],
    [501, 200, 100_200, false, true],
  ])('%d sheets: %d ₽ per sheet, %d ₽ in all', (sheets, price, total, belowMinimumRun, largeRun) => {
    expect(stickerCalculatorQuote(stickerPrices, { ...input, sheets })).toEqual({
      pricePerSheet: price,
      total,
      belowMinimumRun,
      largeRun,
      reason: null,
    });
  });

  it('has no price for a format the tier lacks, a missing row or an empty list', () => {
    expect(stickerCalculatorQuote(stickerPrices, { ...input, format: 'A5', sheets: 50 })).toMatchObject({
      pricePerSheet: null,
      total: 0,
    });
    expect(
      stickerCalculatorQuote(stickerPrices, { ...input, cuttingType: 'None', sheets: 10 }).pricePerSheet,
    ).toBeNull();
    expect(stickerCalculatorQuote([], { ...input, sheets: 10 }).total).toBe(0);
  });
});

describe('acrylic calculator', () => {
  const lists = { acrylPrices, acrylMaterialCategories: categories, acrylFittings: fittingList };
  const keyRingKey = { acrylType: 'Брелок', category: 'Прозрачный', printType: 'Односторонняя' };

  it('has the spec defaults', () => {
    expect(acrylCalculatorDefaults).toEqual({ count: 5, width: 20, height: 20 });
    expect(acrylFallbackCountOptions).toEqual([1, 5, 10, 25, 50, 100]);
    expect(acrylFallbackSizeOptions[0]).toBe(20);
    expect(acrylFallbackSizeOptions.at(-1)).toBe(120);
  });

  it('offers the distinct minCounts of the matching rows, else the fallback', () => {
    expect(acrylCountOptions(acrylPrices, keyRingKey)).toEqual([1, 10]);
    expect(acrylCountOptions(acrylPrices, { ...keyRingKey, category: 'Зеркальный' })).toEqual([1, 5, 10, 25, 50, 100]);
    expect(acrylCountOptions([], keyRingKey)).toEqual([1, 5, 10, 25, 50, 100]);
  });

  it('offers the size ceilings of the matching rows, else 20…120 mm', () => {
    expect(acrylSizeOptions(acrylPrices, keyRingKey)).toEqual([40, 50, 60, 80, 100]);
    expect(acrylSizeOptions([], keyRingKey)).toEqual([20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120]);
  });

  it('offers priced types, the materials of priced categories and priced print types', () => {
    const prices: AcrylPriceEntry[] = [
      ...acrylPrices,
      { acrylType: 'Подставка', materialType: 'Прозрачный', printType: 'Без печати', prices: [] },
      { acrylType: 'Брелок', materialType: 'Зеркальный', printType: 'Разная печать', prices: [] },
      { acrylType: 'Брелок', materialType: 'Зеркальный', printType: 'Двусторонняя', prices: [] },
    ];
    expect(
      acrylCalculatorChoices(prices, categories, { acrylType: 'Брелок', materialType: 'Зеркальный золотой' }),
    ).toEqual({
      acrylTypes: ['Брелок', 'Стенд'],
      materialTypes: ['Прозрачный 2 мм', 'Прозрачный 3 мм', 'Зеркальный золотой'],
      printTypes: ['Двусторонняя'],
    });
    expect(acrylCalculatorChoices(prices, categories, { acrylType: 'Стенд', materialType: 'Прозрачный 3 мм' })).toEqual(
      {
        acrylTypes: ['Брелок', 'Стенд'],
        materialTypes: ['Прозрачный 2 мм', 'Прозрачный 3 мм'],
        printTypes: ['Односторонняя', 'Без печати'],
      },
    );
    expect(acrylCalculatorChoices([], categories, { acrylType: null, materialType: null })).toEqual({
      acrylTypes: [],
      materialTypes: [],
      printTypes: [],
    });
  });

  it('does not offer a base on its own', () => {
    expect(acrylCalculatorProductTypes(['Брелок', 'Стенд', 'Подставка'])).toEqual(['Брелок', 'Стенд']);
  });

  it.each([
    [['Зеркальный золотой', 'Прозрачный 3 мм', 'Прозрачный 2 мм'], 'Брелок', 'Прозрачный 2 мм'],
    [['Зеркальный золотой', 'Прозрачный 3 мм', 'Прозрачный 2 мм'], 'Стенд', 'Прозрачный 3 мм'],
    [['Прозрачный 12 мм', 'Прозрачный 2мм'], 'Брелок', 'Прозрачный 2мм'],
    [['Зеркальный золотой', 'прозрачный 5 мм'], 'Стенд', 'прозрачный 5 мм'],
    [['Зеркальный золотой'], 'Брелок', 'Зеркальный золотой'],
    [[], 'Брелок', null],
  ])('default material of %o for %s is %s', (materials, acrylType, expected) => {
    expect(defaultAcrylMaterial(materials, acrylType)).toBe(expected);
  });

  const standInput = {
    acrylType: 'Стенд',
    materialType: 'Прозрачный 3 мм',
    printType: 'Односторонняя',
    count: 5,
    width: 100,
    height: 100,
    printOnBase: false,
    fittings: [],
  };

  it('includes the free base of a stand', () => {
    expect(acrylCalculatorQuote(standInput, lists)).toEqual({
      pricePerPiece: 350,
      reason: null,
      standBase: standBases.small,
      standTooLarge: false,
      basePrintSurcharge: 0,
      total: 1750,
      fittingsTotal: 0,
      largeOrder: false,
    });
  });

  it.each([
    [100, 65, standBases.small],
    [101, 100, standBases.large],
  ])('adds the base print surcharge for a %d mm stand', (side, surcharge, base) => {
    const quote = acrylCalculatorQuote({ ...standInput, width: side, height: 20, printOnBase: true }, lists);
    expect(quote.basePrintSurcharge).toBe(surcharge);
    expect(quote.standBase).toBe(base);
    expect(quote.total).toBe((350 + surcharge) * 5);
  });

  it('has no standard base above 180 mm', () => {
    const quote = acrylCalculatorQuote(
      { ...standInput, printType: 'Без печати', width: 181, height: 50, printOnBase: true },
      lists,
    );
    expect(quote).toMatchObject({ standBase: null, standTooLarge: true, basePrintSurcharge: 0, pricePerPiece: 90 });
  });

  it('shows fittings beside the total, not in it, and flags large orders from 100 pieces', () => {
    const input = { ...standInput, ...keyRing({ count: 100 }), printOnBase: true, fittings: ['Кольцо'] };
    const quote = acrylCalculatorQuote(input, lists);
    expect(quote).toMatchObject({ pricePerPiece: 80, standBase: null, basePrintSurcharge: 0, total: 8000 });
    expect(quote.fittingsTotal).toBe(850);
    expect(quote.largeOrder).toBe(true);
    expect(acrylCalculatorQuote({ ...input, count: 99 }, lists).largeOrder).toBe(false);
  });

  it('has no price for an unknown material or empty lists', () => {
    expect(acrylCalculatorQuote({ ...standInput, materialType: 'Дерево' }, lists)).toMatchObject({
      pricePerPiece: null,
      total: 0,
    });
    const empty = { acrylPrices: [], acrylMaterialCategories: [], acrylFittings: [] };
    expect(acrylCalculatorQuote({ ...standInput, fittings: ['Кольцо'] }, empty)).toMatchObject({
      pricePerPiece: null,
      total: 0,
      fittingsTotal: 0,
    });
  });
});
