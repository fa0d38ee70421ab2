import { z } from 'zod/mini';
import { checkoutDeliveryTypes } from './orders.js';
import { nullableText, orderId, orderIdOrCart, rubles } from './primitives.js';
import { queryInt } from './query.js';
import { typedName } from './typed-text.js';

const field = z.nullable(/*#__PURE__*/ z.string().check(z.maxLength(500)));

/** `POST /api/web/orders/create-order-from-cart` */
export const createOrderRequest = z.object({
  /** The cart or draft being checked out (`0` means the caller's cart). */
  id: orderIdOrCart,
  /** The receiver's name as the customer types it (typed-text.ts). */
  receiverCredentials: z.nullable(/*#__PURE__*/ typedName({ max: 500 })),
  phoneNumber: field,
  deliveryType: z.enum(checkoutDeliveryTypes),
  deliveryAddress: z.optional(field),
  cdekPvzCode: z.optional(field),
  postIndex: z.optional(field),
  /** 'Сохранить данные для следующих заказов': saved to the profile in the same transaction. */
  saveToProfile: z.optional(z.boolean()),
  /**
   * The CDEK tariff the customer chose (beyond the spec; absent means the cheapest). The server
   * asks CDEK for its cost again and stores that as the delivery cost: no cost is ever taken from the client.
   */
  cdekTariffCode: z.optional(z.nullable(/*#__PURE__*/ z.int().check(z.positive(), z.lte(100_000)))),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;

/**
 * `POST /api/web/orders/{id}/delivery` (beyond the spec): the order-link page's delivery choice
 * for an order whose delivery is still open (core `isDeliveryChoiceOpen`). The checkout's fields
 * and checks without the cart id and the profile flag; the cost is, again, never the client's.
 */
export const orderDeliveryRequest = z.omit(createOrderRequest, { id: true, saveToProfile: true });
export type OrderDeliveryRequest = z.infer<typeof orderDeliveryRequest>;

/** What the choice stored: the delivery cost CDEK gave, the new total and the promised dates. */
export const orderDeliveryReply = z.object({
  deliveryType: z.enum(checkoutDeliveryTypes),
  deliveryCost: rubles,
  cost: rubles,
  approximalSendDate: nullableText,
  approximalDeliveryDate: nullableText,
});
export type OrderDeliveryReply = z.infer<typeof orderDeliveryReply>;

export const createOrderReply = z.object({ orderId, orderNumber: /*#__PURE__*/ z.int() });
export type CreateOrderReply = z.infer<typeof createOrderReply>;

// The parcel weight the checkout asks tariffs for lives with the plain constants (constants.ts).
export { checkoutParcelWeightGrams } from './constants.js';

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
  /** CDEK's tariff code and name (beyond the spec), so a tariff can be chosen and priced again. */
  code: z.optional(/*#__PURE__*/ z.int()),
  name: z.optional(z.string()),
});
export type CdekTariff = z.infer<typeof cdekTariff>;

export const cdekTariffReply = z.object({ tariff: z.array(cdekTariff), address: z.string() });
export type CdekTariffReply = z.infer<typeof cdekTariffReply>;

/** `GET /api/cdek/cities?name=Ряз`: CDEK's city suggestions as the customer types (beyond the spec). */
export const cdekCityQuery = z.object({
  name: /*#__PURE__*/ z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
});
export type CdekCityQuery = z.input<typeof cdekCityQuery>;

export const cdekCity = z.object({
  /** CDEK's city code, what `deliverypoints` takes as `city_code`. */
  code: /*#__PURE__*/ z.int(),
  city: z.string(),
  /** The whole name CDEK suggests, with the region: «Рязань, Рязанская обл., Россия». */
  fullName: z.string(),
});
export type CdekCity = z.infer<typeof cdekCity>;
export const cdekCities = z.array(cdekCity);

/** `GET /api/cdek/delivery-points?cityCode=44`: the pickup points of a city (beyond the spec). */
export const cdekPointsQuery = z.object({
  cityCode: z.pipe(queryInt, /*#__PURE__*/ z.number().check(z.positive())),
});
export type CdekPointsQuery = z.input<typeof cdekPointsQuery>;

export const cdekPointTypes = ['PVZ', 'POSTAMAT'] as const;
export const cdekPoint = z.object({
  code: z.string(),
  type: z.enum(cdekPointTypes),
  /** Street and house: «ул. Есенина, 13». */
  address: z.string(),
  /** With country, region and city, as the tariff lookup answers it. */
  addressFull: z.string(),
  /** CDEK's own text: «Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00». */
  workTime: z.string(),
});
export type CdekPoint = z.infer<typeof cdekPoint>;
export const cdekPoints = z.array(cdekPoint);
