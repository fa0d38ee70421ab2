import type { AcrylItem, AdminOrder, Order, StickerItem } from '@stickers62/core/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { acrylItems, stickerItems, users } from '../db/schema.js';
import type { OrderRow } from './access.js';

export type StickerItemRow = typeof stickerItems.$inferSelect;
export type AcrylItemRow = typeof acrylItems.$inferSelect;

/** The fields both item kinds share; each kind's own fields come before them on the wire. */
function sharedItemFields(row: StickerItemRow | AcrylItemRow) {
  return {
    count: row.count,
    width: row.width,
    height: row.height,
    isColorProof: row.isColorProof,
    isFileInOtherItem: row.isFileInOtherItem,
    otherItem: row.otherItem,
    fileName: row.fileName,
    status: row.status,
    cost: row.cost,
  };
}

export function toStickerItem(row: StickerItemRow): StickerItem {
  return {
    id: row.id,
    name: row.name,
    comment: row.comment,
    cuttingType: row.cuttingType,
    filmType: row.filmType,
    laminationType: row.laminationType,
    ...sharedItemFields(row),
  };
}

export function toAcrylItem(row: AcrylItemRow): AcrylItem {
  return {
    id: row.id,
    name: row.name,
    comment: row.comment,
    materialType: row.materialType,
    printType: row.printType,
    acrylType: row.acrylType,
    fittings: row.fittings,
    ...sharedItemFields(row),
  };
}

export async function loadOrderItems(db: Queryable, orderId: string) {
  const [stickers, acryl] = await Promise.all([
    db.select().from(stickerItems).where(eq(stickerItems.orderId, orderId)).orderBy(asc(stickerItems.id)),
    db.select().from(acrylItems).where(eq(acrylItems.orderId, orderId)).orderBy(asc(acrylItems.id)),
  ]);
  return { orderItems: stickers.map(toStickerItem), acrylOrderItems: acryl.map(toAcrylItem) };
}

/** `GET /api/web/orders/{id}`: the order as its customer sees it. */
export async function toOrder(db: Queryable, row: OrderRow): Promise<Order> {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createDate: row.createdAt.toISOString(),
    manager: row.manager,
    approximalSendDate: row.approximalSendDate,
    sendDate: row.sendDate,
    deliveryType: row.deliveryType,
    trackNumber: row.trackNumber,
    cost: row.cost,
    payed: row.payed,
    acrylUploaded: row.acrylUploaded,
    acrylFileName: row.acrylFileName,
    ...(await loadOrderItems(db, row.id)),
  };
}

/** `GET /api/web/admin/orders/{id}`: the edit dialog's order. */
export async function toAdminOrder(db: Queryable, row: OrderRow): Promise<AdminOrder> {
  const [owner] = await db
    .select({ name: users.name, username: users.username, vkLink: users.vkLink })
    .from(users)
    .where(eq(users.id, row.ownerId));
  return {
    id: row.id,
    number: row.number,
    clientName: row.clientName ?? owner?.name ?? owner?.username ?? null,
    status: row.status,
    manager: row.manager,
    createDate: row.createdAt.toISOString(),
    sendDate: row.sendDate,
    trackNumber: row.trackNumber,
    cost: row.cost,
    vkUrl: row.vkUrl ?? owner?.vkLink ?? null,
    comment: row.comment,
    deliveryType: row.deliveryType,
    deliveryAddress: row.deliveryAddress,
    approximalDeliveryDate: row.approximalDeliveryDate,
    approximalSendDate: row.approximalSendDate,
    payed: row.payed,
    isUrgent: row.isUrgent,
    isFixedDate: row.isFixedDate,
    colorProofStatus: row.colorProofStatus,
    ...(await loadOrderItems(db, row.id)),
  };
}
