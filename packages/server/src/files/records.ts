import { generalAcrylFileItemName, type ItemKind } from '@stickers62/core/contract';
import { isOrderEditable, statusAfterFileDelete, statusAfterUpload } from '@stickers62/core/rules';
import { fileTexts, itemTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { acrylItems, orders, stickerItems } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';
import { lockOrder, type OrderRow } from '../orders/access.js';

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
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertEditable(locked);
    if (target.type === 'general') {
      await tx
        .update(orders)
        .set({
          acrylUploaded: true,
          acrylFileName: layout.fileName,
          acrylFileKey: layout.fileKey,
          updatedAt: new Date(),
        })
        .where(eq(orders.id, locked.id));
      return { replacedKey: locked.acrylFileKey, status: null };
    }
    const table = tableOf(target.kind);
    const [current] = await tx
      .select({ fileKey: table.fileKey })
      .from(table)
      .where(and(eq(table.id, target.itemId), eq(table.orderId, locked.id)));
    if (!current) throw notFound(itemTexts.itemNotFound);
    const status = statusAfterUpload();
    await tx
      .update(table)
      .set({
        fileName: layout.fileName,
        fileKey: layout.fileKey,
        fileSize: layout.size,
        fileUploadedAt: new Date(),
        status,
        updatedAt: new Date(),
        version: sql`${table.version} + 1`,
      })
      .where(eq(table.id, target.itemId));
    return { replacedKey: current.fileKey, status };
  });
}

/** Clears the slot; the item's status follows the spec ('Макет загружен' when printed before). */
export function detachLayout(db: Database, order: OrderRow, target: FileTarget): Promise<FileChange> {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    assertEditable(locked);
    if (target.type === 'general') {
      if (!locked.acrylFileKey) throw notFound(fileTexts.fileNotFound);
      await tx
        .update(orders)
        .set({ acrylUploaded: false, acrylFileName: null, acrylFileKey: null, updatedAt: new Date() })
        .where(eq(orders.id, locked.id));
      return { replacedKey: locked.acrylFileKey, status: null };
    }
    const table = tableOf(target.kind);
    const [current] = await tx
      .select({ fileKey: table.fileKey, isFileInOtherItem: table.isFileInOtherItem })
      .from(table)
      .where(and(eq(table.id, target.itemId), eq(table.orderId, locked.id)));
    if (!current?.fileKey) throw notFound(fileTexts.fileNotFound);
    const status = statusAfterFileDelete(current);
    await tx
      .update(table)
      .set({
        fileName: null,
        fileKey: null,
        fileSize: null,
        fileUploadedAt: null,
        status,
        updatedAt: new Date(),
        version: sql`${table.version} + 1`,
      })
      .where(eq(table.id, target.itemId));
    return { replacedKey: current.fileKey, status };
  });
}
