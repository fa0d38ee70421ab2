import type { FittingShape } from './png.js';

/**
 * The reference lists and price lists a fresh installation starts with. They are plausible,
 * not the shop's real prices: managers edit them in the database.
 */

export const seedLaminationCodes = ['None', 'Glossy', 'Opaque'] as const;
export const seedCuttingCodes = ['None', 'Through', 'Contour'] as const;

/** Film name, whether the calculators offer it, and its A4 price at the smallest tier. */
export const seedFilms = [
  { name: 'Белая глянцевая', enabled: true, a4BasePrice: 160 },
  { name: 'Белая матовая', enabled: true, a4BasePrice: 170 },
  { name: 'Прозрачная', enabled: true, a4BasePrice: 190 },
  { name: 'Голографическая', enabled: true, a4BasePrice: 260 },
  { name: 'Крафт', enabled: false, a4BasePrice: 210 },
] as const;

export const seedLaminationSurcharge: Record<(typeof seedLaminationCodes)[number], number> = {
  None: 0,
  Glossy: 30,
  Opaque: 35,
};
export const seedCuttingSurcharge: Record<(typeof seedCuttingCodes)[number], number> = {
  None: 0,
  Through: 25,
  Contour: 45,
};

/** Sheet-count tiers and the discount each gives. */
export const seedStickerTiers = [
  { minCount: 10, factor: 1 },
  { minCount: 50, factor: 0.85 },
  { minCount: 100, factor: 0.72 },
  { minCount: 500, factor: 0.6 },
] as const;

/** Price of a sheet format relative to A4. */
export const seedFormatFactors = { A3: 1.9, A4: 1, A5: 0.56, A6: 0.32, A7: 0.19, A8: 0.12 } as const;

export const seedMaterialCategories = [
  { category: 'Прозрачный 2 мм', factor: 1, materials: ['Прозрачный 2 мм', 'Прозрачный матовый 2 мм'] },
  { category: 'Прозрачный 3 мм', factor: 1.15, materials: ['Прозрачный 3 мм', 'Прозрачный матовый 3 мм'] },
  {
    category: 'Зеркальный 3 мм',
    factor: 1.5,
    materials: ['Зеркальный золотой 3 мм', 'Зеркальный серебряный 3 мм', 'Зеркальный розовый 3 мм'],
  },
  { category: 'Цветной 3 мм', factor: 1.25, materials: ['Белый 3 мм', 'Черный 3 мм', 'Красный 3 мм'] },
  { category: 'Голографический 3 мм', factor: 1.6, materials: ['Голографический 3 мм'] },
] as const;

/** Acrylic product types with the per-piece price of a 40×40 mm piece at the smallest tier. */
export const seedAcrylTypes = [
  { name: 'Брелок', basePrice: 190 },
  { name: 'Стенд', basePrice: 320 },
  { name: 'Подставка', basePrice: 90 },
  { name: 'Значок', basePrice: 150 },
] as const;

export const seedPrintTypes = [
  { name: 'Односторонняя', factor: 1 },
  { name: 'Двусторонняя', factor: 1.3 },
  { name: 'Разная печать', factor: 1.45 },
  { name: 'Без печати', factor: 0.6 },
] as const;

/**
 * Size ceilings (mm) and how much more than 40×40 each costs: every size of the calculator's
 * list (20…120 mm in steps of 10, the spec's fallback list, so its default 20×20 is a real tier),
 * then 150 mm for large stands.
 */
export const seedAcrylSizes = [
  { maxWidth: 20, maxHeight: 20, factor: 0.7 },
  { maxWidth: 30, maxHeight: 30, factor: 0.85 },
  { maxWidth: 40, maxHeight: 40, factor: 1 },
  { maxWidth: 50, maxHeight: 50, factor: 1.2 },
  { maxWidth: 60, maxHeight: 60, factor: 1.35 },
  { maxWidth: 70, maxHeight: 70, factor: 1.5 },
  { maxWidth: 80, maxHeight: 80, factor: 1.7 },
  { maxWidth: 90, maxHeight: 90, factor: 1.85 },
  { maxWidth: 100, maxHeight: 100, factor: 2 },
  { maxWidth: 110, maxHeight: 110, factor: 2.2 },
  { maxWidth: 120, maxHeight: 120, factor: 2.4 },
  { maxWidth: 150, maxHeight: 150, factor: 3.1 },
] as const;

/** Run tiers: the spec's count list (1, 5, 10, 25, 50, 100), so the calculator opens at its default 5. */
export const seedAcrylTiers = [
  { minCount: 1, factor: 1 },
  { minCount: 5, factor: 0.93 },
  { minCount: 10, factor: 0.85 },
  { minCount: 25, factor: 0.78 },
  { minCount: 50, factor: 0.72 },
  { minCount: 100, factor: 0.62 },
] as const;

type Rgba = readonly [number, number, number, number];
const silver: Rgba = [168, 172, 180, 255];
const gold: Rgba = [212, 175, 55, 255];
const black: Rgba = [40, 40, 44, 255];

export const seedFittings: readonly { name: string; price: number; shape: FittingShape; color: Rgba }[] = [
  { name: 'Кольцо для ключей', price: 8.5, shape: 'ring', color: silver },
  { name: 'Кольцо для ключей золотое', price: 12, shape: 'ring', color: gold },
  { name: 'Карабин', price: 18, shape: 'ring', color: black },
  { name: 'Цепочка с кольцом', price: 15, shape: 'bar', color: silver },
  { name: 'Булавка для значка', price: 10, shape: 'bar', color: silver },
  { name: 'Магнит', price: 14, shape: 'disc', color: black },
  { name: 'Шнурок для телефона', price: 22, shape: 'bar', color: black },
];
