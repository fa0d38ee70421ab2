import type { ItemKind } from '@stickers62/core/contract';
import { itemLimits } from '@stickers62/core/contract';
import { checkItemSaveRequest, isOrderEditable } from '@stickers62/core/rules';
import { itemTexts, serverTexts } from '@stickers62/core/texts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { badRequest, notFound } from '../errors.js';
import type { LayoutPreflight } from '../files/layout-preflight.js';
import { lockOrder, type OrderRow } from '../orders/access.js';
import { recomputeOrderCosts } from '../orders/costs.js';
import { countItems } from './counts.js';
import { fieldLabels, type ItemOfKind, type ItemSaveRequest, itemKinds, type ReferenceCheck } from './kinds.js';

/** Values that must come from the reference lists; an unknown one would price to nothing. */
async function checkReferences(db: Queryable, checks: ReferenceCheck[]) {
  const lists = checks.map(async ({ allowed }) => new Set((await allowed(db)).map((row) => row.value)));
  for (const [index, { field, values }] of checks.entries()) {
    const known = await lists[index];
    if (values.some((value) => !known?.has(value))) throw badRequest(serverTexts.badField(fieldLabels[field]));
  }
}

/** A repeat must point at an item of the same kind that belongs to the order's owner. */
async function checkRepeatSource(db: Queryable, kind: ItemKind, otherItem: number | null, ownerId: number) {
  if (otherItem === null) return;
  const { table } = itemKinds[kind];
  const [source] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, otherItem), eq(table.ownerId, ownerId)));
  if (!source) throw badRequest(serverTexts.badField(fieldLabels.otherItem));
}

export interface SavedItem<Kind extends ItemKind> {
  item: ItemOfKind<Kind>;
  /** The item holds a layout and its width or height changed: its preflight was cleared, to run again. */
  layoutResized: boolean;
}

/**
 * Creates or updates an item of an editable order and reprices the order, in one transaction
 * with the order row locked (so two saves cannot both take the same name or race the sums).
 */
export async function saveItem<Kind extends ItemKind>(
  db: Database,
  order: OrderRow,
  kind: Kind,
  body: ItemSaveRequest<Kind>,
): Promise<SavedItem<Kind>> {
  const rules = itemKinds[kind];
  const check = checkItemSaveRequest(kind, body);
  if (check.blockingMessage) throw badRequest(check.blockingMessage);
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!isOrderEditable(locked.status)) throw badRequest(itemTexts.notEditable);
    await checkReferences(tx, rules.referenceChecks(body));
    await checkRepeatSource(tx, kind, body.otherItem, locked.ownerId);
    const { table } = rules;
    const columns = {
      name: body.name.trim(),
      comment: body.comment,
      count: body.count,
      width: body.width,
      height: body.height,
      isColorProof: body.isColorProof,
      isFileInOtherItem: body.isFileInOtherItem,
      otherItem: body.otherItem,
      ...rules.ownColumns(body),
    };
    const itemId = body.id ? body.id : undefined;
    const [sameName] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(eq(table.orderId, locked.id), eq(table.name, columns.name), itemId ? ne(table.id, itemId) : undefined),
      );
    if (sameName) throw badRequest(itemTexts.duplicateName);

    let savedId: number;
    let layoutResized = false;
    if (itemId) {
      const [before] = await tx
        .select({ width: table.width, height: table.height, fileKey: table.fileKey })
        .from(table)
        .where(and(eq(table.id, itemId), eq(table.orderId, locked.id)));
      if (!before) throw notFound(itemTexts.itemNotFound);
      layoutResized = before.fileKey !== null && (before.width !== columns.width || before.height !== columns.height);
      // A verdict on resolution and proportions was for the old size: it goes with it.
      const preflight = layoutResized ? { preflight: null } : {};
      const [updated] = await tx
        .update(table)
        .set({ ...columns, ...preflight, updatedAt: new Date(), version: sql`${table.version} + 1` })
        .where(and(eq(table.id, itemId), eq(table.orderId, locked.id)))
        .returning({ id: table.id });
      if (!updated) throw notFound(itemTexts.itemNotFound);
      savedId = updated.id;
    } else {
      const items = await countItems(tx, locked.id);
      if (items.total >= itemLimits.maxItemsPerOrder) {
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
    const saved = await rules.read(tx, savedId);
    if (!saved) throw new Error('Saved item vanished');
    return { item: saved, layoutResized };
  });
}

/**
 * Saves an item; when its layout now has another size to be printed at, runs its preflight
 * again after the commit (outside the order's lock) and answers with the new result.
 */
export async function saveItemAndRecheck<Kind extends ItemKind>(
  db: Database,
  layoutPreflight: LayoutPreflight,
  order: OrderRow,
  kind: Kind,
  body: ItemSaveRequest<Kind>,
): Promise<ItemOfKind<Kind>> {
  const { item, layoutResized } = await saveItem(db, order, kind, body);
  if (!layoutResized) return item;
  const preflight = await layoutPreflight.examine({ type: 'item', kind, itemId: item.id });
  return preflight === undefined ? item : { ...item, preflight };
}

/** Deletes an item of an editable order and reprices the order. */
export async function deleteItem(db: Database, order: OrderRow, kind: ItemKind, itemId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (!isOrderEditable(locked.status)) throw badRequest(itemTexts.notEditable);
    const { table } = itemKinds[kind];
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.id, itemId), eq(table.orderId, locked.id)))
      .returning({ id: table.id });
    if (deleted.length === 0) throw notFound(itemTexts.itemNotFound);
    await recomputeOrderCosts(tx, locked.id);
  });
}
