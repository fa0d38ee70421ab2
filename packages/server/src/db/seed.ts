import { count } from 'drizzle-orm';
import type { Database } from './client.js';
import { fittingPreviewPng } from './png.js';
import {
  acrylFittings,
  acrylMaterialCategories,
  acrylMaterialTypes,
  acrylPrices,
  acrylPrintTypes,
  acrylTypes,
  appSettings,
  cuttingTypes,
  filmTypes,
  laminationTypes,
  stickerPrices,
} from './schema.js';
import {
  seedAcrylSizes,
  seedAcrylTiers,
  seedAcrylTypes,
  seedCuttingCodes,
  seedCuttingSurcharge,
  seedFilms,
  seedFittings,
  seedFormatFactors,
  seedLaminationCodes,
  seedLaminationSurcharge,
  seedMaterialCategories,
  seedPrintTypes,
  seedStickerTiers,
} from './seed-data.js';

/** Prices end in whole rubles or 50 kopecks, as a shop would print them. */
const toPrice = (value: number) => Math.round(value * 2) / 2;

function stickerPriceRows() {
  const rows: (typeof stickerPrices.$inferInsert)[] = [];
  for (const film of seedFilms) {
    for (const lamination of seedLaminationCodes) {
      for (const cutting of seedCuttingCodes) {
        const a4 = film.a4BasePrice + seedLaminationSurcharge[lamination] + seedCuttingSurcharge[cutting];
        for (const tier of seedStickerTiers) {
          for (const [format, factor] of Object.entries(seedFormatFactors)) {
            rows.push({
              cuttingType: cutting,
              laminationType: lamination,
              filmType: film.name,
              minCount: tier.minCount,
              format,
              price: toPrice(a4 * factor * tier.factor),
            });
          }
        }
      }
    }
  }
  return rows;
}

function acrylPriceRows() {
  const rows: (typeof acrylPrices.$inferInsert)[] = [];
  for (const type of seedAcrylTypes) {
    for (const print of seedPrintTypes) {
      for (const material of seedMaterialCategories) {
        for (const tier of seedAcrylTiers) {
          for (const size of seedAcrylSizes) {
            rows.push({
              acrylType: type.name,
              printType: print.name,
              materialCategory: material.category,
              minCount: tier.minCount,
              maxWidth: size.maxWidth,
              maxHeight: size.maxHeight,
              price: toPrice(type.basePrice * print.factor * material.factor * tier.factor * size.factor),
            });
          }
        }
      }
    }
  }
  return rows;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

/**
 * Fills the reference and price lists on first start, so calculators and forms work on a
 * fresh installation. A marker row makes it run once: later edits in the database stay.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // The marker insert doubles as a lock: a second instance starting at once waits here, then skips.
    const inserted = await tx
      .insert(appSettings)
      .values({ key: 'reference_data_seeded', value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return;
    const [existing] = await tx.select({ value: count() }).from(filmTypes);
    if ((existing?.value ?? 0) > 0) return;

    const sorted = <T>(values: readonly T[]) => values.map((value, index) => ({ value, sortOrder: index }));
    await tx
      .insert(laminationTypes)
      .values(sorted(seedLaminationCodes).map(({ value, sortOrder }) => ({ code: value, sortOrder })));
    await tx
      .insert(cuttingTypes)
      .values(sorted(seedCuttingCodes).map(({ value, sortOrder }) => ({ code: value, sortOrder })));
    await tx
      .insert(filmTypes)
      .values(seedFilms.map((film, sortOrder) => ({ name: film.name, enabled: film.enabled, sortOrder })));
    await tx
      .insert(acrylMaterialCategories)
      .values(seedMaterialCategories.map((entry, sortOrder) => ({ name: entry.category, sortOrder })));
    await tx.insert(acrylMaterialTypes).values(
      seedMaterialCategories.flatMap((entry, categoryIndex) =>
        entry.materials.map((name, index) => ({
          name,
          category: entry.category,
          sortOrder: categoryIndex * 10 + index,
        })),
      ),
    );
    await tx.insert(acrylTypes).values(seedAcrylTypes.map((type, sortOrder) => ({ name: type.name, sortOrder })));
    await tx.insert(acrylPrintTypes).values(seedPrintTypes.map((type, sortOrder) => ({ name: type.name, sortOrder })));
    await tx.insert(acrylFittings).values(
      seedFittings.map((fitting, sortOrder) => ({
        name: fitting.name,
        price: fitting.price,
        previewPng: fittingPreviewPng(fitting.shape, fitting.color),
        sortOrder,
      })),
    );
    await insertInChunks(stickerPriceRows(), (chunk) => tx.insert(stickerPrices).values(chunk));
    await insertInChunks(acrylPriceRows(), (chunk) => tx.insert(acrylPrices).values(chunk));
  });
}
