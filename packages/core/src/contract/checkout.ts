import { z } from 'zod/mini';
import { checkoutDeliveryTypes } from './orders.js';
import { orderId, orderIdOrCart } from './primitives.js';

const field = z.nullable(/*#__PURE__*/ z.string().check(z.maxLength(500)));

/** `POST /api/web/orders/create-order-from-cart` */
export const createOrderRequest = z.object({
  /** The cart or draft being checked out (`0` means the caller's cart). */
  id: orderIdOrCart,
  receiverCredentials: field,
  phoneNumber: field,
  deliveryType: z.enum(checkoutDeliveryTypes),
  deliveryAddress: z.optional(field),
  cdekPvzCode: z.optional(field),
  postIndex: z.optional(field),
  /** 'Сохранить данные для следующих заказов': saved to the profile in the same transaction. */
  saveToProfile: z.optional(z.boolean()),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

export const createOrderReply = z.object({ orderId, orderNumber: /*#__PURE__*/ z.int() });
export type CreateOrderReply = z.infer<typeof createOrderReply>;

/** The parcel weight the checkout asks tariffs for, in grams. */
export const checkoutParcelWeightGrams = 1000;

/** `POST /api/cdek/get-tariffs` */
export const cdekTariffRequest = z.object({
  cdekPvzCode: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(50)),
  weight: /*#__PURE__*/ z.int().check(z.positive(), z.lte(30_000)),
  orderId: orderIdOrCart,
});
export type CdekTariffRequest = z.infer<typeof cdekTariffRequest>;

export const cdekTariff = z.object({
  cost: z.number(),
  /** Working days. */
  periodMin: /*#__PURE__*/ z.int(),
  periodMax: /*#__PURE__*/ z.int(),
});
export type CdekTariff = z.infer<typeof cdekTariff>;

export const cdekTariffReply = z.object({ tariff: z.array(cdekTariff), address: z.string() });
export type CdekTariffReply = z.infer<typeof cdekTariffReply>;
