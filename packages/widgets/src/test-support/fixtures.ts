import type {
  AcrylPriceEntry,
  LayoutTemplateEntry,
  PublicOrderInfo,
  ReferenceLists,
  StickerPriceEntry,
} from '@stickers62/core/contract';

/**
 * API answers shaped by the contract, shared by the component tests and the browser tests'
 * mock API (fixtures.test.ts parses each with the contract's schema).
 */
const stickerTiers = [
  { minCount: 0, printPrices: { A3: 180, A4: 100, A5: 60 } },
  { minCount: 50, printPrices: { A3: 160, A4: 90, A5: 55 } },
  { minCount: 100, printPrices: { A3: 150, A4: 80, A5: 50 } },
];

export const stickerPrices: StickerPriceEntry[] = [
  { filmType: 'Белая', laminationType: 'Glossy', cuttingType: 'Contour', printPricingViews: stickerTiers },
  { filmType: 'Белая', laminationType: 'None', cuttingType: 'Contour', printPricingViews: stickerTiers },
  { filmType: 'Белая', laminationType: 'None', cuttingType: 'Through', printPricingViews: stickerTiers },
  {
    filmType: 'Голографическая',
    laminationType: 'Glossy',
    cuttingType: 'Contour',
    printPricingViews: [{ minCount: 0, printPrices: { A4: 150 } }],
  },
];

export const acrylPrices: AcrylPriceEntry[] = [
  {
    acrylType: 'Брелок',
    printType: 'Односторонняя',
    materialType: 'Прозрачный',
    prices: [
      { minCount: 5, maxWidth: 20, maxHeight: 20, price: 90 },
      { minCount: 5, maxWidth: 50, maxHeight: 50, price: 120 },
      { minCount: 5, maxWidth: 80, maxHeight: 80, price: 160 },
      { minCount: 25, maxWidth: 50, maxHeight: 50, price: 100 },
      { minCount: 25, maxWidth: 80, maxHeight: 80, price: 140 },
      { minCount: 100, maxWidth: 50, maxHeight: 50, price: 80 },
    ],
  },
  {
    acrylType: 'Стенд',
    printType: 'Односторонняя',
    materialType: 'Прозрачный',
    prices: [
      { minCount: 5, maxWidth: 100, maxHeight: 100, price: 300 },
      { minCount: 5, maxWidth: 150, maxHeight: 150, price: 450 },
    ],
  },
];

export const referenceLists: ReferenceLists = {
  laminationTypes: ['None', 'Glossy', 'Opaque'],
  cuttingTypes: ['None', 'Through', 'Contour'],
  filmTypes: ['Белая', 'Голографическая'],
  acrylMaterialTypes: ['Прозрачный 2 мм', 'Прозрачный 3 мм', 'Зеркальный 2 мм'],
  acrylMaterialCategories: [
    { category: 'Прозрачный', materialTypes: ['Прозрачный 2 мм', 'Прозрачный 3 мм'] },
    { category: 'Зеркальный', materialTypes: ['Зеркальный 2 мм'] },
  ],
  acrylTypes: ['Брелок', 'Стенд', 'Подставка'],
  acrylPrintTypes: ['Односторонняя', 'Без печати', 'Разная печать'],
  acrylFittings: [
    { name: 'Карабин', price: 8.5 },
    { name: 'Цепочка', price: 12 },
  ],
};

export const orderId = '5f0c6a3e-1b2d-4c3e-9f4a-2b6d8e0a1c7f';
export const otherOrderId = '8a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export const publicOrderInfo: PublicOrderInfo = {
  orderNumber: 1024,
  createDate: '2026-11-02T09:30:00+03:00',
  manager: 'Анна',
  deliveryType: 'CDEK',
  orderItemsCount: 3,
  acrylOrderItemsCount: 1,
  cost: 2450.5,
};

/** `count` layout entries of one order, named 'Макет 1' …; every fifth is a repeat ('… из 1000'). */
export function layoutEntries(count: number, start = 0): LayoutTemplateEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const number = start + index + 1;
    return {
      orderId: number % 2 === 0 ? otherOrderId : orderId,
      orderNumber: 1000 + (number % 7),
      created: '2026-10-15T12:00:00+03:00',
      item: {
        id: number,
        name: number % 5 === 0 ? `Макет ${number} из 1000` : `Макет ${number}`,
        count: 10 + number,
        cuttingType: 'Contour',
        filmType: number % 3 === 0 ? null : 'Белая',
        laminationType: 'Glossy',
      },
    };
  });
}
