import { type ItemKind, type LayoutTemplateEntry, layoutTemplatePageSize } from '@stickers62/core/contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema.js';
import { itemKinds } from './kinds.js';

/**
 * The owner's layouts of a kind, newest first, a page at a time, as a deferred join: the page's
 * ids come off the `(owner_id, created_at desc, id desc)` index alone (skipped entries cost index
 * reads, not row reads), then only those rows are fetched with their order numbers.
 */
export async function recentItems(
  db: Database,
  kind: ItemKind,
  ownerId: number,
  { skip = 0, take = layoutTemplatePageSize }: { skip?: number; take?: number },
): Promise<LayoutTemplateEntry[]> {
  const { table, templateColumns } = itemKinds[kind];
  const page = db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.ownerId, ownerId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .offset(skip)
    .limit(take)
    .as('recent_page');
  const rows = await db
    .select({
      item: { id: table.id, name: table.name, count: table.count, ...templateColumns },
      orderId: table.orderId,
      createdAt: table.createdAt,
      orderNumber: orders.number,
    })
    .from(page)
    .innerJoin(table, eq(table.id, page.id))
    .innerJoin(orders, eq(orders.id, table.orderId))
    .orderBy(desc(table.createdAt), desc(table.id));
  return rows.map(({ item, orderId, createdAt, orderNumber }) => ({
    orderId,
    orderNumber,
    created: createdAt.toISOString(),
    item,
  }));
}
