import {
  type AcrylItem,
  type AcrylItemSaveRequest,
  type ItemKind,
  itemLimits,
  type StickerItem,
  type StickerItemSaveRequest,
} from '@stickers62/core/contract';
import { checkItemSaveRequest, isOrderEditable } from '@stickers62/core/rules';
import { itemTexts, serverTexts } from '@stickers62/core/texts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import {
  acrylFittings,
  acrylItems,
  acrylMaterialTypes,
  acrylPrintTypes,
  acrylTypes,
  cuttingTypes,
  filmTypes,
  laminationTypes,
  stickerItems,
} from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { lockOrder, type OrderRow } from './access.js';
import { countItems } from './checkout.js';
import { recomputeOrderCosts } from './costs.js';
import { type AcrylItemRow, type StickerItemRow, toAcrylItem, toStickerItem } from './serialize.js';

const tableOf = (kind: ItemKind) => (kind === 'stickers' ? stickerItems : acrylItems);

/** Field labels for "Некорректное значение поля «…»", as the item form names them. */
const fieldLabels = {
  cuttingType: itemTexts.cuttingType,
  filmType: itemTexts.filmType,
  laminationType: itemTexts.laminationType,
  materialType: itemTexts.materialType,
  printType: itemTexts.printType,
  acrylType: itemTexts.acrylType,
  fittings: itemTexts.fittings,
  otherItem: itemTexts.repeatLayoutField,
} as const;

async function names(rows: Promise<{ value: string }[]>): Promise<Set<string>> {
  return new Set((await rows).map((row) => row.value));
}

/** Values that must come from the reference lists; an unknown one would price to nothing. */
async function checkReferences(db: Queryable, kind: ItemKind, body: StickerItemSaveRequest | AcrylItemSaveRequest) {
  const checks: [keyof typeof fieldLabels, string[], Promise<Set<string>>][] =
    kind === 'stickers'
      ? [
          [
            'cuttingType',
            [(body as StickerItemSaveRequest).cuttingType ?? ''],
            names(db.select({ value: cuttingTypes.code }).from(cuttingTypes)),
          ],
          [
            'laminationType',
            [(body as StickerItemSaveRequest).laminationType ?? ''],
            names(db.select({ value: laminationTypes.code }).from(laminationTypes)),
          ],
          [
            'filmType',
            [(body as StickerItemSaveRequest).filmType ?? ''],
            names(db.select({ value: filmTypes.name }).from(filmTypes)),
          ],
        ]
      : [
          [
            'materialType',
            [(body as AcrylItemSaveRequest).materialType ?? ''],
            names(db.select({ value: acrylMaterialTypes.name }).from(acrylMaterialTypes)),
          ],
          [
            'printType',
            [(body as AcrylItemSaveRequest).printType ?? ''],
            names(db.select({ value: acrylPrintTypes.name }).from(acrylPrintTypes)),
          ],
          [
            'acrylType',
            [(body as AcrylItemSaveRequest).acrylType ?? ''],
            names(db.select({ value: acrylTypes.name }).from(acrylTypes)),
          ],
          [
            'fittings',
            (body as AcrylItemSaveRequest).fittings,
            names(db.select({ value: acrylFittings.name }).from(acrylFittings)),
          ],
        ];
  for (const [field, values, allowed] of checks) {
    const known = await allowed;
    if (values.some((value) => !known.has(value))) throw badRequest(serverTexts.badField(fieldLabels[field]));
  }
}

/** A repeat must point at an item of the same kind that belongs to the order's owner. */
async function checkRepeatSource(db: Queryable, kind: ItemKind, otherItem: number | null, ownerId: number) {
  if (otherItem === null) return;
  const table = tableOf(kind);
  const [source] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, otherItem), eq(table.ownerId, ownerId)));
  if (!source) throw badRequest(serverTexts.badField(fieldLabels.otherItem));
}

function editableColumns(kind: ItemKind, body: StickerItemSaveRequest | AcrylItemSaveRequest) {
  const common = {
    name: body.name.trim(),
    comment: body.comment,
    count: body.count,
    width: body.width,
    height: body.height,
    isColorProof: body.isColorProof,
    isFileInOtherItem: body.isFileInOtherItem,
    otherItem: body.otherItem,
  };
  if (kind === 'stickers') {
    const sticker = body as StickerItemSaveRequest;
    return {
      ...common,
      cuttingType: sticker.cuttingType,
      filmType: sticker.filmType,
      laminationType: sticker.laminationType,
    };
  }
  const acryl = body as AcrylItemSaveRequest;
  return {
    ...common,
    materialType: acryl.materialType,
    printType: acryl.printType,
    acrylType: acryl.acrylType,
    fittings: [...new Set(acryl.fittings)],
  };
}

/**
 * Creates or updates an item of an editable order and reprices the order, in one transaction
 * with the order row locked (so two saves cannot both take the same name or race the sums).
 */
export async function saveItem(
  db: Database,
  order: OrderRow,
  kind: 'stickers',
  body: StickerItemSaveRequest,
): Promise<StickerItem>;
export async function saveItem(
  db: Database,
  order: OrderRow,
  kind: 'acryl',
  body: AcrylItemSaveRequest,
): Promise<AcrylItem>;
export async function saveItem(
  db: Database,
  order: OrderRow,
  kind: ItemKind,
  body: StickerItemSaveRequest | AcrylItemSaveRequest,
): Promise<StickerItem | AcrylItem> {
  const check = checkItemSaveRequest(kind, body);
  if (check.blockingMessage) throw badRequest(check.blockingMessage);
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!isOrderEditable(locked.status)) throw badRequest(itemTexts.notEditable);
    await checkReferences(tx, kind, body);
    await checkRepeatSource(tx, kind, body.otherItem, locked.ownerId);
    const table = tableOf(kind);
    const columns = editableColumns(kind, body);
    const itemId = body.id ? body.id : undefined;
    const [sameName] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(eq(table.orderId, locked.id), eq(table.name, columns.name), itemId ? ne(table.id, itemId) : undefined),
      );
    if (sameName) throw badRequest(itemTexts.duplicateName);

    let savedId: number;
    if (itemId) {
      const [updated] = await tx
        .update(table)
        .set({ ...columns, updatedAt: new Date(), version: sql`${table.version} + 1` })
        .where(and(eq(table.id, itemId), eq(table.orderId, locked.id)))
        .returning({ id: table.id });
      if (!updated) throw notFound(itemTexts.itemNotFound);
      savedId = updated.id;
    } else {
      const items = await countItems(tx, locked.id);
      if (items.stickers + items.acryl >= itemLimits.maxItemsPerOrder) {
        throw badRequest(itemTexts.tooManyItems(itemLimits.maxItemsPerOrder));
      }
      const [created] = await tx
        .insert(table)
        .values({ ...columns, orderId: locked.id, ownerId: locked.ownerId })
        .returning({ id: table.id });
      if (!created) throw new Error('Item insert returned nothing');
      savedId = created.id;
    }
    await recomputeOrderCosts(tx, locked.id);
    const [saved] = await tx.select().from(table).where(eq(table.id, savedId));
    if (!saved) throw new Error('Saved item vanished');
    return kind === 'stickers' ? toStickerItem(saved as StickerItemRow) : toAcrylItem(saved as AcrylItemRow);
  });
}

/** Deletes an item of an editable order and reprices the order. */
export async function deleteItem(db: Database, order: OrderRow, kind: ItemKind, itemId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!isOrderEditable(locked.status)) throw badRequest(itemTexts.notEditable);
    const table = tableOf(kind);
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.id, itemId), eq(table.orderId, locked.id)))
      .returning({ id: table.id });
    if (deleted.length === 0) throw notFound(itemTexts.itemNotFound);
    await recomputeOrderCosts(tx, locked.id);
  });
}
