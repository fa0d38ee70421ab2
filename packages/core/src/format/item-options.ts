import type { ItemKind } from '../contract/index.js';
import { type AcrylItem, itemOptionFields, type StickerItem } from '../contract/items.js';
import { cuttingNames, itemTexts, laminationNames } from '../texts/index.js';

/** The Russian names of a choice's stored codes; a choice without them shows its value. */
const codeNames: Partial<Record<string, Record<string, string>>> = {
  laminationType: laminationNames,
  cuttingType: cuttingNames,
};

/**
 * An item's options as the manager's item list shows them, from the one field list
 * (`itemOptionFields`, core/contract): «Белая глянцевая», «Глянцевая», «Контурная»; a mark that
 * is set by its label (`itemTexts`), a list (fittings) item by item, an empty choice left out.
 */
export function formatItemOptions(
  kind: ItemKind,
  item: StickerItem | AcrylItem,
  fields: readonly string[] = itemOptionFields[kind],
): string[] {
  const values = item as unknown as Record<string, unknown>;
  return fields.flatMap((field): string[] => {
    const value = values[field];
    if (typeof value === 'boolean') return value ? [itemTexts[field as keyof typeof itemTexts] as string] : [];
    if (Array.isArray(value)) return value.filter((entry): entry is string => Boolean(entry));
    if (typeof value !== 'string' || !value) return [];
    return [codeNames[field]?.[value] ?? value];
  });
}
