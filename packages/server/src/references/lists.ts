import type { ReferenceListName, ReferenceLists } from '@stickers62/core/contract';
import { fileTexts } from '@stickers62/core/texts';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { acrylFittings, filmTypes } from '../db/schema.js';
import { notFound } from '../errors.js';
import { type ReferenceColumn, referenceColumns } from './columns.js';
import { loadFittings, loadMaterialCategories } from './price-lists.js';

/** A reference list's values in the order people see them (`sortOrder`), only the rows `where` keeps. */
const inOrder =
  ({ table, value }: ReferenceColumn, where?: SQL) =>
  async (db: Database): Promise<string[]> =>
    (await db.select({ value }).from(table).where(where).orderBy(asc(table.sortOrder))).map((row) => row.value);

/** How each reference list is read; all are public (calculators work without sign-in). */
export const referenceLoaders: { [Name in ReferenceListName]: (db: Database) => Promise<ReferenceLists[Name]> } = {
  laminationTypes: inOrder(referenceColumns.laminationType),
  cuttingTypes: inOrder(referenceColumns.cuttingType),
  // Only the films enabled in the database are offered (checkout-admin-pages section 9).
  filmTypes: inOrder(referenceColumns.filmType, eq(filmTypes.enabled, true)),
  acrylMaterialTypes: inOrder(referenceColumns.materialType),
  acrylMaterialCategories: loadMaterialCategories,
  acrylTypes: inOrder(referenceColumns.acrylType),
  acrylPrintTypes: inOrder(referenceColumns.printType),
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
