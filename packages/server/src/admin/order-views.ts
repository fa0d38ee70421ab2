import {
  type OrderView,
  orderStatuses,
  orderViewPageSize,
  type ParsedOrderViewFilters,
} from '@stickers62/core/contract';
import { type CalendarDate, moscowToday, unknownStatuses } from '@stickers62/core/rules';
import { managerDayTexts } from '@stickers62/core/texts';
import { and, desc, eq, ilike, inArray, isNull, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { acrylItems, orders, refunds, stickerItems, users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import type { ItemTable } from '../items/kinds.js';
import { isPlacedOrder } from '../orders/queries.js';
import {
  clientName,
  deliveryDay,
  itemSummaries,
  type OrderViewColumn,
  orderDate,
  orderViewColumns,
} from './order-view-columns.js';

/** Which rows of the filtered list (newest first) to read: `offset` skipped, at most `limit`. */
export interface OrderViewPage {
  offset?: number;
  limit?: number;
  /** The server's clock (`app.clock`): the days since confirmation and the planned send filters count from it. */
  now?: Date;
  /** Only rows after this one in the list's order (keyset paging: the CSV reads the list in batches). */
  after?: { priority: number; orderNumber: number };
}

/** Whether the order has items of a table: a semi-join, no counting. */
const hasItems = (table: ItemTable) => sql`exists (select 1 from ${table} where ${table.orderId} = ${orders.id})`;

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

/** Lower case with ё as е: how the search compares text on both sides. */
const foldedSql = (text: SQL) => sql`translate(lower(${text}), 'ё', 'е')`;
const folded = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/**
 * A phone's digits in the national form: `+7 912…`, `8 912…` and `912…` are the same number, so
 * an 11-digit number starting with 7 or 8 drops its first digit.
 */
const nationalDigits = (digits: string) => (digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : digits);

/** The fewest digits a search reads as part of a phone number: fewer match too many numbers by chance. */
const phoneSearchMinDigits = 4;

/**
 * The list's one search box (beyond the spec): the order number by its beginning, the client's
 * name, the phone's digits wherever they stand, the track number; case and ё/е do not matter.
 */
function searchCondition(query: string): SQL | undefined {
  const text = query.trim();
  if (text === '') return undefined;
  const conditions: SQL[] = [
    sql`${foldedSql(clientName)} like ${likePattern(folded(text))}`,
    sql`lower(${orders.trackNumber}) like ${likePattern(text.toLowerCase())}`,
  ];
  const number = text.replace(/^№\s*/, '');
  if (/^\d{1,9}$/.test(number)) conditions.push(sql`${orders.number}::text like ${`${number}%`}`);
  const digits = nationalDigits(text.replace(/\D/g, ''));
  if (digits.length >= phoneSearchMinDigits && /^[\d\s()+-]+$/.test(text)) {
    // translate drops the separators a phone is written with: far cheaper per row than a regular expression.
    conditions.push(sql`translate(${orders.phoneNumber}, ' +()-.', '') like ${`%${digits}%`}`);
  }
  return or(...conditions);
}

/** Statuses from which an order is no longer waiting to be sent. */
const sentOrClosed = [orderStatuses.shipped, orderStatuses.cancelled];

/**
 * The planned send date filters (beyond the spec): due today (Moscow), or due before today and
 * still not sent (no send date, not shipped or cancelled).
 */
function plannedSendCondition(filter: ParsedOrderViewFilters['plannedSend'], today: CalendarDate): SQL | undefined {
  if (filter === 'today') {
    return and(eq(orders.approximalSendDate, today), not(eq(orders.status, orderStatuses.cancelled)));
  }
  if (filter === 'overdue') {
    return and(
      sql`${orders.approximalSendDate} < ${today}::date`,
      isNull(orders.sendDate),
      notInArray(orders.status, sentOrClosed),
    );
  }
  return undefined;
}

/**
 * Every filter of checkout-admin-pages section 9, as SQL conditions on `orders` and `users`, and
 * the manager's day's own (search, several statuses, planned send date). `today` is Moscow's
 * day on the server's clock. An unknown status among `statuses` is refused in Russian.
 */
export function orderViewConditions(
  filters: ParsedOrderViewFilters,
  today: CalendarDate = moscowToday(),
): SQL | undefined {
  const stickers = hasItems(stickerItems);
  const acryl = hasItems(acrylItems);
  const conditions: (SQL | undefined)[] = [
    // Open carts are customers' drafts; a manager sees orders, and drafts made for a client.
    isPlacedOrder,
  ];
  if (filters.orderNumber) conditions.push(eq(orders.number, Number(filters.orderNumber)));
  if (filters.clientName) conditions.push(ilike(clientName, likePattern(filters.clientName)));
  if (filters.insertedBy) conditions.push(ilike(orders.insertedBy, likePattern(filters.insertedBy)));
  conditions.push(...momentRange(orderDate, filters.orderDateFrom, filters.orderDateTo));
  conditions.push(...momentRange(sql`${orders.confirmedAt}`, filters.confirmedDateFrom, filters.confirmedDateTo));
  // «Дата доставки» reads the day the order's columns actually hold (order-view-columns.ts `deliveryDay`).
  if (filters.deliveryDateFrom) conditions.push(sql`${deliveryDay} >= ${filters.deliveryDateFrom}`);
  if (filters.deliveryDateTo) conditions.push(sql`${deliveryDay} <= ${filters.deliveryDateTo}`);
  if (filters.isFixedDate !== undefined) conditions.push(eq(orders.isFixedDate, filters.isFixedDate));
  if (filters.isUrgent !== undefined) conditions.push(eq(orders.isUrgent, filters.isUrgent));
  if (filters.isPayed !== undefined) conditions.push(eq(orders.payed, filters.isPayed));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.statuses && filters.statuses.length > 0) {
    const unknown = unknownStatuses(filters.statuses);
    if (unknown.length > 0) throw badRequest(managerDayTexts.unknownStatuses(...unknown));
    conditions.push(inArray(orders.status, filters.statuses));
  }
  if (filters.q) conditions.push(searchCondition(filters.q));
  conditions.push(plannedSendCondition(filters.plannedSend, today));
  if (filters.paymentMismatch !== undefined) {
    const refunded = sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id})`;
    conditions.push(filters.paymentMismatch ? refunded : not(refunded));
  }
  switch (filters.itemsType) {
    case 'onlyStickers':
      conditions.push(sql`${stickers} and not ${acryl}`);
      break;
    case 'onlyAcryl':
      conditions.push(sql`${acryl} and not ${stickers}`);
      break;
    case 'hasStickers':
      conditions.push(stickers);
      break;
    case 'hasAcryl':
      conditions.push(acryl);
      break;
    case 'both':
      conditions.push(sql`${stickers} and ${acryl}`);
      break;
    default:
      break;
  }
  return and(...conditions);
}

/**
 * One page of the list, as both of its queries read it: the filters, the total order (order
 * numbers are unique, so consecutive pages neither overlap nor skip) and the page's bounds.
 */
function onePage<Query extends PgSelect>(
  query: Query,
  filters: ParsedOrderViewFilters,
  { offset = 0, limit = orderViewPageSize, now = new Date(), after }: OrderViewPage,
) {
  const afterRow = after && sql`(${orders.priority}, ${orders.number}) < (${after.priority}, ${after.orderNumber})`;
  return query
    .where(and(orderViewConditions(filters, moscowToday(now)), afterRow))
    .orderBy(desc(orders.priority), desc(orders.number))
    .limit(limit)
    .offset(offset);
}

/**
 * A page of the list (or, for the CSV, the whole filtered set), built as JSON text by the
 * database: one row of one column comes back instead of 2,000 rows of 28 columns to map, check
 * and serialise (on PGlite the rows' transfer alone was most of the list's time).
 * order-views.test.ts holds it equal to a row mapping in Node, order-view-filters.test.ts pins
 * every filter's answer, and every test answer is checked against the OpenAPI document.
 */
export async function loadOrderViewsJson(
  db: Queryable,
  filters: ParsedOrderViewFilters,
  pageOptions: OrderViewPage = {},
): Promise<string> {
  const [row] = rowsOf<{ json: string }>(await db.execute(orderViewsJsonQuery(db, filters, pageOptions)));
  return row?.json ?? '[]';
}

/** Rows of a raw query: PGlite answers `{rows}`, postgres.js an array. */
function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** The item summaries (order-view-columns.ts `itemSummaries`) of the page's orders, by one pass over an item table. */
const pageSummary = (table: ItemTable, kind: 'sticker' | 'acryl') => sql`select ${table.orderId} as order_id, ${sql.raw(
  Object.entries(itemSummaries[kind])
    .map(([name, aggregate]) => `${aggregate} as ${kind}_${name}`)
    .join(', '),
)}
  from ${table} where ${table.orderId} in (select "id" from page_rows) group by ${table.orderId}`;

const viewColumns = Object.entries(orderViewColumns) as [keyof OrderView, OrderViewColumn][];

/**
 * The statement of `loadOrderViewsJson`, generated from the list's column map
 * (order-view-columns.ts): one row, `json`, the page as JSON text. Two stages
 * (docs/decisions/0047-managers-list-one-statement.md): the page's rows under the filters in the
 * list's order (off `orders_list_order_idx` when that is cheapest), then the item summaries of
 * just those orders by one hashed pass over each item table instead of two index probes per
 * row, and the JSON in the contract's key order.
 */
export function orderViewsJsonQuery(db: Queryable, filters: ParsedOrderViewFilters, pageOptions: OrderViewPage = {}) {
  // The moment the days since confirmation count to: the server's clock.
  const now = sql`${(pageOptions.now ?? new Date()).toISOString()}::timestamptz`;
  const rows = db
    .select(Object.fromEntries(viewColumns.flatMap(([key, { order }]) => (order ? [[key, order(now).as(key)]] : []))))
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .$dynamic();
  const pageColumns = viewColumns
    .map(([key, { items }]) => (items ? `${items} as "${key}"` : `r."${key}"`))
    .join(',\n      ');
  return sql`with page_rows as (${onePage(rows, filters, pageOptions)}),
  sticker_summary as (${pageSummary(stickerItems, 'sticker')}),
  acryl_summary as (${pageSummary(acrylItems, 'acryl')}),
  page as (select ${sql.raw(pageColumns)}
    from page_rows r
    left join sticker_summary s on s.order_id = r."id"
    left join acryl_summary a on a.order_id = r."id")
  select coalesce('[' || string_agg(row_to_json(page)::text, ',' order by page.priority desc, page."orderNumber" desc) || ']', '[]') as json
  from page`;
}

/** Ids of the filtered list's orders, as a subquery for sums over them (production totals). */
export function filteredOrderIds(db: Queryable, filters: ParsedOrderViewFilters, now: Date = new Date()) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .where(orderViewConditions(filters, moscowToday(now)));
}

/**
 * The orders joined to their owners only when a filter reads the owner (the client name falls
 * back to the owner's name). Every order has its owner (`owner_id` is not null and references
 * users), so the join never drops or repeats a row: without it the totals are sums over one
 * table instead of a hash join of every order.
 */
function joinOwnersWhenFiltered<Query extends PgSelect>(query: Query, filters: ParsedOrderViewFilters) {
  return filters.clientName || filters.q ? query.innerJoin(users, eq(users.id, orders.ownerId)) : query;
}

function filteredOrders<Query extends PgSelect>(query: Query, filters: ParsedOrderViewFilters, now: Date) {
  return joinOwnersWhenFiltered(query, filters).where(orderViewConditions(filters, moscowToday(now)));
}

/** Named, so the JSON statement can read them from its subquery. */
const totalsColumns = {
  count: sql<number>`count(*)::int`.as('count'),
  orderCost: sql<string>`coalesce(sum(${orders.cost}), 0)`.as('order_cost'),
  stickersCost: sql<string>`coalesce(sum(${orders.stickersCost}), 0)`.as('stickers_cost'),
  acrylCost: sql<string>`coalesce(sum(${orders.acrylCost}), 0)`.as('acryl_cost'),
  deliveryCost: sql<string>`coalesce(sum(${orders.deliveryCost}), 0)`.as('delivery_cost'),
};

/**
 * The totals as JSON text in the contract's key order, built by the database: one row,
 * `json`. Sums of numeric(15,2) through float8 are the numbers `Number(sum)` gives.
 */
export function orderViewTotalsJsonQuery(db: Queryable, filters: ParsedOrderViewFilters, now: Date = new Date()) {
  const sums = filteredOrders(db.select(totalsColumns).from(orders).$dynamic(), filters, now).as('sums');
  return db
    .select({
      json: sql<string>`json_build_object('count', ${sums.count}, 'orderCost', (${sums.orderCost})::float8,
        'stickersCost', (${sums.stickersCost})::float8, 'acrylCost', (${sums.acrylCost})::float8,
        'deliveryCost', (${sums.deliveryCost})::float8)::text`,
    })
    .from(sums);
}
