import type { AcrylPriceEntry, ReferenceLists, StickerPriceEntry } from '../contract/index.js';

/** The price lists the calculator tests run on: the same shop as the widgets' component tests. */
const stickerTiers = [
  { minCount: 0, printPrices: { A3: 180, A4: 100, A5: 60 } },
  { minCount: 50, printPrices: { A3: 160, A4: 90, A5: 55 } },
  { minCount: 100, printPrices: { A3: 150, A4: 80, A5: 50 } },
];

export const calculatorStickerPrices: StickerPriceEntry[] = [
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

export const calculatorAcrylPrices: AcrylPriceEntry[] = [
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

export const calculatorReferenceLists: ReferenceLists = {
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
