import { z } from 'zod/mini';

/** Money in rubles with kopecks as a JSON number (e.g. 1490.5). */
export const rubles = /*#__PURE__*/ z.number().check(z.gte(0));

/** An order id as it travels in URLs: random and unguessable (UUID v4). */
export const orderId = /*#__PURE__*/ z.string().check(z.uuid());
export type OrderId = z.infer<typeof orderId>;

/** The order id path segment: a real order id, or `0` for the caller's cart. */
export const orderIdOrCart = z.union([z.literal('0'), orderId]);

/** Largest id a PostgreSQL `integer` (serial) column holds: larger ids cannot exist. */
export const maxDatabaseId = 2_147_483_647;

/** Item ids are database integers; ownership is checked through their order. */
export const itemId = /*#__PURE__*/ z.int().check(z.positive(), z.lte(maxDatabaseId));

/** A calendar date, `YYYY-MM-DD`; year 0000 does not exist (PostgreSQL refuses it). */
export const isoDate = /*#__PURE__*/ z.iso.date().check(z.regex(/^(?!0000-)/));
/** A moment in time, ISO 8601 with offset. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** Text that may be absent on the wire: the spec's optional strings arrive as `null`. */
export const nullableText = z.nullable(z.string());
