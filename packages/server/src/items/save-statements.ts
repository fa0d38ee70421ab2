import type { ItemKind } from '@stickers62/core/contract';
import { getTableColumns } from 'drizzle-orm';
import { z } from 'zod/mini';
import type { Database } from '../db/client.js';
import { queryPrepared } from '../db/prepared.js';
import type { OrderCosts, PricedItem } from '../orders/costs.js';
import { itemJsonSql, type PlannedItem, planJsonSql, planSchema } from './columns.js';
import { type ItemOfKind, itemKinds } from './kinds.js';

/**
 * The item save's two statements outside any transaction
 * (docs/decisions/0046-item-save-one-statement.md): the order as it stands, read in ONE statement (one snapshot), and
 * the write, ONE statement that locks the order row only if its `version` and status are still
 * the ones read (and the reference revision the one priced with), then writes the item, the other items' changed costs and the order's sums. A
 * statement is atomic on its own, so the order's lock is held for that statement alone, not
 * for round trips. Every change to an order's items (a save, a delete) bumps the order's
 * `version` under its lock, so an unchanged version means the items priced are the items
 * stored; a changed one writes nothing and the caller takes the locked path.
 */

/** An item as the save plans from it: pricing inputs, the name, the layout and the row version. */
export type StoredItem<Kind extends ItemKind> = PlannedItem<Kind>;

/**
 * The order as the save plans from it, parsed by the schema the item column maps give
 * (columns.ts): a column the map plans with but the statement left out fails the parse
 * instead of pricing the other items without it.
 */
const orderForSaveSchema = z.object({
  version: z.int(),
  status: z.string(),
  stickers: z.array(planSchema('stickers')),
  acryl: z.array(planSchema('acryl')),
});

export type OrderForSave = z.infer<typeof orderForSaveSchema>;

/** `$1` the order id. Items in id order, as the locked path reads them for pricing. */
export const orderForSaveStatement = `select json_build_object('version', o.version, 'status', o.status,
  'stickers', coalesce((select json_agg(json_build_object(${planJsonSql('stickers', 's')}) order by s.id)
    from sticker_items s where s.order_id = o.id), '[]'),
  'acryl', coalesce((select json_agg(json_build_object(${planJsonSql('acryl', 'a')}) order by a.id)
    from acryl_items a where a.order_id = o.id), '[]'))::text as state
from orders o where o.id = $1::uuid`;

/** The order as the save plans from it, checked against the column maps' schema. */
export function parseOrderForSave(state: string): OrderForSave {
  return orderForSaveSchema.parse(JSON.parse(state));
}

/** The order with its items, read in one statement; undefined when there is no such order. */
export async function readOrderForSave(db: Database, orderId: string): Promise<OrderForSave | undefined> {
  const [row] = await queryPrepared<{ state: string }>(db, orderForSaveStatement, [orderId]);
  return row ? parseOrderForSave(row.state) : undefined;
}

const tableNames = { stickers: 'sticker_items', acryl: 'acryl_items' } as const;

/**
 * The guard and the cost writes every write statement shares. `$1` order id, `$2` its version
 * as read, `$3` its status as read, `$4` the revision of the reference snapshot the prices came
 * from, `$5` the other items' new costs as JSON (`{"stickers": [{"id", "cost"}], "acryl": [...]}`),
 * `$6` the sums (`{"stickersCost", "acrylCost"}`).
 * The `item` CTE (each statement's own) returns the written row's `order_id`; the costs and
 * sums are written only when it wrote, so a failed guard leaves everything as it was.
 */
const lockedOrder = `locked as (
  select id, owner_id from orders
  where id = $1::uuid and version = $2::int and status is not distinct from $3::text
    and $4::int = (select revision from reference_revision where id = 1)
  for update)`;
const costWrites = `sticker_costs as (
  update sticker_items t set cost = p.cost
  from jsonb_to_recordset($5::jsonb -> 'stickers') as p(id int, cost numeric), item
  where t.id = p.id and t.order_id = item.order_id),
acryl_costs as (
  update acryl_items t set cost = p.cost
  from jsonb_to_recordset($5::jsonb -> 'acryl') as p(id int, cost numeric), item
  where t.id = p.id and t.order_id = item.order_id),
sums as (
  update orders o set stickers_cost = ($6::jsonb ->> 'stickersCost')::numeric,
    acryl_cost = ($6::jsonb ->> 'acrylCost')::numeric,
    cost = ($6::jsonb ->> 'stickersCost')::numeric + ($6::jsonb ->> 'acrylCost')::numeric + o.delivery_cost,
    updated_at = now(), version = o.version + 1
  from item where o.id = item.order_id)`;

/** Database names of the item columns a save writes, in the order of `keys`. */
function columnNames(kind: ItemKind, keys: string[]): string[] {
  const columns = getTableColumns(itemKinds[kind].table) as Record<string, { name: string }>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in ${tableNames[kind]}`);
    return column.name;
  });
}

/**
 * `$7` the item's columns as JSON with database names (`jsonb_populate_record` types them as
 * the table does); an update also `$8` the item id, `$9` its version as read (a layout
 * uploaded since then moved it) and `$10` whether its layout's preflight goes (a new size or cutting).
 */
function writeStatement(kind: ItemKind, mode: 'insert' | 'update', names: string[]): string {
  const table = tableNames[kind];
  const values = names.map((name) => `r.${name}`).join(', ');
  const item =
    mode === 'insert'
      ? `item as (
  insert into ${table} (order_id, owner_id, ${names.join(', ')})
  select locked.id, locked.owner_id, ${values}
  from locked, jsonb_populate_record(null::${table}, $7::jsonb) r
  returning *)`
      : `item as (
  update ${table} t set (${names.join(', ')}) = (select ${values} from jsonb_populate_record(null::${table}, $7::jsonb) r),
    preflight = case when $10::boolean then null else t.preflight end,
    updated_at = now(), version = t.version + 1
  from locked
  where t.id = $8::int and t.order_id = locked.id and t.version = $9::int
  returning t.*)`;
  return `with ${lockedOrder},
${item},
${costWrites}
select (${itemJsonSql(kind, 'i')})::text as item from item i`;
}

/** `$7` the item id. */
function deleteStatement(kind: ItemKind): string {
  return `with ${lockedOrder},
item as (
  delete from ${tableNames[kind]} t using locked where t.id = $7::int and t.order_id = locked.id
  returning t.id, t.order_id),
${costWrites}
select id from item`;
}

/** What the write carries from the planning: core's prices and the reference revision they came from. */
export interface Planned {
  costs: OrderCosts;
  revision: number;
}

const changedCosts = (items: PricedItem[], except: number | undefined) =>
  items.filter((item) => item.changed && item.id !== except).map(({ id, cost }) => ({ id, cost }));

/** The guard's and the costs' parameters, `$1`–`$6`; `except` the item the statement writes itself. */
function sharedParameters(
  orderId: string,
  read: OrderForSave,
  { costs, revision }: Planned,
  except?: { kind: ItemKind; id: number },
) {
  return [
    orderId,
    read.version,
    read.status,
    revision,
    JSON.stringify({
      stickers: changedCosts(costs.stickers, except?.kind === 'stickers' ? except.id : undefined),
      acryl: changedCosts(costs.acryl, except?.kind === 'acryl' ? except.id : undefined),
    }),
    JSON.stringify({ stickersCost: costs.stickersCost, acrylCost: costs.acrylCost }),
  ];
}

export interface ItemWrite<Kind extends ItemKind> {
  kind: Kind;
  orderId: string;
  /** What the write was planned from. */
  read: OrderForSave;
  planned: Planned;
  /** The item's columns (Drizzle's names), its cost among them. */
  columns: Record<string, unknown>;
  /** The item being updated as read, or undefined for a new item. */
  before?: { id: number; version: number };
  /** The layout's preflight goes: it judged another size or cutting (`SavedItem.recheckLayout`). */
  recheckLayout: boolean;
}

/**
 * Writes a planned save in one statement; undefined when the order changed since it was read
 * or the reference tables since the prices were taken.
 */
export async function writeItemIfUnchanged<Kind extends ItemKind>(
  db: Database,
  write: ItemWrite<Kind>,
): Promise<ItemOfKind<Kind> | undefined> {
  const keys = Object.keys(write.columns);
  const names = columnNames(write.kind, keys);
  const record = JSON.stringify(
    Object.fromEntries(names.map((name, index) => [name, write.columns[keys[index] ?? '']])),
  );
  const { before } = write;
  const shared = sharedParameters(
    write.orderId,
    write.read,
    write.planned,
    before ? { kind: write.kind, id: before.id } : undefined,
  );
  const [row] = await queryPrepared<{ item: string }>(
    db,
    writeStatement(write.kind, before ? 'update' : 'insert', names),
    before ? [...shared, record, before.id, before.version, write.recheckLayout] : [...shared, record],
  );
  return row ? (JSON.parse(row.item) as ItemOfKind<Kind>) : undefined;
}

/** Deletes an item and writes the costs in one statement; false when the order changed since it was read. */
export async function deleteItemIfUnchanged(
  db: Database,
  kind: ItemKind,
  orderId: string,
  read: OrderForSave,
  planned: Planned,
  itemId: number,
): Promise<boolean> {
  const rows = await queryPrepared(db, deleteStatement(kind), [...sharedParameters(orderId, read, planned), itemId]);
  return rows.length > 0;
}

/**
 * The order as a write that succeeded left it (`sameKind`: the written kind's items, in id
 * order), for the next save queued behind it to plan from without a read. Its version is the
 * one the write set, so that save's write still checks it against the row.
 */
export function orderAfterWrite(
  read: OrderForSave,
  kind: ItemKind,
  sameKind: StoredItem<ItemKind>[],
  costs: OrderCosts,
): OrderForSave {
  const lists = { stickers: read.stickers, acryl: read.acryl, [kind]: sameKind } as Pick<OrderForSave, ItemKind>;
  const priced = <Item extends { cost: number }>(items: Item[], itemCosts: PricedItem[]) =>
    items.map((item, index) => ({ ...item, cost: itemCosts[index]?.cost ?? item.cost }));
  return {
    version: read.version + 1,
    status: read.status,
    stickers: priced(lists.stickers, costs.stickers),
    acryl: priced(lists.acryl, costs.acryl),
  };
}
