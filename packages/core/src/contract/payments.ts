import { z } from 'zod/mini';
import { isoDateTime, nullableText, orderId, rubles } from './primitives.js';
import { proofStates } from './proofs.js';
import { queryBoolean } from './query.js';

/** `GET /api/yookassa/create-payment-link?orderId&email&phoneNumber[&sbpOnly=true]` */
export const paymentLinkQuery = z.object({
  orderId,
  email: z.optional(/*#__PURE__*/ z.string().check(z.maxLength(254))),
  phoneNumber: z.optional(/*#__PURE__*/ z.string().check(z.maxLength(32))),
  sbpOnly: z.optional(queryBoolean),
});
export type PaymentLinkQuery = z.infer<typeof paymentLinkQuery>;

export const paymentLinkReply = z.object({ url: z.string() });
export type PaymentLinkReply = z.infer<typeof paymentLinkReply>;

/**
 * 'success' only when the order is paid for its current terms; 'refunded' (beyond the spec)
 * when the newest payment succeeded but did not pay the order (a stale link, a second
 * payment) and is being returned.
 */
export const paymentStatuses = ['success', 'pending', 'canceled', 'none', 'refunded'] as const;

/** `GET /api/yookassa/is-payment-completed?orderId`: 'success' means paid. */
export const paymentStatusReply = z.object({ paymentStatus: z.enum(paymentStatuses) });
export type PaymentStatusReply = z.infer<typeof paymentStatusReply>;

export const orderIdQuery = z.object({ orderId });

/** Why a payment that succeeded did not pay its order: its link was stale, or the order was paid already. */
export const refundReasons = ['stale', 'alreadyPaid'] as const;
export type RefundReason = (typeof refundReasons)[number];

/**
 * Beyond the spec: the order's newest payment that did not pay it and is being returned (a
 * stale link, a second payment), for the note beside «Оплатить заказ»; null without one.
 */
export const refundNote = z.object({
  amount: rubles,
  reason: z.enum(refundReasons),
  createDate: isoDateTime,
});
export type RefundNote = z.infer<typeof refundNote>;

/** `GET /api/web/orders/payment/{id}`: what the customer's pay button needs. */
export const orderPaymentInfo = z.object({
  orderId,
  orderNumber: /*#__PURE__*/ z.int(),
  cost: rubles,
  payed: z.boolean(),
  /** Whether the order can be paid now: past editing, not awaiting the manager's check, unpaid. */
  canPay: z.boolean(),
  receiptEmail: nullableText,
});
export type OrderPaymentInfo = z.infer<typeof orderPaymentInfo>;

/** `GET /api/web/public/orders/{id}`: the public payment page; no sign-in, nothing more than this. */
export const publicOrderInfo = z.object({
  orderNumber: /*#__PURE__*/ z.int(),
  createDate: isoDateTime,
  manager: nullableText,
  deliveryType: nullableText,
  orderItemsCount: /*#__PURE__*/ z.int(),
  acrylOrderItemsCount: /*#__PURE__*/ z.int(),
  cost: rubles,
  /** Beyond the spec: whether payment is offered now (the same rule as the order page). */
  canPay: z.optional(z.boolean()),
  /** Beyond the spec: a proof awaits approval, which is why payment is not offered yet. */
  proofState: z.optional(z.enum(proofStates)),
  /**
   * Beyond the spec: items without a price (the manager prices them). While there are any,
   * payment is not offered and `cost` leaves them out.
   */
  unpricedItemsCount: z.optional(/*#__PURE__*/ z.int()),
  lastRefund: z.optional(z.nullable(refundNote)),
});
export type PublicOrderInfo = z.infer<typeof publicOrderInfo>;
