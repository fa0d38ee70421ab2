import { z } from 'zod/mini';
import { acrylItem, stickerItem } from './items.js';
import { refundNote } from './payments.js';
import { preflightResult } from './preflight.js';
import { isoDateTime, nullableText, orderId, rubles } from './primitives.js';
import { proofStates } from './proofs.js';
import { queryFlag, queryInt } from './query.js';

/** Order statuses (free text on the wire; these are the ones the shop uses). */
export const orderStatuses = {
  created: 'Создан',
  awaitingLayouts: 'Ожидает загрузки макетов',
  awaitingManagerCheck: 'Ожидает проверки макетов менеджером',
  /** A proof was sent; the customer approves it or asks for changes (beyond the spec's list). */
  awaitingProofApproval: 'Ожидает согласования макета',
  /** The customer asked for changes to the proof: the manager's move. */
  proofChangesRequested: 'Нужны правки макета',
  readyToPrint: 'Готов к печати',
  partlyInWork: 'Частично в работе',
  inWork: 'В работе',
  readyToShip: 'Готов к отправке',
  shipped: 'Отправлен',
  cancelled: 'Отменен',
} as const;
export const orderStatusList = Object.values(orderStatuses);

/** Delivery types a customer chooses at checkout. */
export const checkoutDeliveryTypes = ['CDEK', 'RussianPost', 'Pickup'] as const;
/** Delivery types a manager may set (checkout-admin-pages section 9). */
export const adminDeliveryTypes = [
  'Pickup',
  'Courier',
  'CDEK',
  'RussianPost',
  'Boxberry',
  'RussianPostFirstClass',
] as const;
export const deliveryType = z.enum(adminDeliveryTypes);
export type DeliveryType = z.infer<typeof deliveryType>;

/** The order as its customer sees it: `GET /api/web/orders/{id}`. */
export const order = z.object({
  id: orderId,
  number: /*#__PURE__*/ z.int(),
  status: z.string(),
  createDate: isoDateTime,
  manager: nullableText,
  /** The desired send date, `YYYY-MM-DD`. */
  approximalSendDate: nullableText,
  /** The approximate delivery date, `YYYY-MM-DD` (promised at checkout; the manager may change it). */
  approximalDeliveryDate: /*#__PURE__*/ z.optional(nullableText),
  sendDate: nullableText,
  deliveryType: z.nullable(z.string()),
  trackNumber: nullableText,
  cost: rubles,
  payed: z.boolean(),
  /** The general acryl file of the order is uploaded. */
  acrylUploaded: z.boolean(),
  acrylFileName: nullableText,
  /** Where the order stands with its proofs (beyond the spec): payment waits for an approval. */
  proofState: z.optional(z.enum(proofStates)),
  /** The general acryl file's automatic check (beyond the spec), as an item's `preflight`. */
  lastRefund: z.optional(z.nullable(refundNote)),
  acrylFilePreflight: z.optional(z.nullable(preflightResult)),
  orderItems: z.array(stickerItem),
  acrylOrderItems: z.array(acrylItem),
});
export type Order = z.infer<typeof order>;

const optionalText = z.optional(nullableText);
const optionalMm = z.optional(z.nullable(z.number()));
const summaryItem = z.object({
  id: /*#__PURE__*/ z.int(),
  name: z.string(),
  count: /*#__PURE__*/ z.int(),
  fileName: nullableText,
  isFileInOtherItem: z.boolean(),
  // What the page draws the buyer's layout on (widgets pictures/ItemPicture): the item's sheet
  // in its film, lamination and cutting, or its acrylic piece with its fitting.
  width: optionalMm,
  height: optionalMm,
  stickerWidth: optionalMm,
  stickerHeight: optionalMm,
  filmType: optionalText,
  laminationType: optionalText,
  cuttingType: optionalText,
  acrylType: optionalText,
  materialType: optionalText,
  fittings: z.optional(z.array(z.string())),
});

/**
 * The part of `GET /api/web/orders/{id}` the order-link page shows (beyond the spec): read with
 * this smaller schema so `<s62-payment-card>` does not carry the item schemas and their checks.
 */
export const orderSummary = z.object({
  id: orderId,
  number: /*#__PURE__*/ z.int(),
  status: z.string(),
  trackNumber: nullableText,
  proofState: z.optional(z.enum(proofStates)),
  /** Whether the delivery may still be chosen on the page (core `isDeliveryChoiceOpen`). */
  deliveryType: z.nullable(z.string()),
  payed: z.boolean(),
  approximalSendDate: nullableText,
  approximalDeliveryDate: z.optional(nullableText),
  orderItems: z.array(summaryItem),
  acrylOrderItems: z.array(summaryItem),
});
export type OrderSummary = z.infer<typeof orderSummary>;

const itemNameEntry = z.object({
  orderItemName: z.string(),
  /** Whether a layout is stored, so history shows previews only where there is one. */
  hasFile: z.boolean(),
});

/** A row of `GET /api/web/orders/list`. */
export const orderListEntry = z.object({
  orderId,
  orderNumber: /*#__PURE__*/ z.int(),
  createDate: isoDateTime,
  status: z.string(),
  sendDate: nullableText,
  manager: nullableText,
  cost: rubles,
  payed: z.boolean(),
  stickersCount: /*#__PURE__*/ z.int(),
  acrylCount: /*#__PURE__*/ z.int(),
  stickersOrderItems: z.array(itemNameEntry),
  acrylOrderItems: z.array(itemNameEntry),
});
export type OrderListEntry = z.infer<typeof orderListEntry>;
export const orderList = z.array(orderListEntry);

/** `?active` (or `?active=true`) lists orders not yet archived (shipped or cancelled); without it, all. */
export const orderListQuery = z.object({ active: z.optional(queryFlag) });

/** `GET /api/web/orders/get-cart-items-count` */
export const cartItemsCount = z.object({ count: /*#__PURE__*/ z.int().check(z.gte(0)) });
export type CartItemsCount = z.infer<typeof cartItemsCount>;

/** `GET /api/web/cart`: the caller's cart, created on demand. */
export const cartInfo = z.object({
  orderId,
  orderNumber: /*#__PURE__*/ z.int(),
  itemsCount: /*#__PURE__*/ z.int(),
});
export type CartInfo = z.infer<typeof cartInfo>;

/** `GET /api/web/orders/{id}/submit-to-manager` */
export const submitReply = z.object({ orderId, orderNumber: /*#__PURE__*/ z.int(), status: z.string() });
export type SubmitReply = z.infer<typeof submitReply>;

/** A layout the customer made before, offered for repeating (`recent-items`). */
export const layoutTemplateEntry = z.object({
  orderId,
  orderNumber: /*#__PURE__*/ z.int(),
  created: isoDateTime,
  item: z.object({
    id: /*#__PURE__*/ z.int(),
    name: z.string(),
    count: /*#__PURE__*/ z.int(),
    acrylType: z.optional(nullableText),
    materialType: z.optional(nullableText),
    printType: z.optional(nullableText),
    fittings: z.optional(z.array(z.string())),
    cuttingType: z.optional(nullableText),
    filmType: z.optional(nullableText),
    laminationType: z.optional(nullableText),
  }),
});
export type LayoutTemplateEntry = z.infer<typeof layoutTemplateEntry>;
export const layoutTemplateList = z.array(layoutTemplateEntry);

export const layoutTemplatePageSize = 50;

/** `GET /api/web/{stickers|acryl}/recent-items?skip&take` (defaults 0 and 50; a page holds at most 100). */
export const recentItemsQuery = z.object({
  skip: z.optional(queryInt),
  take: z.optional(z.pipe(queryInt, /*#__PURE__*/ z.number().check(z.gte(1), z.lte(100)))),
});
