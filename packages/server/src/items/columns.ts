import type { ItemKind } from '@stickers62/core/contract';
import { storedStickerSize } from '@stickers62/core/rules';
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod/mini';
import { columnJsonSchema, columnJsonSql } from '../db/column-maps.js';
import { acrylItems, stickerItems } from '../db/schema.js';
import type { AcrylItemRow, ItemOfKind, ItemSaveRequest, StickerItemRow } from './kinds.js';

/**
 * The item's one column map per kind: every column the wire, the save or the save's planning
 * reads, in the contract's key order (core contract/items.ts). Everything that moves an item
 * between the database and the wire is derived from it: the row mapping (`toWireItem`), the
 * reads' SQL JSON (`itemJsonSql`, orders/read-statements.ts), the columns a save writes
 * (`writtenColumns`), and the save plan with its schema (`planJsonSql`, `planSchema`) and the
 * locked path's select (`planColumns`, orders/costs.ts). A new item field is one entry here.
 */
interface ItemColumn<Request> {
  /** In the item the wire sends; `'withLayout'`: only when the item holds a layout (null is then "not examined"). */
  wire?: true | 'withLayout';
  /** Written by a save: `true` as the request sends it, or what the save stores of the request. */
  write?: true | ((body: Request) => unknown);
  /** Read back for the next save to check and price with (the save plan; the locked path reads the same). */
  plan?: true;
}

type Entries<Row, Request> = { [Key in keyof Row]?: ItemColumn<Request> };

/** The fields both kinds share, after each kind's own editable ones. */
const sharedEditable = {
  count: { wire: true, write: true, plan: true },
  width: { wire: true, write: true, plan: true },
  height: { wire: true, write: true, plan: true },
  isColorProof: { wire: true, write: true },
  isFileInOtherItem: { wire: true, write: true },
  otherItem: { wire: true, write: true },
} as const satisfies Entries<StickerItemRow & AcrylItemRow, never>;

/** Fields only the server sets, then what only the save's planning reads. */
const serverOwned = {
  id: { wire: true, plan: true },
  fileName: { wire: true },
  status: { wire: true },
  cost: { wire: true, plan: true },
  managerPrice: { wire: true, plan: true },
  preflight: { wire: 'withLayout' },
  fileKey: { plan: true },
  version: { plan: true },
} as const satisfies Entries<StickerItemRow & AcrylItemRow, never>;

const trimmedName = (body: { name: string }) => body.name.trim();
/** A planning aid: one side alone lays nothing out, so it is kept only with the other. */
const stickerSize = (body: ItemSaveRequest<'stickers'>) =>
  storedStickerSize({ width: body.stickerWidth ?? 0, height: body.stickerHeight ?? 0 });

const stickerEntries = {
  name: { wire: true, write: trimmedName, plan: true },
  comment: { wire: true, write: true },
  cuttingType: { wire: true, write: true, plan: true },
  filmType: { wire: true, write: true, plan: true },
  laminationType: { wire: true, write: true, plan: true },
  ...sharedEditable,
  stickerWidth: { wire: true, write: (body) => stickerSize(body).stickerWidth },
  stickerHeight: { wire: true, write: (body) => stickerSize(body).stickerHeight },
  ...serverOwned,
} as const satisfies Entries<StickerItemRow, ItemSaveRequest<'stickers'>>;

const acrylEntries = {
  name: { wire: true, write: trimmedName, plan: true },
  comment: { wire: true, write: true },
  materialType: { wire: true, write: true, plan: true },
  printType: { wire: true, write: true, plan: true },
  acrylType: { wire: true, write: true, plan: true },
  fittings: { wire: true, write: (body) => [...new Set(body.fittings)] },
  ...sharedEditable,
  ...serverOwned,
} as const satisfies Entries<AcrylItemRow, ItemSaveRequest<'acryl'>>;

const itemColumnMaps = {
  stickers: { table: stickerItems, entries: stickerEntries },
  acryl: { table: acrylItems, entries: acrylEntries },
} as const;

type MapOf<Kind extends ItemKind> = (typeof itemColumnMaps)[Kind]['entries'];
/** A stored row of the kind's table, as Drizzle reads it. */
export type ItemRow<Kind extends ItemKind> = { stickers: StickerItemRow; acryl: AcrylItemRow }[Kind];
type KeysWith<Kind extends ItemKind, Flag extends keyof ItemColumn<never>> = {
  [Key in keyof MapOf<Kind>]: MapOf<Kind>[Key] extends Record<Flag, unknown> ? Key : never;
}[keyof MapOf<Kind>] &
  keyof ItemRow<Kind>;

/** A stored item as the save plans from it: pricing inputs, the name, the layout, the row version. */
export type PlannedItem<Kind extends ItemKind> = Pick<ItemRow<Kind>, KeysWith<Kind, 'plan'>>;
/** The columns a save writes from its request (the cost and the manager's price apart: pricing decides them). */
export type WrittenColumns<Kind extends ItemKind = ItemKind> = {
  [Each in Kind]: Pick<ItemRow<Each>, KeysWith<Each, 'write'>>;
}[Kind];

/** Each field of the contract's item has its entry (`paperSize` is a form helper, never stored). */
type Unmapped<Item, Kind extends ItemKind> = Exclude<keyof Item, KeysWith<Kind, 'wire'> | 'paperSize'>;
const everyFieldMapped: [
  Unmapped<ItemOfKind<'stickers'>, 'stickers'> | Unmapped<ItemOfKind<'acryl'>, 'acryl'>,
] extends [never]
  ? true
  : never = true;
void everyFieldMapped;

interface MappedColumn {
  key: string;
  column: AnyPgColumn;
  entry: ItemColumn<never>;
}

/** The map's entries with their Drizzle columns, in the map's order. */
function mappedColumns(kind: ItemKind): MappedColumn[] {
  const { table, entries } = itemColumnMaps[kind];
  const columns = getTableColumns(table) as Record<string, AnyPgColumn>;
  return Object.entries(entries as Record<string, ItemColumn<never>>).map(([key, entry]) => {
    const column = columns[key];
    if (!column) throw new Error(`No column ${key} in ${kind} items`);
    return { key, column, entry };
  });
}

const mapped = { stickers: mappedColumns('stickers'), acryl: mappedColumns('acryl') };
const wireColumns = (kind: ItemKind) => mapped[kind].filter(({ entry }) => entry.wire !== undefined);
const planned = (kind: ItemKind) => mapped[kind].filter(({ entry }) => entry.plan);

/** One item row, as the wire sends it. */
export function toWireItem<Kind extends ItemKind>(kind: Kind, row: ItemRow<Kind>): ItemOfKind<Kind> {
  const values = row as unknown as Record<string, unknown>;
  const item: Record<string, unknown> = {};
  for (const { key, entry } of wireColumns(kind)) {
    if (entry.wire === 'withLayout' && !values.fileKey) continue;
    item[key] = values[key];
  }
  return item as ItemOfKind<Kind>;
}

/** One item of `<table> <alias>` as the wire sends it, as SQL making its JSON (`toWireItem` in the database). */
export function itemJsonSql(kind: ItemKind, alias: string): string {
  const select = (columns: MappedColumn[]) =>
    `(select row_to_json(item) from (select ${columns
      .map(({ key, column }) => `${columnJsonSql(column, alias)} as "${key}"`)
      .join(', ')}) item)`;
  const always = wireColumns(kind).filter(({ entry }) => entry.wire === true);
  return `case when ${alias}.file_key is null then ${select(always)} else ${select(wireColumns(kind))} end`;
}

/** `json_build_object` arguments of a stored item as the save plans from it, for `<table> <alias>`. */
export function planJsonSql(kind: ItemKind, alias: string): string {
  return planned(kind)
    .map(({ key, column }) => `'${key}', ${columnJsonSql(column, alias)}`)
    .join(', ');
}

/** What the save plan's JSON of one item must hold: every planned column, typed as the table types it. */
export function planSchema<Kind extends ItemKind>(kind: Kind): z.ZodMiniType<PlannedItem<Kind>> {
  const shape = Object.fromEntries(planned(kind).map(({ key, column }) => [key, columnJsonSchema(column)]));
  // The shape is built from the map at run time; its type is the planned columns' row type.
  return z.object(shape) as unknown as z.ZodMiniType<PlannedItem<Kind>>;
}

/** The planned columns as a Drizzle select (the locked path reads what the save plan reads). */
export function planColumns<Kind extends ItemKind>(kind: Kind): Record<KeysWith<Kind, 'plan'>, AnyPgColumn> {
  return Object.fromEntries(planned(kind).map(({ key, column }) => [key, column])) as Record<
    KeysWith<Kind, 'plan'>,
    AnyPgColumn
  >;
}

/** The columns a save request writes, as the map says to store each. */
export function writtenColumns<Kind extends ItemKind>(kind: Kind, body: ItemSaveRequest<Kind>): WrittenColumns {
  const request = body as unknown as Record<string, unknown>;
  const columns: Record<string, unknown> = {};
  for (const { key, entry } of mapped[kind]) {
    if (entry.write === true) columns[key] = request[key];
    else if (entry.write) columns[key] = (entry.write as (body: unknown) => unknown)(body);
  }
  return columns as WrittenColumns;
}
