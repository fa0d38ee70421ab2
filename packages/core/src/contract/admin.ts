import { z } from 'zod/mini';
import { acrylItem, stickerItem } from './items.js';
import { deliveryType, orderStatusList } from './orders.js';
import { refundReasons } from './payments.js';
import { preflightResult } from './preflight.js';
import { isoDate, isoDateTime, nullableText, orderId, rubles } from './primitives.js';
import { queryBoolean, queryInt } from './query.js';
import { typedComment, typedName } from './typed-text.js';

export const colorProofStatuses = ['Yellow', 'Blue', 'Red', 'Green'] as const;
export const colorProofStatus = z.enum(colorProofStatuses);
export type ColorProofStatus = z.infer<typeof colorProofStatus>;

/** A row of the manager's order list (`GET /api/stickers/orders/get-order-views`). */
export const orderView = z.object({
  id: orderId,
  orderNumber: z.int(),
  clientName: nullableText,
  orderDate: isoDateTime,
  confirmedDate: z.nullable(isoDateTime),
  deliveryDate: z.nullable(isoDate),
  approximalSendDate: z.nullable(isoDate),
  approximalDeliveryDate: z.nullable(isoDate),
  insertedBy: nullableText,
  isFixedDate: z.boolean(),
  isUrgent: z.boolean(),
  isPayed: z.boolean(),
  status: z.string(),
  comment: nullableText,
  stickersOrderItemsCount: z.int(),
  acrylOrderItemsCount: z.int(),
  isColorProof: z.boolean(),
  colorProofStatus: z.nullable(colorProofStatus),
  isDropshipping: z.boolean(),
  isAdditionalServices: z.boolean(),
  isComplaints: z.boolean(),
  isReprint: z.boolean(),
  daysFromConfirmation: z.nullable(z.int()),
  stickersAcrylCost: rubles,
  stickersCost: rubles,
  acrylCost: rubles,
  deliveryCost: rubles,
  orderCost: rubles,
  paymentMethod: nullableText,
  priority: z.int(),
  /** Beyond the spec's row: where the parcel goes and how to follow it (the list's delivery column, the CSV's delivery fields). */
  deliveryType: z.optional(nullableText),
  receiverCredentials: z.optional(nullableText),
  phoneNumber: z.optional(nullableText),
  cdekPvzCode: z.optional(nullableText),
  deliveryAddress: z.optional(nullableText),
  postIndex: z.optional(nullableText),
  trackNumber: z.optional(nullableText),
});
export type OrderView = z.infer<typeof orderView>;
export const orderViews = z.array(orderView);

export const itemsTypeFilters = ['onlyStickers', 'onlyAcryl', 'hasStickers', 'hasAcryl', 'both'] as const;
export type ItemsTypeFilter = (typeof itemsTypeFilters)[number];

const dateQuery = z.optional(isoDate);

/** The planned send date filter (beyond the spec): due today, or past due and not sent. */
export const plannedSendFilters = ['today', 'overdue'] as const;
export type PlannedSendFilter = (typeof plannedSendFilters)[number];

/**
 * Several statuses in one filter, as a comma list (`?statuses=Создан,В работе`) or the parameter
 * repeated (`?statuses=Создан&statuses=В работе`); the server answers a Russian 400 for a
 * status that does not exist (core `unknownStatuses`).
 */
export const statusesQuery = z.pipe(
  z.union([
    z.string().check(z.maxLength(2000)),
    z.array(z.string().check(z.maxLength(100))).check(z.maxLength(orderStatusList.length)),
  ]),
  z.transform((value: string | string[]) => [
    ...new Set(
      (Array.isArray(value) ? value : [value])
        .flatMap((part) => part.split(','))
        .map((status) => status.trim())
        .filter((status) => status !== ''),
    ),
  ]),
);

/** Filters of the manager's list (section 9), applied by the server; every one optional. */
export const orderViewFilters = z.object({
  orderNumber: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
  clientName: z.optional(z.string().check(z.maxLength(200))),
  orderDateFrom: dateQuery,
  orderDateTo: dateQuery,
  confirmedDateFrom: dateQuery,
  confirmedDateTo: dateQuery,
  deliveryDateFrom: dateQuery,
  deliveryDateTo: dateQuery,
  insertedBy: z.optional(z.string().check(z.maxLength(200))),
  isFixedDate: z.optional(queryBoolean),
  isUrgent: z.optional(queryBoolean),
  isPayed: z.optional(queryBoolean),
  itemsType: z.optional(z.enum(itemsTypeFilters)),
  status: z.optional(z.string().check(z.maxLength(100))),
  /** Beyond the spec: orders with a payment that did not pay them (a stale link, a second payment), refunded or owed. */
  paymentMismatch: z.optional(queryBoolean),
  /**
   * Beyond the spec, one search box: the order number (prefix), the client's name, the phone
   * (digits, wherever they stand) and the track number; case and ё/е do not matter.
   */
  q: z.optional(z.string().check(z.maxLength(100))),
  /** Beyond the spec: any of several statuses (`status` keeps the spec's one). */
  statuses: z.optional(statusesQuery),
  /** Beyond the spec: the planned send date is today (Moscow), or it has passed and the order is not sent. */
  plannedSend: z.optional(z.enum(plannedSendFilters)),
});
export type OrderViewFilters = z.input<typeof orderViewFilters>;
export type ParsedOrderViewFilters = z.output<typeof orderViewFilters>;

/** Rows the server sends per request of the list; `offset` pages through the rest. */
export const orderViewPageSize = 500;
/** The furthest page a request may ask for: far beyond any real list, short of a costly scan. */
export const maxOrderViewOffset = 1_000_000;

/**
 * `GET /api/stickers/orders/get-order-views`: the filters plus `offset`, how many rows of the
 * filtered list (newest first) to skip. Only the rows page: totals and CSV take the filters alone.
 */
export const orderViewPageQuery = z.extend(orderViewFilters, {
  offset: z.optional(z.pipe(queryInt, /*#__PURE__*/ z.number().check(z.lte(maxOrderViewOffset)))),
});
export type OrderViewPageQuery = z.input<typeof orderViewPageQuery>;
export type ParsedOrderViewPageQuery = z.output<typeof orderViewPageQuery>;

/** `GET /api/stickers/orders/get-order-views/totals`: sums of the filtered set. */
export const orderViewTotals = z.object({
  count: z.int(),
  orderCost: rubles,
  stickersCost: rubles,
  acrylCost: rubles,
  deliveryCost: rubles,
});
export type OrderViewTotals = z.infer<typeof orderViewTotals>;

/**
 * One payment link of an order as the manager sees it (beyond the spec): the amount, when, the
 * provider's status, whether it paid the order or is refunded (and why), and whether a change of
 * the order closed the link or outgrew it (`current`: the order still has the terms it was made for).
 */
export const adminPayment = z.object({
  amount: rubles,
  createDate: isoDateTime,
  status: z.string(),
  outcome: z.nullable(z.enum(['paid', 'refund'])),
  current: z.boolean(),
  refund: z.nullable(z.object({ amount: rubles, status: z.string(), reason: z.enum(refundReasons) })),
});
export type AdminPayment = z.infer<typeof adminPayment>;

/** The full order of the edit dialog (`GET /api/web/admin/orders/{id}`). */
export const adminOrder = z.object({
  id: orderId,
  number: z.int(),
  clientName: nullableText,
  status: z.string(),
  manager: nullableText,
  createDate: isoDateTime,
  sendDate: nullableText,
  trackNumber: nullableText,
  cost: rubles,
  /** Beyond the spec's full order: the delivery part of `cost` (a CDEK tariff's price set at checkout). */
  deliveryCost: z.optional(rubles),
  vkUrl: nullableText,
  comment: nullableText,
  deliveryType: nullableText,
  deliveryAddress: nullableText,
  approximalDeliveryDate: z.nullable(isoDate),
  approximalSendDate: z.nullable(isoDate),
  payed: z.boolean(),
  /** The list's marks (beyond the spec's full order, so the dialog can set them): wire names as in the order view row. */
  isUrgent: z.boolean(),
  isFixedDate: z.boolean(),
  colorProofStatus: z.nullable(colorProofStatus),
  /** The order's general acryl file and its automatic check (beyond the spec's full order). */
  acrylFileName: z.optional(nullableText),
  acrylFilePreflight: z.optional(z.nullable(preflightResult)),
  /** The order's online payments, newest first, with what became of each (beyond the spec). */
  payments: z.optional(z.array(adminPayment)),
  /** The receiver and where the parcel goes (beyond the spec's full order, for the dialog's delivery part). */
  receiverCredentials: z.optional(nullableText),
  phoneNumber: z.optional(nullableText),
  cdekPvzCode: z.optional(nullableText),
  postIndex: z.optional(nullableText),
  /** The CDEK tariff the checkout priced; the shipment registers with it. */
  cdekTariffCode: z.optional(z.nullable(/*#__PURE__*/ z.int())),
  orderItems: z.array(stickerItem),
  acrylOrderItems: z.array(acrylItem),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** The most a manager may type as a delivery cost: a guard against a slipped key, not a tariff. */
export const maxManagerDeliveryCost = 100_000;

/**
 * `POST /api/web/admin/orders/update-order-information?orderId`, plus optional changes of the status
 * and of the list's marks (beyond the spec): an absent one stays as stored, so the spec's payload
 * alone still works; `colorProofStatus: null` clears the proof status.
 */
export const orderUpdate = z.object({
  id: orderId,
  comment: z.nullable(/*#__PURE__*/ typedComment({ max: 2000 })),
  deliveryType: z.nullable(deliveryType),
  deliveryAddress: z.nullable(z.string().check(z.maxLength(500))),
  approximalDeliveryDate: z.nullable(isoDate),
  approximalSendDate: z.nullable(isoDate),
  isPayed: z.boolean(),
  status: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  isUrgent: z.optional(z.boolean()),
  isFixedDate: z.optional(z.boolean()),
  colorProofStatus: z.optional(z.nullable(colorProofStatus)),
  /**
   * Beyond the spec: the delivery part of the cost, set by the manager (Russian Post is priced by
   * hand); absent keeps it, and the order's cost follows. Refused on a paid order.
   */
  deliveryCost: z.optional(z.number().check(z.gte(0), z.lte(maxManagerDeliveryCost))),
  /**
   * Beyond the spec, like `deliveryCost`: the track number (a Russian Post one is typed; CDEK's is
   * written when the shipment is registered) and the send date; absent keeps, null clears.
   */
  trackNumber: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  sendDate: z.optional(z.nullable(isoDate)),
  /** Beyond the spec: the receiver and where the parcel goes; absent keeps, null clears. */
  receiverCredentials: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
  phoneNumber: z.optional(z.nullable(z.string().check(z.maxLength(30)))),
  cdekPvzCode: z.optional(z.nullable(z.string().check(z.maxLength(50)))),
  postIndex: z.optional(z.nullable(z.string().check(z.maxLength(20)))),
});
export type OrderUpdate = z.infer<typeof orderUpdate>;

/**
 * The update body the server accepts: the client sends the whole `OrderUpdate`, but a client
 * may leave out any field it does not change (and `id`, which the query already names); an
 * absent field stays as stored.
 */
export const acceptedOrderUpdate = /*#__PURE__*/ z.partial(orderUpdate);
export type AcceptedOrderUpdate = z.infer<typeof acceptedOrderUpdate>;

/** The most orders one bulk action takes: a screen of selected rows, short of a request CDEK cannot finish. */
export const maxBulkOrders = 100;
const bulkOrderIds = z.array(orderId).check(z.minLength(1), z.maxLength(maxBulkOrders));

/** `POST /api/web/admin/orders/bulk/status` (beyond the spec): one status for several orders. */
export const bulkStatusRequest = z.object({
  orderIds: bulkOrderIds,
  status: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type BulkStatusRequest = z.infer<typeof bulkStatusRequest>;

/** `POST /api/web/admin/orders/bulk/shipments` (beyond the spec): register the CDEK shipments of several orders. */
export const bulkShipmentsRequest = z.object({ orderIds: bulkOrderIds });
export type BulkShipmentsRequest = z.infer<typeof bulkShipmentsRequest>;

/**
 * What a bulk action did to one order: done (`ok`), or why not in Russian (`reason`); the
 * order's number, status and track number as they now stand (null for an order not found).
 */
export const bulkOrderResult = z.object({
  orderId,
  orderNumber: z.nullable(/*#__PURE__*/ z.int()),
  ok: z.boolean(),
  reason: nullableText,
  status: nullableText,
  trackNumber: nullableText,
});
export type BulkOrderResult = z.infer<typeof bulkOrderResult>;

/** A bulk action's answer: one result per order asked, in the order asked. */
export const bulkOrderResults = z.object({ results: z.array(bulkOrderResult) });
export type BulkOrderResults = z.infer<typeof bulkOrderResults>;

/** `POST /api/web/admin/orders/create-for-client`: a draft order and an access link for a client. */
export const createForClientRequest = z.object({
  clientName: /*#__PURE__*/ typedName({ min: 1, max: 200 }),
  vkLink: z.optional(z.nullable(z.string().check(z.maxLength(500)))),
  comment: z.optional(z.nullable(/*#__PURE__*/ typedComment({ max: 2000 }))),
});
export type CreateForClientRequest = z.infer<typeof createForClientRequest>;

export const createForClientReply = z.object({
  orderId,
  orderNumber: z.int(),
  accessLink: z.string(),
  /** Beyond the spec: the same key opening the order-link page (proof, payment, status) of this order. */
  orderLink: z.optional(z.string()),
  expiresAt: isoDateTime,
});
export type CreateForClientReply = z.infer<typeof createForClientReply>;
