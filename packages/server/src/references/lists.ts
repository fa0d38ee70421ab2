import type { ReferenceListName, ReferenceLists } from '@stickers62/core/contract';
import { fileTexts } from '@stickers62/core/texts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  acrylFittings,
  acrylMaterialTypes,
  acrylPrintTypes,
  acrylTypes,
  cuttingTypes,
  filmTypes,
  laminationTypes,
} from '../db/schema.js';
import { notFound } from '../errors.js';
import { loadFittings, loadMaterialCategories } from './price-lists.js';

/** How each reference list is read; all are public (calculators work without sign-in). */
export const referenceLoaders: { [Name in ReferenceListName]: (db: Database) => Promise<ReferenceLists[Name]> } = {
  laminationTypes: async (db) =>
    (await db.select().from(laminationTypes).orderBy(asc(laminationTypes.sortOrder))).map((row) => row.code),
  cuttingTypes: async (db) =>
    (await db.select().from(cuttingTypes).orderBy(asc(cuttingTypes.sortOrder))).map((row) => row.code),
  // Only the films enabled in the database are offered (checkout-admin-pages section 9).
  filmTypes: async (db) =>
    (await db.select().from(filmTypes).where(eq(filmTypes.enabled, true)).orderBy(asc(filmTypes.sortOrder))).map(
      (row) => row.name,
    ),
  acrylMaterialTypes: async (db) =>
    (await db.select().from(acrylMaterialTypes).orderBy(asc(acrylMaterialTypes.sortOrder))).map((row) => row.name),
  acrylMaterialCategories: loadMaterialCategories,
  acrylTypes: async (db) =>
    (await db.select().from(acrylTypes).orderBy(asc(acrylTypes.sortOrder))).map((row) => row.name),
  acrylPrintTypes: async (db) =>
    (await db.select().from(acrylPrintTypes).orderBy(asc(acrylPrintTypes.sortOrder))).map((row) => row.name),
  acrylFittings: loadFittings,
};

/** A fitting's preview picture, PNG bytes; 404 when the fitting has none. */
export async function fittingPreviewPng(db: Database, fitting: string): Promise<Buffer> {
  const [row] = await db
    .select({ png: acrylFittings.previewPng })
    .from(acrylFittings)
    .where(eq(acrylFittings.name, fitting));
  if (!row?.png) throw notFound(fileTexts.previewUnavailable);
  return Buffer.from(row.png);
}
