import type { Order } from '@stickers62/core/contract';
import { Column, is } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { columnJsonSql } from '../db/column-maps.js';
import { orders } from '../db/schema.js';
import { isoMomentSql, rublesSql } from '../db/wire-formats.js';
import { itemJsonSql } from '../items/columns.js';

/**
 * The order's column map: every field of the customer's order (contract `order`, core
 * contract/orders.ts) in the contract's key order, each a column of `orders o` or SQL of its
 * own. The order read's JSON (read-statements.ts) is generated from it; a new order field is
 * one entry here.
 */
type OrderEntry =
  | AnyPgColumn
  /** SQL over `orders o`. */
  | { sql: string }
  /** Only when the order holds the general acrylic file (null is then "not examined"). */
  | { column: AnyPgColumn; withAcrylFile: true };

/** The order's newest refund (contract `refundNote`), or null: one index probe on refunds_order_idx. */
const lastRefund = `(select json_build_object('amount', ${rublesSql('r.amount')}, 'reason', r.reason,
    'createDate', ${isoMomentSql('r.created_at')}) from refunds r where r.order_id = o.id
  order by r.created_at desc, r.id desc limit 1)`;

const orderEntries = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  createDate: orders.createdAt,
  manager: orders.manager,
  approximalSendDate: orders.approximalSendDate,
  approximalDeliveryDate: orders.approximalDeliveryDate,
  sendDate: orders.sendDate,
  deliveryType: orders.deliveryType,
  trackNumber: orders.trackNumber,
  cost: orders.cost,
  payed: orders.payed,
  acrylUploaded: orders.acrylUploaded,
  acrylFileName: orders.acrylFileName,
  proofState: orders.proofState,
  lastRefund: { sql: lastRefund },
  acrylFilePreflight: { column: orders.acrylFilePreflight, withAcrylFile: true },
  orderItems: {
    sql: `coalesce((select json_agg(${itemJsonSql('stickers', 's')} order by s.id)
    from sticker_items s where s.order_id = o.id), '[]')`,
  },
  acrylOrderItems: {
    sql: `coalesce((select json_agg(${itemJsonSql('acryl', 'a')} order by a.id)
    from acryl_items a where a.order_id = o.id), '[]')`,
  },
} satisfies { [Key in keyof Order]-?: OrderEntry };

const columnSql = (entry: OrderEntry) => {
  if (is(entry, Column)) return columnJsonSql(entry, 'o');
  return 'sql' in entry ? entry.sql : columnJsonSql(entry.column, 'o');
};
const onlyWithAcrylFile = (entry: OrderEntry) => !is(entry, Column) && 'withAcrylFile' in entry;

/** The order of `orders o` as the wire sends it, as SQL making its JSON. */
export function orderJsonSql(): string {
  const select = (withAcrylFile: boolean) =>
    `(select row_to_json(answer) from (select ${Object.entries(orderEntries as Record<string, OrderEntry>)
      .filter(([, entry]) => withAcrylFile || !onlyWithAcrylFile(entry))
      .map(([key, entry]) => `${columnSql(entry)} as "${key}"`)
      .join(', ')}) answer)`;
  return `case when o.acryl_file_key is null then ${select(false)} else ${select(true)} end`;
}
