import type {
  AcrylFitting,
  AcrylMaterialCategory,
  AcrylPriceEntry,
  StickerPriceEntry,
} from '@stickers62/core/contract';
import type { PriceLists } from '@stickers62/core/pricing';
import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import {
  acrylFittings,
  acrylMaterialCategories,
  acrylMaterialTypes,
  acrylPrices,
  cuttingTypes,
  laminationTypes,
  stickerPrices,
} from '../db/schema.js';

/** Sticker price rows grouped the way the contract sends them: one entry per combination. */
export async function loadStickerPriceEntries(
  db: Queryable,
  onlyFilms?: readonly string[],
): Promise<StickerPriceEntry[]> {
  if (onlyFilms?.length === 0) return [];
  const rows = await db
    .select()
    .from(stickerPrices)
    .where(onlyFilms ? inArray(stickerPrices.filmType, [...onlyFilms]) : undefined)
    .orderBy(asc(stickerPrices.filmType), asc(stickerPrices.id));
  const [laminations, cuttings] = await Promise.all([
    db.select().from(laminationTypes),
    db.select().from(cuttingTypes),
  ]);
  const known = (codes: { code: string }[], value: string) => codes.some((row) => row.code === value);
  const entries = new Map<string, StickerPriceEntry>();
  for (const row of rows) {
    // Codes outside the reference lists cannot be sent: the contract's enums would reject them.
    if (!known(laminations, row.laminationType) || !known(cuttings, row.cuttingType)) continue;
    const key = `${row.cuttingType}\u0000${row.laminationType}\u0000${row.filmType}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = {
        filmType: row.filmType,
        laminationType: row.laminationType as StickerPriceEntry['laminationType'],
        cuttingType: row.cuttingType as StickerPriceEntry['cuttingType'],
        printPricingViews: [],
      };
      entries.set(key, entry);
    }
    let tier = entry.printPricingViews.find((view) => view.minCount === row.minCount);
    if (!tier) {
      tier = { minCount: row.minCount, printPrices: {} };
      entry.printPricingViews.push(tier);
    }
    tier.printPrices[row.format] = row.price;
  }
  for (const entry of entries.values()) entry.printPricingViews.sort((a, b) => a.minCount - b.minCount);
  return [...entries.values()];
}

export async function loadAcrylPriceEntries(
  db: Queryable,
  onlyAcrylTypes?: readonly string[],
): Promise<AcrylPriceEntry[]> {
  if (onlyAcrylTypes?.length === 0) return [];
  const rows = await db
    .select()
    .from(acrylPrices)
    .where(onlyAcrylTypes ? inArray(acrylPrices.acrylType, [...onlyAcrylTypes]) : undefined)
    .orderBy(asc(acrylPrices.id));
  const entries = new Map<string, AcrylPriceEntry>();
  for (const row of rows) {
    const key = `${row.acrylType}\u0000${row.printType}\u0000${row.materialCategory}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = { acrylType: row.acrylType, printType: row.printType, materialType: row.materialCategory, prices: [] };
      entries.set(key, entry);
    }
    entry.prices.push({ minCount: row.minCount, maxWidth: row.maxWidth, maxHeight: row.maxHeight, price: row.price });
  }
  return [...entries.values()];
}

export async function loadMaterialCategories(db: Queryable): Promise<AcrylMaterialCategory[]> {
  const [categories, materials] = await Promise.all([
    db.select().from(acrylMaterialCategories).orderBy(asc(acrylMaterialCategories.sortOrder)),
    db.select().from(acrylMaterialTypes).orderBy(asc(acrylMaterialTypes.sortOrder)),
  ]);
  return categories.map((category) => ({
    category: category.name,
    materialTypes: materials.filter((material) => material.category === category.name).map((material) => material.name),
  }));
}

export async function loadFittings(db: Queryable): Promise<AcrylFitting[]> {
  const rows = await db
    .select({ name: acrylFittings.name, price: acrylFittings.price })
    .from(acrylFittings)
    .orderBy(asc(acrylFittings.sortOrder));
  return rows;
}

/**
 * Everything core's pricing needs, read fresh (prices are edited in the database). Pricing an
 * order reads only the rows of the films and acrylic types its items use.
 */
export async function loadPriceLists(
  db: Queryable,
  only?: { films: readonly string[]; acrylTypes: readonly string[] },
): Promise<PriceLists> {
  const [stickerPriceEntries, acrylPriceEntries, categories] = await Promise.all([
    loadStickerPriceEntries(db, only?.films),
    loadAcrylPriceEntries(db, only?.acrylTypes),
    loadMaterialCategories(db),
  ]);
  return { stickerPrices: stickerPriceEntries, acrylPrices: acrylPriceEntries, acrylMaterialCategories: categories };
}
