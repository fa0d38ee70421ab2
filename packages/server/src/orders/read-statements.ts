import { archivedStatuses, staffRoles } from '@stickers62/core/rules';
import type { AccessClaims } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import { queryPrepared } from '../db/prepared.js';
import { isoMomentSql, rublesSql } from '../db/wire-formats.js';

/**
 * The customer's two hot reads, each ONE prepared statement that checks the session, checks
 * access and builds the whole answer as JSON text in the database (PostgreSQL and PGlite run
 * the same text). Node sends that text as it comes: no row mapping, no re-encoding of our own
 * output (docs/decisions/0044-hot-reads-as-one-statement.md). Keys follow the contract's order
 * (core contract/orders.ts and items.ts); a layout's `preflight` is jsonb, so its own keys come
 * in jsonb's order. orders/read-statements.test.ts holds the answers equal to the row mapping
 * (items/kinds.ts) and the schema.
 */

const textLiteral = (text: string) => `'${text.replaceAll("'", "''")}'`;
const inList = (values: readonly string[]) => values.map(textLiteral).join(', ');

/**
 * `$1` user id, `$2` session family (the access token's claims): the caller's row while the
 * session lives, as `authenticate` (auth/guards.ts) reads it.
 */
const caller = `caller as (
  select u.id, u.role from users u
  join refresh_tokens r on r.user_id = u.id
  where u.id = $1 and r.family = $2::uuid and r.revoked_at is null
  limit 1)`;

/** Columns both item kinds share, after each kind's own (contract: editable fields, then server-owned). */
const sharedItemColumns = (alias: string) =>
  `${alias}.count, ${alias}.width, ${alias}.height, ${alias}.is_color_proof as "isColorProof",
  ${alias}.is_file_in_other_item as "isFileInOtherItem", ${alias}.other_item as "otherItem"`;
const serverOwnedColumns = (alias: string) =>
  `${alias}.id, ${alias}.file_name as "fileName", ${alias}.status, ${rublesSql(`${alias}.cost`)} as cost,
  ${rublesSql(`${alias}.manager_price`)} as "managerPrice"`;

/** One item as JSON; `preflight` only when it holds a layout (as `toStickerItem` leaves it out). */
function itemObject(alias: string, columns: string): string {
  const object = (extra: string) => `(select row_to_json(item) from (select ${columns}${extra}) item)`;
  return `case when ${alias}.file_key is null then ${object('')} else ${object(`, ${alias}.preflight`)} end`;
}

/** A sticker item of `sticker_items s` as the wire sends it (also the item save's answer, items/save-statements.ts). */
export const stickerItem = itemObject(
  's',
  `s.name, s.comment, s.cutting_type as "cuttingType", s.film_type as "filmType",
  s.lamination_type as "laminationType", ${sharedItemColumns('s')},
  s.sticker_width as "stickerWidth", s.sticker_height as "stickerHeight", ${serverOwnedColumns('s')}`,
);
/** An acrylic item of `acryl_items a` as the wire sends it. */
export const acrylItem = itemObject(
  'a',
  `a.name, a.comment, a.material_type as "materialType", a.print_type as "printType",
  a.acryl_type as "acrylType", a.fittings, ${sharedItemColumns('a')}, ${serverOwnedColumns('a')}`,
);

/** The order's newest refund (contract `refundNote`), or null: one index probe on refunds_order_idx. */
const lastRefund = `(select json_build_object('amount', ${rublesSql('r.amount')}, 'reason', r.reason,
    'createDate', ${isoMomentSql('r.created_at')}) from refunds r where r.order_id = o.id
  order by r.created_at desc, r.id desc limit 1)`;
const orderColumns = `o.id, o.number, o.status, ${isoMomentSql('o.created_at')} as "createDate", o.manager,
  o.approximal_send_date as "approximalSendDate", o.approximal_delivery_date as "approximalDeliveryDate",
  o.send_date as "sendDate", o.delivery_type as "deliveryType", o.track_number as "trackNumber",
  ${rublesSql('o.cost')} as cost, o.payed, o.acryl_uploaded as "acrylUploaded",
  o.acryl_file_name as "acrylFileName", o.proof_state as "proofState", ${lastRefund} as "lastRefund"`;
const orderItemLists = `coalesce((select json_agg(${stickerItem} order by s.id)
    from sticker_items s where s.order_id = o.id), '[]') as "orderItems",
  coalesce((select json_agg(${acrylItem} order by a.id)
    from acryl_items a where a.order_id = o.id), '[]') as "acrylOrderItems"`;
/** The general acryl file's check, only when the order holds that file (serialize.ts). */
const orderObject = `case when o.acryl_file_key is null
  then (select row_to_json(answer) from (select ${orderColumns}, ${orderItemLists}) answer)
  else (select row_to_json(answer) from (select ${orderColumns},
    o.acryl_file_preflight as "acrylFilePreflight", ${orderItemLists}) answer) end`;

const staffList = inList(staffRoles);

/**
 * `GET /api/web/orders/{id}`, `$3` the order id. No row: the session is gone (401); `owner_id`
 * null: no such order (404); `body` null: somebody else's order (403) — the checks in the order
 * `requireOrderAccess` (orders/access.ts) makes them.
 */
const orderRead = `with ${caller}
select o.owner_id, case when o.owner_id = c.id or c.role in (${staffList}) then (${orderObject})::text end as body
from caller c left join orders o on o.id = $3::uuid`;

const itemCount = (table: string) => `(select count(*)::int from ${table} i where i.order_id = o.id)`;
const nameEntries = (table: string) => `coalesce((select json_agg(json_build_object('orderItemName', i.name,
    'hasFile', i.file_name is not null) order by i.id) from ${table} i where i.order_id = o.id), '[]')`;

/**
 * `GET /api/web/orders/list`, `$3` true for `?active`: the caller's orders, newest first (an
 * empty cart is not an order yet; queries.ts `isPlacedOrder`). No row: the session is gone (401).
 */
const orderList = `with ${caller},
entries as (
  select o.id as "orderId", o.number as "orderNumber", ${isoMomentSql('o.created_at')} as "createDate", o.status,
    o.send_date as "sendDate", o.manager, ${rublesSql('o.cost')} as cost, o.payed,
    ${itemCount('sticker_items')} as "stickersCount", ${itemCount('acryl_items')} as "acrylCount",
    ${nameEntries('sticker_items')} as "stickersOrderItems", ${nameEntries('acryl_items')} as "acrylOrderItems",
    o.created_at
  from orders o, caller c
  where o.owner_id = c.id
    and ($3::boolean is not true or o.status not in (${inList(archivedStatuses)}))
    and (o.is_cart = false or o.inserted_by is not null
      or ${itemCount('sticker_items')} + ${itemCount('acryl_items')} > 0))
select coalesce((select json_agg(json_build_object('orderId', e."orderId", 'orderNumber', e."orderNumber",
    'createDate', e."createDate", 'status', e.status, 'sendDate', e."sendDate", 'manager', e.manager,
    'cost', e.cost, 'payed', e.payed, 'stickersCount', e."stickersCount", 'acrylCount', e."acrylCount",
    'stickersOrderItems', e."stickersOrderItems", 'acrylOrderItems', e."acrylOrderItems")
  order by e.created_at desc) from entries e), '[]')::text as body
from caller`;

/** What a statement found: the answer's JSON text, or which check stopped it. */
export type ReadOutcome = { json: string } | { refused: 'unauthenticated' | 'notFound' | 'forbidden' };

const claimParameters = (claims: AccessClaims) => [claims.sub, claims.fam];

export async function readOrderJson(db: Database, claims: AccessClaims, orderId: string): Promise<ReadOutcome> {
  const [row] = await queryPrepared<{ owner_id: number | null; body: string | null }>(db, orderRead, [
    ...claimParameters(claims),
    orderId,
  ]);
  if (!row) return { refused: 'unauthenticated' };
  if (row.owner_id === null) return { refused: 'notFound' };
  if (row.body === null) return { refused: 'forbidden' };
  return { json: row.body };
}

export async function listOrdersJson(db: Database, claims: AccessClaims, active: boolean): Promise<ReadOutcome> {
  const [row] = await queryPrepared<{ body: string }>(db, orderList, [...claimParameters(claims), active]);
  return row ? { json: row.body } : { refused: 'unauthenticated' };
}
