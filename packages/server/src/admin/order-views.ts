import {
  type OrderView,
  type OrderViewTotals,
  orderViewPageSize,
  type ParsedOrderViewFilters,
} from '@stickers62/core/contract';
import { roundToKopecks } from '@stickers62/core/pricing';
import { and, desc, eq, gte, ilike, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { acrylItems, orders, refunds, stickerItems, users } from '../db/schema.js';
import { isoMomentFormat } from '../db/wire-formats.js';
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
 * Item count and colour-proof flag of the order row beside it, from one item table: a lateral
 * join, run only for the rows the page keeps. The page is read in the order of an index
 * (`orders_list_order_idx`), so PostgreSQL stops after a page's rows instead of summarising
 * every item of every order and sorting all orders (10,000 orders: 107 → 52 ms of execution).
 */
function itemSummary(db: Queryable, table: ItemTable, kind: string) {
  // Aliases differ per table: Drizzle names a subquery's computed columns unqualified.
  return db
    .select({
      count: sql<number>`count(*)::int`.as(`${kind}_count`),
      hasColorProof: sql<boolean | null>`bool_or(${table.isColorProof})`.as(`${kind}_color_proof`),
    })
    .from(table)
    .where(eq(table.orderId, orders.id))
    .as(`${kind}_summary`);
}

/** Whether the order has items of a table: a semi-join, no counting. */
const hasItems = (table: ItemTable) => sql`exists (select 1 from ${table} where ${table.orderId} = ${orders.id})`;

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

/** Every filter of checkout-admin-pages section 9, as SQL conditions on `orders` and `users`. */
export function orderViewConditions(filters: ParsedOrderViewFilters): SQL | undefined {
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
  if (filters.deliveryDateFrom) conditions.push(gte(orders.deliveryDate, filters.deliveryDateFrom));
  if (filters.deliveryDateTo) conditions.push(sql`${orders.deliveryDate} <= ${filters.deliveryDateTo}::date`);
  if (filters.isFixedDate !== undefined) conditions.push(eq(orders.isFixedDate, filters.isFixedDate));
  if (filters.isUrgent !== undefined) conditions.push(eq(orders.isUrgent, filters.isUrgent));
  if (filters.isPayed !== undefined) conditions.push(eq(orders.payed, filters.isPayed));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
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

const dayMs = 24 * 60 * 60 * 1000;

/**
 * One page of the list, as both of its queries read it: the filters, the total order (order
 * numbers are unique, so consecutive pages neither overlap nor skip) and the page's bounds.
 */
function onePage<Query extends PgSelect>(
  query: Query,
  filters: ParsedOrderViewFilters,
  { offset = 0, limit = orderViewPageSize }: OrderViewPage,
) {
  return query
    .where(orderViewConditions(filters))
    .orderBy(desc(orders.priority), desc(orders.number))
    .limit(limit)
    .offset(offset);
}

/**
 * The list's query: only the columns a view shows, each row's item summaries joined laterally.
 * One page at a time (the list is for work, not archaeology; totals cover the whole set).
 */
export function orderViewsQuery(db: Queryable, filters: ParsedOrderViewFilters, page: OrderViewPage = {}) {
  const stickers = itemSummary(db, stickerItems, 'sticker');
  const acryl = itemSummary(db, acrylItems, 'acryl');
  const query = db
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
      stickersCount: stickers.count,
      acrylCount: acryl.count,
      // An order without items of a kind asks for no colour proof on it (`bool_or` of nothing is null).
      hasColorProof: sql<boolean>`(coalesce(${stickers.hasColorProof}, false) or coalesce(${acryl.hasColorProof}, false))`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .leftJoinLateral(stickers, sql`true`)
    .leftJoinLateral(acryl, sql`true`)
    .$dynamic();
  return onePage(query, filters, page);
}

/** A moment as `Date.toISOString` writes it (db/wire-formats.ts); null stays null. */
const isoMoment = (moment: SQL) => sql`to_char((${moment}) at time zone 'UTC', ${sql.raw(isoMomentFormat)})`;
/** A calendar day as `YYYY-MM-DD`, as Drizzle's string mode gives it. */
const isoDay = (day: SQLWrapper) => sql`to_char(${day}, 'YYYY-MM-DD')`;
/** Money as a JSON number of rubles: numeric(15,2) through float8, the number `mode: 'number'` reads. */
const rublesNumber = (amount: SQL) => sql`(${amount})::float8`;

/**
 * The page `loadOrderViews` answers, built as JSON text by the database: one row of one
 * column comes back instead of 2,000 rows of 28 columns to map, check and serialise (on PGlite
 * the rows' transfer alone was most of the list's time). The same filters, order and page; each
 * wire field computed as `loadOrderViews` computes it (order-views.test.ts holds the two equal,
 * order-view-filters.test.ts pins every filter's answer, and every test answer is checked
 * against the OpenAPI document).
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

/** One item table's count and colour-proof flag per order of the page, by one pass over the table. */
const pageSummary = (table: ItemTable, kind: string) => sql`select ${table.orderId} as order_id,
    count(*)::int as ${sql.raw(`${kind}_count`)}, bool_or(${table.isColorProof}) as ${sql.raw(`${kind}_color_proof`)}
  from ${table} where ${table.orderId} in (select "id" from page_rows) group by ${table.orderId}`;

/**
 * The statement of `loadOrderViewsJson`: one row, `json`, the page as JSON text. Two stages
 * (docs/decisions/0047-managers-list-one-statement.md): the page's rows under
 * the filters in the list's order (off `orders_list_order_idx` when that is cheapest), then the
 * item summaries of just those orders by one hashed pass over each item table instead of two
 * index probes per row, and the JSON in the contract's key order.
 */
export function orderViewsJsonQuery(db: Queryable, filters: ParsedOrderViewFilters, pageOptions: OrderViewPage = {}) {
  // The moment the days since confirmation count to: the server's clock, as loadOrderViews reads it.
  const now = sql`${new Date().toISOString()}::timestamptz`;
  const field = (expression: SQLWrapper, name: string) => sql`${expression}`.as(name);
  const rows = db
    .select({
      id: field(orders.id, 'id'),
      orderNumber: field(orders.number, 'orderNumber'),
      clientName: field(clientName, 'clientName'),
      orderDate: field(isoMoment(orderDate), 'orderDate'),
      confirmedDate: field(isoMoment(sql`${orders.confirmedAt}`), 'confirmedDate'),
      deliveryDate: field(isoDay(orders.deliveryDate), 'deliveryDate'),
      approximalSendDate: field(isoDay(orders.approximalSendDate), 'approximalSendDate'),
      approximalDeliveryDate: field(isoDay(orders.approximalDeliveryDate), 'approximalDeliveryDate'),
      insertedBy: field(orders.insertedBy, 'insertedBy'),
      isFixedDate: field(orders.isFixedDate, 'isFixedDate'),
      isUrgent: field(orders.isUrgent, 'isUrgent'),
      isPayed: field(orders.payed, 'isPayed'),
      status: field(orders.status, 'status'),
      comment: field(orders.comment, 'comment'),
      colorProofStatus: field(orders.colorProofStatus, 'colorProofStatus'),
      isDropshipping: field(orders.isDropshipping, 'isDropshipping'),
      isAdditionalServices: field(orders.isAdditionalServices, 'isAdditionalServices'),
      isComplaints: field(orders.isComplaints, 'isComplaints'),
      isReprint: field(orders.isReprint, 'isReprint'),
      daysFromConfirmation: field(
        sql`floor(extract(epoch from (${now} - ${orders.confirmedAt})) / 86400)::int`,
        'daysFromConfirmation',
      ),
      stickersAcrylCost: field(rublesNumber(sql`${orders.stickersCost} + ${orders.acrylCost}`), 'stickersAcrylCost'),
      stickersCost: field(rublesNumber(sql`${orders.stickersCost}`), 'stickersCost'),
      acrylCost: field(rublesNumber(sql`${orders.acrylCost}`), 'acrylCost'),
      deliveryCost: field(rublesNumber(sql`${orders.deliveryCost}`), 'deliveryCost'),
      orderCost: field(rublesNumber(sql`${orders.cost}`), 'orderCost'),
      paymentMethod: field(orders.paymentMethod, 'paymentMethod'),
      priority: field(orders.priority, 'priority'),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .$dynamic();
  const row = (name: string) => sql.raw(`r."${name}"`);
  const rowColumns = (names: string[]) => sql.join(names.map(row), sql`, `);
  return sql`with page_rows as (${onePage(rows, filters, pageOptions)}),
  sticker_summary as (${pageSummary(stickerItems, 'sticker')}),
  acryl_summary as (${pageSummary(acrylItems, 'acryl')}),
  page as (select ${rowColumns(['id', 'orderNumber', 'clientName', 'orderDate', 'confirmedDate', 'deliveryDate', 'approximalSendDate', 'approximalDeliveryDate', 'insertedBy', 'isFixedDate', 'isUrgent', 'isPayed', 'status', 'comment'])},
      coalesce(s.sticker_count, 0) as "stickersOrderItemsCount", coalesce(a.acryl_count, 0) as "acrylOrderItemsCount",
      -- An order without items of a kind asks for no colour proof on it (no summary row: null).
      (coalesce(s.sticker_color_proof, false) or coalesce(a.acryl_color_proof, false)) as "isColorProof",
      ${rowColumns(['colorProofStatus', 'isDropshipping', 'isAdditionalServices', 'isComplaints', 'isReprint', 'daysFromConfirmation', 'stickersAcrylCost', 'stickersCost', 'acrylCost', 'deliveryCost', 'orderCost', 'paymentMethod', 'priority'])}
    from page_rows r
    left join sticker_summary s on s.order_id = r."id"
    left join acryl_summary a on a.order_id = r."id")
  select coalesce('[' || string_agg(row_to_json(page)::text, ',' order by page.priority desc, page."orderNumber" desc) || ']', '[]') as json
  from page`;
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

/** Ids of the filtered list's orders, as a subquery for sums over them (production totals). */
export function filteredOrderIds(db: Queryable, filters: ParsedOrderViewFilters) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.ownerId))
    .where(orderViewConditions(filters));
}

/**
 * The orders joined to their owners only when a filter reads the owner (the client name falls
 * back to the owner's name). Every order has its owner (`owner_id` is not null and references
 * users), so the join never drops or repeats a row: without it the totals are sums over one
 * table instead of a hash join of every order.
 */
function joinOwnersWhenFiltered<Query extends PgSelect>(query: Query, filters: ParsedOrderViewFilters) {
  return filters.clientName ? query.innerJoin(users, eq(users.id, orders.ownerId)) : query;
}

function filteredOrders<Query extends PgSelect>(query: Query, filters: ParsedOrderViewFilters) {
  return joinOwnersWhenFiltered(query, filters).where(orderViewConditions(filters));
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
export function orderViewTotalsJsonQuery(db: Queryable, filters: ParsedOrderViewFilters) {
  const sums = filteredOrders(db.select(totalsColumns).from(orders).$dynamic(), filters).as('sums');
  return db
    .select({
      json: sql<string>`json_build_object('count', ${sums.count}, 'orderCost', (${sums.orderCost})::float8,
        'stickersCost', (${sums.stickersCost})::float8, 'acrylCost', (${sums.acrylCost})::float8,
        'deliveryCost', (${sums.deliveryCost})::float8)::text`,
    })
    .from(sums);
}

export async function loadOrderViewTotals(db: Queryable, filters: ParsedOrderViewFilters): Promise<OrderViewTotals> {
  const [row] = await filteredOrders(db.select(totalsColumns).from(orders).$dynamic(), filters);
  return {
    count: row?.count ?? 0,
    orderCost: Number(row?.orderCost ?? 0),
    stickersCost: Number(row?.stickersCost ?? 0),
    acrylCost: Number(row?.acrylCost ?? 0),
    deliveryCost: Number(row?.deliveryCost ?? 0),
  };
}
