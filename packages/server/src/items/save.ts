import type { ItemKind } from '@stickers62/core/contract';
import { itemLimits } from '@stickers62/core/contract';
import type { PriceLists } from '@stickers62/core/pricing';
import { checkItemSaveRequest, isOrderEditable, managerPriceAfterSave } from '@stickers62/core/rules';
import { itemTexts, serverTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { badRequest, notFound } from '../errors.js';
import type { LayoutPreflight } from '../files/layout-preflight.js';
import type { OrderRow } from '../orders/access.js';
import {
  type ItemForPricing,
  lockOrderWithItems,
  type OrderCosts,
  type OrderItemsForPricing,
  priceOrderWith,
  writeOrderCosts,
} from '../orders/costs.js';
import {
  cachedReferences,
  currentReferences,
  type KnownValues,
  type ReferenceSnapshot,
} from '../references/reference-cache.js';
import { type ItemRow, toWireItem, type WrittenColumns, writtenColumns } from './columns.js';
import { fieldLabels, type ItemOfKind, type ItemSaveRequest, itemKinds, type ReferenceCheck } from './kinds.js';
import { inOrderQueue, type OrderLine } from './order-queue.js';
import {
  deleteItemIfUnchanged,
  type OrderForSave,
  orderAfterWrite,
  readOrderForSave,
  type StoredItem,
  writeItemIfUnchanged,
} from './save-statements.js';

/** Values that must come from the reference lists; an unknown one would price to nothing. */
function checkReferences(known: KnownValues, checks: ReferenceCheck[]) {
  for (const { field, values } of checks) {
    if (values.some((value) => !known[field].has(value))) throw badRequest(serverTexts.badField(fieldLabels[field]));
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

/**
 * The reference snapshot a save checks and prices with: the one in memory, without reading the
 * revision row (the write checks the revision itself and falls back when it moved). A value the
 * snapshot in memory does not know may be one added since: the current lists decide a refusal.
 */
async function referencesChecked(db: Database, check: (snapshot: ReferenceSnapshot) => void) {
  const cached = cachedReferences(db);
  if (cached) {
    try {
      check(cached);
      return cached;
    } catch {
      // Checked again below, against the lists as they are now.
    }
  }
  const current = await currentReferences(db);
  check(current);
  return current;
}

export interface SavedItem<Kind extends ItemKind> {
  item: ItemOfKind<Kind>;
  /**
   * The item holds a layout and what its preflight judged it against changed (the width, the
   * height, a sticker's cutting: a shape cut traces a contour, mm per pixel = size ÷ pixels):
   * its preflight was cleared, to run again.
   */
  recheckLayout: boolean;
}

/** The columns a save request writes (the cost apart: pricing decides it), as the kind's column map stores them. */
type ItemColumns = WrittenColumns;

/** What a save does to the order, decided from its items as they stand (read or locked). */
interface SavePlan {
  /** The item as it was, for an update. */
  before?: ItemForPricing;
  costs: OrderCosts;
  /** The saved item's new cost. */
  cost: number;
  /** The manager's price the saved item keeps (core `managerPriceAfterSave`); a client never sets it. */
  managerPrice: number | null;
  recheckLayout: boolean;
}

/**
 * The checks that need the order's items (editable, a unique name, the item exists, the limit)
 * and core's pricing of the order as it will be: this item with its new values (a new one last).
 */
function planSave(
  kind: ItemKind,
  status: string,
  items: OrderItemsForPricing,
  columns: ItemColumns,
  itemId: number | undefined,
  priceLists: PriceLists,
): SavePlan {
  if (!isOrderEditable(status)) throw badRequest(itemTexts.notEditable);
  const sameKind: OrderItemsForPricing[ItemKind] = items[kind];
  if (sameKind.some((item) => item.name === columns.name && item.id !== itemId)) {
    throw badRequest(itemTexts.duplicateName);
  }
  const before = itemId === undefined ? undefined : sameKind.find((item) => item.id === itemId);
  if (itemId !== undefined && !before) throw notFound(itemTexts.itemNotFound);
  if (!before && items.stickers.length + items.acryl.length >= itemLimits.maxItemsPerOrder) {
    throw badRequest(itemTexts.tooManyItems(itemLimits.maxItemsPerOrder));
  }
  const managerPrice = managerPriceAfterSave(kind, before, columns);
  const saved = {
    id: itemId ?? 0,
    fileKey: before?.fileKey ?? null,
    cost: before?.cost ?? 0,
    version: before?.version ?? 0,
    ...columns,
    managerPrice,
  };
  const costs = priceOrderWith(items, kind, itemId, saved, priceLists);
  const savedIndex = before ? sameKind.findIndex((item) => item.id === before.id) : sameKind.length;
  return {
    before,
    costs,
    cost: costs[kind][savedIndex]?.cost ?? 0,
    managerPrice,
    recheckLayout: before !== undefined && before.fileKey !== null && judgedDifferently(kind, before, columns),
  };
}

/** A sticker's cutting code, as an item or a save's columns hold it (an acrylic item has none). */
const cuttingOf = (item: object): unknown => ('cuttingType' in item ? item.cuttingType : undefined);

/**
 * Whether a layout's preflight must run again: it judged resolution and proportions at the old
 * size, and traced a sticker's cut contour (or none) for the old cutting and size.
 */
function judgedDifferently(kind: ItemKind, before: ItemForPricing, columns: ItemColumns): boolean {
  if (before.width !== columns.width || before.height !== columns.height) return true;
  return kind === 'stickers' && cuttingOf(before) !== cuttingOf(columns);
}

/**
 * Creates or updates an item of an editable order and reprices the order. What needs no lock is
 * checked first: the request, the reference lists (the snapshot in memory, `referencesChecked`)
 * and a repeat's source. Then, queued behind this process's other saves of the order
 * (`inOrderQueue`): the order and its items are read in one statement, checked and priced, and
 * written in one statement that holds the order's lock only while it runs and writes nothing if
 * the order changed since the read or the reference tables since the snapshot
 * (items/save-statements.ts). When either did (another server process, a manager), the save runs again on the locked path: in one transaction the
 * order row is locked and its items read, and the item, the other items' costs and the sums
 * written. Either way two saves of one order cannot take the same name or race the sums.
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
  // Refused before any read, in the order the checks under the lock would answer; the lock checks again.
  if (!isOrderEditable(order.status)) throw badRequest(itemTexts.notEditable);
  const checkKnown = (snapshot: ReferenceSnapshot) => checkReferences(snapshot.known, rules.referenceChecks(body));
  const [references] = await Promise.all([
    referencesChecked(db, checkKnown),
    checkRepeatSource(db, kind, body.otherItem, order.ownerId),
  ]);
  const columns = writtenColumns(kind, body);
  const itemId = body.id ? body.id : undefined;
  return inOrderQueue(order.id, async (line: OrderLine<OrderForSave>) => {
    const read = line.take() ?? (await readOrderForSave(db, order.id));
    if (read) {
      const plan = planSave(kind, read.status, read, columns, itemId, references.priceLists);
      const planned = { costs: plan.costs, revision: references.revision };
      const sameKind: StoredItem<ItemKind>[] = read[kind];
      const before = plan.before && sameKind.find((item) => item.id === plan.before?.id);
      const item = await writeItemIfUnchanged(db, {
        kind,
        orderId: order.id,
        read,
        planned,
        columns: { ...columns, cost: plan.cost, managerPrice: plan.managerPrice },
        ...(before ? { before: { id: before.id, version: before.version } } : {}),
        recheckLayout: plan.recheckLayout,
      });
      if (item) {
        const saved = {
          ...columns,
          id: item.id,
          fileKey: before?.fileKey ?? null,
          cost: plan.cost,
          managerPrice: plan.managerPrice,
          version: (before?.version ?? 0) + 1,
        } as StoredItem<ItemKind>;
        const after = before
          ? sameKind.map((stored) => (stored.id === before.id ? saved : stored))
          : [...sameKind, saved];
        line.hand(orderAfterWrite(read, kind, after, plan.costs));
        return { item, recheckLayout: plan.recheckLayout };
      }
    }
    // The order or the reference tables changed since: under the lock, with the lists as they are now.
    const current = await currentReferences(db);
    checkKnown(current);
    return saveItemLocked(db, order.id, kind, columns, itemId, current.priceLists);
  });
}

/** The save in one transaction under the order's lock: two pipelined round trips and the COMMIT. */
function saveItemLocked<Kind extends ItemKind>(
  db: Database,
  orderId: string,
  kind: Kind,
  columns: ItemColumns,
  itemId: number | undefined,
  priceLists: PriceLists,
): Promise<SavedItem<Kind>> {
  const { table } = itemKinds[kind];
  return db.transaction(async (tx) => {
    const { order: locked, ...items } = await lockOrderWithItems(tx, orderId);
    const { before, costs, cost, managerPrice, recheckLayout } = planSave(
      kind,
      locked.status,
      items,
      columns,
      itemId,
      priceLists,
    );
    const write = before
      ? tx
          .update(table)
          // A verdict on resolution, proportions and the cut contour was for the old size and cutting: it goes with them.
          .set({
            ...columns,
            cost,
            managerPrice,
            ...(recheckLayout ? { preflight: null } : {}),
            updatedAt: new Date(),
            version: sql`${table.version} + 1`,
          })
          .where(and(eq(table.id, before.id), eq(table.orderId, locked.id)))
          .returning()
      : tx
          .insert(table)
          .values({ ...columns, cost, managerPrice, orderId: locked.id, ownerId: locked.ownerId })
          .returning();
    const [[row]] = await Promise.all([
      write,
      writeOrderCosts(tx, locked.id, costs, before ? { table, id: before.id } : undefined),
    ]);
    if (!row) throw before ? notFound(itemTexts.itemNotFound) : new Error('Item insert returned nothing');
    return { item: toWireItem(kind, row as ItemRow<Kind>), recheckLayout };
  });
}

/**
 * Saves an item; when its layout now has another size to be printed at or another cutting, runs
 * its preflight again after the commit (outside the order's lock) and answers with the new
 * result. A shape cut's contour is traced after the answer, in the preview workers in the
 * owner's line (LayoutPreflight), as after an upload.
 */
export async function saveItemAndRecheck<Kind extends ItemKind>(
  db: Database,
  layoutPreflight: LayoutPreflight,
  order: OrderRow,
  kind: Kind,
  body: ItemSaveRequest<Kind>,
): Promise<ItemOfKind<Kind>> {
  const { item, recheckLayout } = await saveItem(db, order, kind, body);
  if (!recheckLayout) return item;
  const preflight = await layoutPreflight.examine({ type: 'item', kind, itemId: item.id });
  return preflight === undefined ? item : { ...item, preflight };
}

/** The order's costs without the item, after the checks a delete needs of the order's items. */
function planDelete(
  kind: ItemKind,
  status: string,
  items: OrderItemsForPricing,
  itemId: number,
  priceLists: PriceLists,
): OrderCosts {
  if (!isOrderEditable(status)) throw badRequest(itemTexts.notEditable);
  if (!items[kind].some((item) => item.id === itemId)) throw notFound(itemTexts.itemNotFound);
  return priceOrderWith(items, kind, itemId, null, priceLists);
}

/** Deletes an item of an editable order and reprices the order, the way a save does (one statement, or the locked path). */
export async function deleteItem(db: Database, order: OrderRow, kind: ItemKind, itemId: number): Promise<void> {
  const references = cachedReferences(db) ?? (await currentReferences(db));
  await inOrderQueue(order.id, async (line: OrderLine<OrderForSave>) => {
    const read = line.take() ?? (await readOrderForSave(db, order.id));
    if (read) {
      const costs = planDelete(kind, read.status, read, itemId, references.priceLists);
      if (await deleteItemIfUnchanged(db, kind, order.id, read, { costs, revision: references.revision }, itemId)) {
        const sameKind: StoredItem<ItemKind>[] = read[kind];
        line.hand(
          orderAfterWrite(
            read,
            kind,
            sameKind.filter((item) => item.id !== itemId),
            costs,
          ),
        );
        return;
      }
    }
    // Read before the transaction: on PGlite, one connection, a read beside an open transaction would wait for it.
    const { priceLists } = await currentReferences(db);
    await db.transaction(async (tx) => {
      const { order: locked, ...items } = await lockOrderWithItems(tx, order.id);
      const costs = planDelete(kind, locked.status, items, itemId, priceLists);
      const { table } = itemKinds[kind];
      const [deleted] = await Promise.all([
        tx
          .delete(table)
          .where(and(eq(table.id, itemId), eq(table.orderId, locked.id)))
          .returning({ id: table.id }),
        writeOrderCosts(tx, locked.id, costs),
      ]);
      if (deleted.length === 0) throw notFound(itemTexts.itemNotFound);
    });
  });
}
