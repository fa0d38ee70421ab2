import {
  type OrderView,
  type OrderViewTotals,
  orderViewPageSize,
  type ParsedOrderViewFilters,
} from '@stickers62/core/contract';
import { roundToKopecks } from '@stickers62/core/pricing';
import { and, desc, eq, gte, ilike, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { acrylItems, orders, stickerItems, users } from '../db/schema.js';
import type { ItemTable } from '../items/kinds.js';
import { isPlacedOrder } from '../orders/queries.js';

/**
 * The CSV export reads the whole filtered set in one query (one consistent snapshot, unlike
 * pages read one after another). The cap only bounds a request's memory: 50 000 rows are about
 * 20 MB of CSV, years of this shop's orders.
 */
export const orderViewExportLimit = 50_000;

/** Which rows of the filtered list (newest first) to read: `offset` skipped, at most `limit`. */
export interface OrderViewPage {
  offset?: number;
  limit?: number;
}

/**
 * Item counts and colour-proof flags per order: one grouped pass over each item table, joined
 * by order id, instead of four correlated subqueries per order row (556 → 283 ms for the whole
 * list of 10,000 orders, 886 → 283 ms for "only acrylic", under load).
 */
function itemSummaries(db: Queryable) {
  // Aliases differ per table: Drizzle names a subquery's computed columns unqualified.
  const summary = (table: ItemTable, kind: string) =>
    db
      .select({
        orderId: table.orderId,
        count: sql<number>`count(*)::int`.as(`${kind}_count`),
        hasColorProof: sql<boolean>`bool_or(${table.isColorProof})`.as(`${kind}_color_proof`),
      })
      .from(table)
      .groupBy(table.orderId)
      .as(`${kind}_summary`);
  return { stickers: summary(stickerItems, 'sticker'), acryl: summary(acrylItems, 'acryl') };
}
type ItemSummaries = ReturnType<typeof itemSummaries>;

/** An order without items has no summary row: its counts are 0 and it asks for no colour proof. */
const itemCounts = ({ stickers, acryl }: ItemSummaries) => ({
  stickers: sql<number>`coalesce(${stickers.count}, 0)`,
  acryl: sql<number>`coalesce(${acryl.count}, 0)`,
  hasColorProof: sql<boolean>`(coalesce(${stickers.hasColorProof}, false) or coalesce(${acryl.hasColorProof}, false))`,
});

const clientName = sql<string | null>`coalesce(${orders.clientName}, ${users.name}, ${users.username})`;
/** The order date is when the customer checked out; a manager's draft counts from its creation. */
const orderDate = sql`coalesce(${orders.checkedOutAt}, ${orders.createdAt})`;

/** `%`, `_` and `\` are literal in a search, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * Midnight of a calendar day in the shop's time zone. Moscow has been UTC+3 all year since
 * 2014; a fixed offset avoids depending on the server's time-zone database.
 */
const moscowMidnight = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC' - interval '3 hours')`;

/** Inclusive calendar-day range on a moment column. */
function momentRange(column: SQL, from: string | undefined, to: string | undefined): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${moscowMidnight(sql`${from}::date`)}`);
  if (to) conditions.push(sql`${column} < ${moscowMidnight(sql`${to}::date + 1`)}`);
  return conditions;
}

/** Every filter of checkout-admin-pages section 9, as SQL conditions. */
export function orderViewConditions(filters: ParsedOrderViewFilters, summaries: ItemSummaries): SQL | undefined {
  const counts = itemCounts(summaries);
  const conditions: (SQL | undefined)[] = [
    // Open carts are customers' drafts; a manager sees orders, and drafts made for a client.
    isPlacedOrder,
  ];
  if (filters.orderNumber) conditions.push(eq(orders.number, Number(filters.orderNumber)));
  if (filters.clientName) conditions.push(ilike(clientName, likePattern(filters.clientName)));
  if (filters.insertedBy) conditions.push(ilike(orders.insertedBy, likePattern(filters.insertedBy)));
  conditions.push(...momentRange(orderDate, filters.orderDateFrom, filters.orderDateTo));
  conditions.push(...momentRange(sql`${orders.confirmedAt}`, filters.confirmedDateFrom, filters.confirmedDateTo));
  if (filters.deliveryDateFrom) conditions.push(gte(orders.deliveryDate, filters.deliveryDateFrom));
  if (filters.deliveryDateTo) conditions.push(sql`${orders.deliveryDate} <= ${filters.deliveryDateTo}::date`);
  if (filters.isFixedDate !== undefined) conditions.push(eq(orders.isFixedDate, filters.isFixedDate));
  if (filters.isUrgent !== undefined) conditions.push(eq(orders.isUrgent, filters.isUrgent));
  if (filters.isPayed !== undefined) conditions.push(eq(orders.payed, filters.isPayed));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  switch (filters.itemsType) {
    case 'onlyStickers':
      conditions.push(sql`${counts.stickers} > 0 and ${counts.acryl} = 0`);
      break;
    case 'onlyAcryl':
      conditions.push(sql`${counts.acryl} > 0 and ${counts.stickers} = 0`);
      break;
    case 'hasStickers':
      conditions.push(sql`${counts.stickers} > 0`);
      break;
    case 'hasAcryl':
      conditions.push(sql`${counts.acryl} > 0`);
      break;
    case 'both':
      conditions.push(sql`${counts.stickers} > 0 and ${counts.acryl} > 0`);
      break;
    default:
      break;
  }
  return and(...conditions);
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The list's query: only the columns a view shows, item summaries joined once per item table.
 * One page at a time (the list is for work, not archaeology; totals cover the whole set). The
 * order is total — order numbers are unique — so consecutive pages neither overlap nor skip.
 */
export function orderViewsQuery(
  db: Queryable,
  filters: ParsedOrderViewFilters,
  { offset = 0, limit = orderViewPageSize }: OrderViewPage = {},
) {
  const summaries = itemSummaries(db);
  const counts = itemCounts(summaries);
  return db
    .select({
      order: {
        id: orders.id,
        number: orders.number,
        confirmedAt: orders.confirmedAt,
        deliveryDate: orders.deliveryDate,
        approximalSendDate: orders.approximalSendDate,
        approximalDeliveryDate: orders.approximalDeliveryDate,
        insertedBy: orders.insertedBy,
        isFixedDate: orders.isFixedDate,
        isUrgent: orders.isUrgent,
        payed: orders.payed,
        status: orders.status,
        comment: orders.comment,
        colorProofStatus: orders.colorProofStatus,
        isDropshipping: orders.isDropshipping,
        isAdditionalServices: orders.isAdditionalServices,
        isComplaints: orders.isComplaints,
        isReprint: orders.isReprint,
        stickersCost: orders.stickersCost,
        acrylCost: orders.acrylCost,
        deliveryCost: orders.deliveryCost,
        cost: orders.cost,
        paymentMethod: orders.paymentMethod,
        priority: orders.priority,
      },
      clientName,
      orderDate: sql<string>`${orderDate}`.mapWith((value: string | Date) => new Date(value)),
      stickersCount: counts.stickers,
      acrylCount: counts.acryl,
      hasColorProof: counts.hasColorProof,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .leftJoin(summaries.stickers, eq(summaries.stickers.orderId, orders.id))
    .leftJoin(summaries.acryl, eq(summaries.acryl.orderId, orders.id))
    .where(orderViewConditions(filters, summaries))
    .orderBy(desc(orders.priority), desc(orders.number))
    .limit(limit)
    .offset(offset);
}

export async function loadOrderViews(
  db: Queryable,
  filters: ParsedOrderViewFilters,
  page: OrderViewPage = {},
): Promise<OrderView[]> {
  const rows = await orderViewsQuery(db, filters, page);
  const now = Date.now();
  return rows.map(({ order, ...row }) => ({
    id: order.id,
    orderNumber: order.number,
    clientName: row.clientName,
    orderDate: row.orderDate.toISOString(),
    confirmedDate: order.confirmedAt?.toISOString() ?? null,
    deliveryDate: order.deliveryDate,
    approximalSendDate: order.approximalSendDate,
    approximalDeliveryDate: order.approximalDeliveryDate,
    insertedBy: order.insertedBy,
    isFixedDate: order.isFixedDate,
    isUrgent: order.isUrgent,
    isPayed: order.payed,
    status: order.status,
    comment: order.comment,
    stickersOrderItemsCount: row.stickersCount,
    acrylOrderItemsCount: row.acrylCount,
    isColorProof: Boolean(row.hasColorProof),
    colorProofStatus: order.colorProofStatus,
    isDropshipping: order.isDropshipping,
    isAdditionalServices: order.isAdditionalServices,
    isComplaints: order.isComplaints,
    isReprint: order.isReprint,
    daysFromConfirmation: order.confirmedAt ? Math.floor((now - order.confirmedAt.getTime()) / dayMs) : null,
    stickersAcrylCost: roundToKopecks(order.stickersCost + order.acrylCost),
    stickersCost: order.stickersCost,
    acrylCost: order.acrylCost,
    deliveryCost: order.deliveryCost,
    orderCost: order.cost,
    paymentMethod: order.paymentMethod,
    priority: order.priority,
  }));
}

/**
 * Ids of the filtered list's orders, as a subquery for sums over them (production totals). The
 * item summaries are joined only when the items-type filter reads them.
 */
export function filteredOrderIds(db: Queryable, filters: ParsedOrderViewFilters) {
  const summaries = itemSummaries(db);
  const query = db.select({ id: orders.id }).from(orders).innerJoin(users, eq(users.id, orders.ownerId)).$dynamic();
  return (
    filters.itemsType
      ? query
          .leftJoin(summaries.stickers, eq(summaries.stickers.orderId, orders.id))
          .leftJoin(summaries.acryl, eq(summaries.acryl.orderId, orders.id))
      : query
  ).where(orderViewConditions(filters, summaries));
}

export async function loadOrderViewTotals(db: Queryable, filters: ParsedOrderViewFilters): Promise<OrderViewTotals> {
  const summaries = itemSummaries(db);
  const query = db
    .select({
      count: sql<number>`count(*)::int`,
      orderCost: sql<string>`coalesce(sum(${orders.cost}), 0)`,
      stickersCost: sql<string>`coalesce(sum(${orders.stickersCost}), 0)`,
      acrylCost: sql<string>`coalesce(sum(${orders.acrylCost}), 0)`,
      deliveryCost: sql<string>`coalesce(sum(${orders.deliveryCost}), 0)`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .$dynamic();
  // Totals need the item summaries only to filter by items type.
  const [row] = await (filters.itemsType
    ? query
        .leftJoin(summaries.stickers, eq(summaries.stickers.orderId, orders.id))
        .leftJoin(summaries.acryl, eq(summaries.acryl.orderId, orders.id))
    : query
  ).where(orderViewConditions(filters, summaries));
  return {
    count: row?.count ?? 0,
    orderCost: Number(row?.orderCost ?? 0),
    stickersCost: Number(row?.stickersCost ?? 0),
    acrylCost: Number(row?.acrylCost ?? 0),
    deliveryCost: Number(row?.deliveryCost ?? 0),
  };
}
