import { z } from 'zod/mini';
import { rubles } from './primitives.js';

/**
 * Reference lists. The spec does not show their contents; we send plain names (the value a
 * customer sees is the value stored on an item), except the two lists that carry more than
 * a name. Lamination and cutting types are the codes of `items.ts`.
 */
export const nameList = z.array(z.string());
export type NameList = z.infer<typeof nameList>;

/** `acrylMaterialCategories`: a category (used by prices) and the materials that belong to it. */
export const acrylMaterialCategory = z.object({
  category: z.string(),
  materialTypes: z.array(z.string()),
});
export type AcrylMaterialCategory = z.infer<typeof acrylMaterialCategory>;
export const acrylMaterialCategories = z.array(acrylMaterialCategory);

/** `acrylFittings`: a fitting's name (also its preview path segment) and price per piece. */
export const acrylFitting = z.object({ name: z.string(), price: rubles });
export type AcrylFitting = z.infer<typeof acrylFitting>;
export const acrylFittings = z.array(acrylFitting);

export { type ReferenceListName, referenceListPaths } from './constants.js';

export interface ReferenceLists {
  laminationTypes: string[];
  cuttingTypes: string[];
  filmTypes: string[];
  acrylMaterialTypes: string[];
  acrylMaterialCategories: AcrylMaterialCategory[];
  acrylTypes: string[];
  acrylPrintTypes: string[];
  acrylFittings: AcrylFitting[];
}

export const referenceListSchemas = {
  laminationTypes: nameList,
  cuttingTypes: nameList,
  filmTypes: nameList,
  acrylMaterialTypes: nameList,
  acrylMaterialCategories,
  acrylTypes: nameList,
  acrylPrintTypes: nameList,
  acrylFittings,
} as const;

/** Acrylic product types with a meaning in the rules (the rest are free names like 'Брелок'). */
export const acrylTypeNames = { stand: 'Стенд', base: 'Подставка', keyRing: 'Брелок' } as const;
/** Print types with a meaning in the rules. */
export const acrylPrintTypeNames = { mixed: 'Разная печать', none: 'Без печати' } as const;
