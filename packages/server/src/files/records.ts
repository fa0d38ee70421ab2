import { generalAcrylFileItemName, type ItemKind, type PreflightResult } from '@stickers62/core/contract';
import { isOrderEditable, statusAfterFileDelete, statusAfterUpload } from '@stickers62/core/rules';
import { fileTexts, itemTexts } from '@stickers62/core/texts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { acrylItems, orders, stickerItems } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { lockOrder, type OrderRow } from '../orders/access.js';
import type { PreflightItem } from './preflight/index.js';

/**
 * Where a layout belongs: an item of the order, or the order's general acryl file
 * (item name `__general__`, kind `acryl`).
 */
export type FileTarget =
  | {
      type: 'item';
      kind: ItemKind;
      itemId: number;
      fileName: string | null;
      fileKey: string | null;
      status: string | null;
    }
  | { type: 'general'; fileName: string | null; fileKey: string | null };

const tableOf = (kind: ItemKind) => (kind === 'stickers' ? stickerItems : acrylItems);

export function isGeneralAcrylFile(kind: ItemKind, itemName: string): boolean {
  return kind === 'acryl' && itemName === generalAcrylFileItemName;
}

/** The file slot a path names in an order the caller may reach; 404 when the item does not exist. */
export async function findFileTarget(
  db: Queryable,
  order: OrderRow,
  kind: ItemKind,
  itemName: string,
): Promise<FileTarget> {
  if (isGeneralAcrylFile(kind, itemName)) {
    return { type: 'general', fileName: order.acrylFileName, fileKey: order.acrylFileKey };
  }
  const table = tableOf(kind);
  const [item] = await db
    .select({ id: table.id, fileName: table.fileName, fileKey: table.fileKey, status: table.status })
    .from(table)
    .where(and(eq(table.orderId, order.id), eq(table.name, itemName)));
  if (!item) throw notFound(itemTexts.itemNotFound);
  return { type: 'item', kind, itemId: item.id, fileName: item.fileName, fileKey: item.fileKey, status: item.status };
}

/** How many repeats of repeats a shown layout is followed through (a loop stops there too). */
const maxRepeatHops = 5;

/**
 * The layout an item shows: its own, else, for a repeated item («Повтор макета», `otherItem`)
 * without one, its source's: the owner's earlier item of the same kind, followed through repeats
 * of repeats. Only an item of the order's owner is followed, so no one sees another's layout.
 */
export async function findShownLayout(
  db: Queryable,
  order: OrderRow,
  kind: ItemKind,
  itemName: string,
): Promise<{ fileName: string; fileKey: string } | null> {
  if (isGeneralAcrylFile(kind, itemName)) {
    return order.acrylFileName && order.acrylFileKey
      ? { fileName: order.acrylFileName, fileKey: order.acrylFileKey }
      : null;
  }
  const table = tableOf(kind);
  const columns = { fileName: table.fileName, fileKey: table.fileKey, otherItem: table.otherItem };
  let [item] = await db
    .select(columns)
    .from(table)
    .where(and(eq(table.orderId, order.id), eq(table.name, itemName)));
  if (!item) throw notFound(itemTexts.itemNotFound);
  for (let hop = 0; item; hop++) {
    if (item.fileName && item.fileKey) return { fileName: item.fileName, fileKey: item.fileKey };
    if (item.otherItem === null || hop === maxRepeatHops) return null;
    [item] = await db
      .select(columns)
      .from(table)
      .where(and(eq(table.id, item.otherItem), eq(table.ownerId, order.ownerId)));
  }
  return null;
}

/** Upload and delete are for orders still being put together ('Создан', 'Ожидает загрузки макетов'). */
export function assertEditable(order: Pick<OrderRow, 'status'>): void {
  if (!isOrderEditable(order.status)) throw badRequest(itemTexts.notEditable);
}

export interface StoredLayout {
  fileName: string;
  fileKey: string;
  size: number;
}

export interface FileChange {
  /** The key the slot held before, to remove once the change is committed. */
  replacedKey: string | null;
  status: string | null;
}

/**
 * Points the slot at a freshly stored layout, with the order locked and still editable (it
 * may have been sent while the bytes were arriving). The previous key is returned, not
 * deleted: the caller removes it after the commit, so a crash never loses the current file.
 */
export function attachLayout(
  db: Database,
  order: OrderRow,
  target: FileTarget,
  layout: StoredLayout,
): Promise<FileChange> {
  return writeSlotLayout(db, order, target, layout);
}

/** Clears the slot; the item's status follows the spec ('Макет загружен' when printed before). */
export function detachLayout(db: Database, order: OrderRow, target: FileTarget): Promise<FileChange> {
  return writeSlotLayout(db, order, target, null);
}

/** The slot's layout set (`layout`) or cleared (`null`), with the order locked and still editable. */
function writeSlotLayout(
  db: Database,
  order: OrderRow,
  target: FileTarget,
  layout: StoredLayout | null,
): Promise<FileChange> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertEditable(locked);
    if (target.type === 'general') {
      if (!layout && !locked.acrylFileKey) throw notFound(fileTexts.fileNotFound);
      await tx
        .update(orders)
        .set({
          acrylUploaded: layout !== null,
          acrylFileName: layout?.fileName ?? null,
          acrylFileKey: layout?.fileKey ?? null,
          acrylFilePreflight: null,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, locked.id));
      return { replacedKey: locked.acrylFileKey, status: null };
    }
    const table = tableOf(target.kind);
    const [current] = await tx
      .select({ fileKey: table.fileKey, isFileInOtherItem: table.isFileInOtherItem })
      .from(table)
      .where(and(eq(table.id, target.itemId), eq(table.orderId, locked.id)));
    if (!current || (!layout && !current.fileKey)) {
      throw notFound(layout ? itemTexts.itemNotFound : fileTexts.fileNotFound);
    }
    const status = layout ? statusAfterUpload() : statusAfterFileDelete(current);
    await tx
      .update(table)
      .set({
        fileName: layout?.fileName ?? null,
        fileKey: layout?.fileKey ?? null,
        fileSize: layout?.size ?? null,
        fileUploadedAt: layout ? new Date() : null,
        preflight: null,
        status,
        updatedAt: new Date(),
        version: sql`${table.version} + 1`,
      })
      .where(eq(table.id, target.itemId));
    return { replacedKey: current.fileKey, status };
  });
}

/** A slot whose layout preflight examines: an item's, or the order's general acryl file. */
export type PreflightSlot = { type: 'item'; kind: ItemKind; itemId: number } | { type: 'general'; orderId: string };

export function preflightSlotOf(order: Pick<OrderRow, 'id'>, target: FileTarget): PreflightSlot {
  return target.type === 'item'
    ? { type: 'item', kind: target.kind, itemId: target.itemId }
    : { type: 'general', orderId: order.id };
}

/** The layout a slot holds now, and what preflight judges it against. */
export interface SlotLayout {
  slot: PreflightSlot;
  fileKey: string;
  fileName: string;
  item: PreflightItem;
  /** The customer whose order holds the layout: its preflight waits in their preview line. */
  ownerId: number;
}

/**
 * The general acryl file has no item, so no size: preflight checks what needs none (colour,
 * transparency, the acrylic layers, a PDF's pages, images and fonts).
 */
const generalAcrylFile: PreflightItem = { kind: 'acryl', widthMm: 0, heightMm: 0 };

/** What the slot holds now; `null` when it holds no layout (deleted meanwhile, or never uploaded). */
export async function readSlotLayout(db: Queryable, slot: PreflightSlot): Promise<SlotLayout | null> {
  if (slot.type === 'general') {
    const [order] = await db
      .select({ fileKey: orders.acrylFileKey, fileName: orders.acrylFileName, ownerId: orders.ownerId })
      .from(orders)
      .where(eq(orders.id, slot.orderId));
    if (!order?.fileKey || !order.fileName) return null;
    return { slot, fileKey: order.fileKey, fileName: order.fileName, item: generalAcrylFile, ownerId: order.ownerId };
  }
  const table = tableOf(slot.kind);
  const [item] = await db
    .select({
      fileKey: table.fileKey,
      fileName: table.fileName,
      width: table.width,
      height: table.height,
      ownerId: table.ownerId,
      ...(slot.kind === 'stickers' ? { cuttingType: stickerItems.cuttingType } : {}),
    })
    .from(table)
    .where(eq(table.id, slot.itemId));
  if (!item?.fileKey || !item.fileName) return null;
  return {
    slot,
    fileKey: item.fileKey,
    fileName: item.fileName,
    item: {
      kind: slot.kind,
      widthMm: item.width,
      heightMm: item.height,
      cuttingType: 'cuttingType' in item ? (item.cuttingType as string | null) : null,
    },
    ownerId: item.ownerId,
  };
}

/**
 * Stores a preflight with its file, only while the slot still holds that file at that size and
 * cutting: a result that finished after a replacement, a resize or a new cutting is stale and is dropped (the newer
 * upload or re-check stores its own). Not under the order's lock: it changes nothing a
 * customer or manager edits. Answers whether it was stored.
 */
export async function storePreflight(db: Queryable, layout: SlotLayout, result: PreflightResult): Promise<boolean> {
  const { slot } = layout;
  if (slot.type === 'general') {
    const stored = await db
      .update(orders)
      .set({ acrylFilePreflight: result })
      .where(and(eq(orders.id, slot.orderId), eq(orders.acrylFileKey, layout.fileKey)))
      .returning({ id: orders.id });
    return stored.length > 0;
  }
  const table = tableOf(slot.kind);
  const { cuttingType } = layout.item;
  const stored = await db
    .update(table)
    .set({ preflight: result })
    .where(
      and(
        eq(table.id, slot.itemId),
        eq(table.fileKey, layout.fileKey),
        eq(table.width, layout.item.widthMm),
        eq(table.height, layout.item.heightMm),
        // A sticker's contour (or its absence) was traced for the cutting it had.
        slot.kind === 'stickers'
          ? cuttingType
            ? eq(stickerItems.cuttingType, cuttingType)
            : isNull(stickerItems.cuttingType)
          : undefined,
      ),
    )
    .returning({ id: table.id });
  return stored.length > 0;
}
