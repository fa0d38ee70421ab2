/**
 * How the statements that build answers as JSON in the database (orders/read-statements.ts,
 * admin/order-views.ts) write the wire's values, as the Node mapping they replaced wrote them.
 * SQL text, so that raw statements and Drizzle's `sql` (through `sql.raw`) share one spelling.
 */

/** `to_char`'s pattern of `Date.toISOString()` (of a moment at time zone UTC), as an SQL literal. */
export const isoMomentFormat = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** A `timestamptz` expression as `Date.toISOString()` writes it: UTC, milliseconds, `Z`. */
export const isoMomentSql = (expression: string) => `to_char((${expression}) at time zone 'UTC', ${isoMomentFormat})`;

/** Money, numeric(15,2), as the JSON number of rubles JavaScript would print (1490.5). */
export const rublesSql = (expression: string) => `(${expression})::float8`;
