import type { OrderView } from '@stickers62/core/contract';
import { moscowToday } from '@stickers62/core/rules';
import {
  adminColumnTexts,
  adminCsvTexts,
  adminFormTexts,
  adminTexts,
  managerDayTexts,
  orderTexts,
} from '@stickers62/core/texts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { orders, users } from '../db/schema.js';
import { isoMomentFormat } from '../db/wire-formats.js';

/**
 * The manager's list's column map: every field of a view (contract `orderView`, core
 * contract/admin.ts) in the contract's key order, with how the list's statement computes it
 * and the CSV column it becomes. The page's JSON and the CSV export both come from it, through
 * one statement (order-views.ts); a new column of the list is one entry here.
 */
export interface OrderViewColumn {
  /** Computed over `orders` and `users` for the page's rows (`now`: the server's clock, as a parameter)... */
  order?: (now: SQL) => SQL;
  /** ...or over the page's item summaries, `s` (sticker items) and `a` (acrylic items): `itemSummaries`. */
  items?: string;
  /** The CSV column's header, and its cell when it is not the value itself. */
  csv?: { header: string; cell?: (view: OrderView) => string | number | boolean | null };
}

/** A calendar day `YYYY-MM-DD` as a Russian spreadsheet reads a date: `ДД.ММ.ГГГГ`. */
export const csvDay = (day: string | null | undefined) => (day ? day.split('-').reverse().join('.') : null);
/** A moment (ISO 8601) as its Moscow calendar day, `ДД.ММ.ГГГГ`: an order at 01:00 Moscow is that day's, not UTC's day before. */
export const csvMoscowDay = (moment: string | null | undefined) =>
  moment ? csvDay(moscowToday(new Date(moment))) : null;

/** A wire value of an admin delivery type as the manager reads it; other text as it is. */
const deliveryTypeName = (type: string | null | undefined) =>
  type ? (adminTexts.deliveryTypes[type as keyof typeof adminTexts.deliveryTypes] ?? type) : null;

/** Aggregates per order of the page over each item table, read as `s.sticker_<name>` and `a.acryl_<name>`. */
export const itemSummaries: Record<'sticker' | 'acryl', Record<string, string>> = {
  sticker: { count: 'count(*)::int', color_proof: 'bool_or(is_color_proof)' },
  acryl: { count: 'count(*)::int', color_proof: 'bool_or(is_color_proof)' },
};

export const clientName = sql<string | null>`coalesce(${orders.clientName}, ${users.name}, ${users.username})`;
/** The order date is when the customer checked out; a manager's draft counts from its creation. */
export const orderDate = sql`coalesce(${orders.checkedOutAt}, ${orders.createdAt})`;
/**
 * The «Дата доставки» day (spec's `deliveryDate`): nothing writes `delivery_date` today, so the
 * day the parcel left, `send_date`, which the CDEK registration and the manager's track number
 * write as `YYYY-MM-DD`, stands in for it. The list shows it and its filter reads it; text that is
 * no such day (kept from before) counts as none.
 */
export const deliveryDay = sql<string | null>`coalesce(to_char(${orders.deliveryDate}, 'YYYY-MM-DD'),
  case when ${orders.sendDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then ${orders.sendDate} end)`;
/** A moment as `Date.toISOString` writes it (db/wire-formats.ts); null stays null. */
const isoMoment = (moment: SQL) => sql`to_char((${moment}) at time zone 'UTC', ${sql.raw(isoMomentFormat)})`;
/** A calendar day as `YYYY-MM-DD`, as Drizzle's string mode gives it. */
const isoDay = (day: SQL) => sql`to_char(${day}, 'YYYY-MM-DD')`;
/** Money as a JSON number of rubles: numeric(15,2) through float8, the number `mode: 'number'` reads. */
const rublesNumber = (amount: SQL) => sql`(${amount})::float8`;
const column = (expression: SQLWrapper) => () => sql`${expression}`;

export const orderViewColumns = {
  id: { order: column(orders.id) },
  orderNumber: { order: column(orders.number), csv: { header: adminCsvTexts.orderNumber } },
  clientName: { order: () => clientName, csv: { header: adminColumnTexts.clientName } },
  orderDate: {
    order: () => isoMoment(orderDate),
    csv: { header: adminColumnTexts.orderDate, cell: (view) => csvMoscowDay(view.orderDate) },
  },
  confirmedDate: {
    order: () => isoMoment(sql`${orders.confirmedAt}`),
    csv: { header: adminFormTexts.confirmedDate, cell: (view) => csvMoscowDay(view.confirmedDate) },
  },
  deliveryDate: {
    order: () => deliveryDay,
    csv: { header: adminFormTexts.deliveryDate, cell: (view) => csvDay(view.deliveryDate) },
  },
  approximalSendDate: {
    order: () => isoDay(sql`${orders.approximalSendDate}`),
    csv: { header: orderTexts.approximalSendDate, cell: (view) => csvDay(view.approximalSendDate) },
  },
  approximalDeliveryDate: {
    order: () => isoDay(sql`${orders.approximalDeliveryDate}`),
    csv: { header: adminCsvTexts.approximalDeliveryDate, cell: (view) => csvDay(view.approximalDeliveryDate) },
  },
  insertedBy: { order: column(orders.insertedBy), csv: { header: adminCsvTexts.insertedBy } },
  isFixedDate: { order: column(orders.isFixedDate), csv: { header: adminTexts.fixedDateMark } },
  isUrgent: { order: column(orders.isUrgent), csv: { header: adminTexts.urgentMark } },
  isPayed: { order: column(orders.payed), csv: { header: orderTexts.paid } },
  status: { order: column(orders.status), csv: { header: orderTexts.status } },
  comment: { order: column(orders.comment), csv: { header: adminColumnTexts.comment } },
  stickersOrderItemsCount: {
    items: 'coalesce(s.sticker_count, 0)',
    csv: { header: adminCsvTexts.stickersOrderItemsCount },
  },
  acrylOrderItemsCount: { items: 'coalesce(a.acryl_count, 0)', csv: { header: adminCsvTexts.acrylOrderItemsCount } },
  // An order without items of a kind asks for no colour proof on it (no summary row: null).
  isColorProof: {
    items: '(coalesce(s.sticker_color_proof, false) or coalesce(a.acryl_color_proof, false))',
    csv: { header: adminCsvTexts.isColorProof },
  },
  colorProofStatus: {
    order: column(orders.colorProofStatus),
    csv: {
      header: adminCsvTexts.colorProofStatus,
      cell: (view) => (view.colorProofStatus ? adminTexts.colorProofStatuses[view.colorProofStatus] : null),
    },
  },
  isDropshipping: { order: column(orders.isDropshipping), csv: { header: adminColumnTexts.isDropshipping } },
  isAdditionalServices: {
    order: column(orders.isAdditionalServices),
    csv: { header: adminColumnTexts.isAdditionalServices },
  },
  isComplaints: { order: column(orders.isComplaints), csv: { header: adminCsvTexts.isComplaints } },
  isReprint: { order: column(orders.isReprint), csv: { header: adminColumnTexts.isReprint } },
  daysFromConfirmation: {
    order: (now) => sql`floor(extract(epoch from (${now} - ${orders.confirmedAt})) / 86400)::int`,
    csv: { header: adminCsvTexts.daysFromConfirmation },
  },
  stickersAcrylCost: {
    order: () => rublesNumber(sql`${orders.stickersCost} + ${orders.acrylCost}`),
    csv: { header: adminColumnTexts.stickersAcrylCost },
  },
  stickersCost: {
    order: () => rublesNumber(sql`${orders.stickersCost}`),
    csv: { header: `${adminTexts.totalStickersCost}, ₽` },
  },
  acrylCost: {
    order: () => rublesNumber(sql`${orders.acrylCost}`),
    csv: { header: `${adminTexts.totalAcrylCost}, ₽` },
  },
  deliveryCost: {
    order: () => rublesNumber(sql`${orders.deliveryCost}`),
    csv: { header: `${adminTexts.totalDeliveryCost}, ₽` },
  },
  orderCost: { order: () => rublesNumber(sql`${orders.cost}`), csv: { header: `${adminTexts.totalOrderCost}, ₽` } },
  paymentMethod: { order: column(orders.paymentMethod), csv: { header: adminColumnTexts.paymentMethod } },
  priority: { order: column(orders.priority), csv: { header: adminColumnTexts.priority } },
  deliveryType: {
    order: column(orders.deliveryType),
    csv: { header: managerDayTexts.csv.deliveryType, cell: (view) => deliveryTypeName(view.deliveryType) },
  },
  receiverCredentials: { order: column(orders.receiverCredentials), csv: { header: managerDayTexts.csv.receiver } },
  phoneNumber: { order: column(orders.phoneNumber), csv: { header: managerDayTexts.csv.phone } },
  cdekPvzCode: { order: column(orders.cdekPvzCode), csv: { header: managerDayTexts.csv.point } },
  deliveryAddress: { order: column(orders.deliveryAddress), csv: { header: managerDayTexts.csv.address } },
  postIndex: { order: column(orders.postIndex), csv: { header: managerDayTexts.csv.postIndex } },
  trackNumber: { order: column(orders.trackNumber), csv: { header: managerDayTexts.csv.trackNumber } },
} satisfies { [Key in keyof OrderView]-?: OrderViewColumn };
