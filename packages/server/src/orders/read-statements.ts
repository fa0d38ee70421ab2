import { archivedStatuses, staffRoles } from '@stickers62/core/rules';
import type { AccessClaims } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import { queryPrepared } from '../db/prepared.js';
import { isoMomentSql, rublesSql } from '../db/wire-formats.js';
import { orderJsonSql } from './columns.js';

/**
 * The customer's two hot reads, each ONE prepared statement that checks the session, checks
 * access and builds the whole answer as JSON text in the database (PostgreSQL and PGlite run
 * the same text). Node sends that text as it comes: no row mapping, no re-encoding of our own
 * output (docs/decisions/0044-hot-reads-as-one-statement.md). The order's JSON comes from its column map
 * (columns.ts, with the items' maps, items/columns.ts), in the contract's key order; a layout's
 * `preflight` is jsonb, so its own keys come in jsonb's order. orders/read-statements.test.ts
 * holds the answers equal to the row mapping and the schema.
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

const staffList = inList(staffRoles);

/**
 * `GET /api/web/orders/{id}`, `$3` the order id. No row: the session is gone (401); `owner_id`
 * null: no such order (404); `body` null: somebody else's order (403) — the checks in the order
 * `requireOrderAccess` (orders/access.ts) makes them.
 */
const orderRead = `with ${caller}
select o.owner_id, case when o.owner_id = c.id or c.role in (${staffList}) then (${orderJsonSql()})::text end as body
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
