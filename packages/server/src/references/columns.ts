import {
  acrylFittings,
  acrylMaterialTypes,
  acrylPrintTypes,
  acrylTypes,
  cuttingTypes,
  filmTypes,
  laminationTypes,
} from '../db/schema.js';

/**
 * Where each reference list keeps the values items store, by the item field that holds them: the
 * table and its column (a code for laminations and cuttings, a name otherwise). The lists the
 * forms offer (lists.ts) and the values a save accepts (reference-cache.ts) both read them here.
 */
export const referenceColumns = {
  cuttingType: { table: cuttingTypes, value: cuttingTypes.code },
  laminationType: { table: laminationTypes, value: laminationTypes.code },
  filmType: { table: filmTypes, value: filmTypes.name },
  materialType: { table: acrylMaterialTypes, value: acrylMaterialTypes.name },
  printType: { table: acrylPrintTypes, value: acrylPrintTypes.name },
  acrylType: { table: acrylTypes, value: acrylTypes.name },
  fittings: { table: acrylFittings, value: acrylFittings.name },
} as const;

export type ReferenceField = keyof typeof referenceColumns;
export type ReferenceColumn = (typeof referenceColumns)[ReferenceField];
