import type { PriceLists } from '@stickers62/core/pricing';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { referenceRevision } from '../db/schema.js';
import { type ReferenceField, referenceColumns } from './columns.js';
import { loadPriceLists } from './price-lists.js';

/**
 * The item fields whose values must come from a reference list, each with the list's values.
 * Every film, the disabled ones too: an item may keep a film the calculators no longer offer.
 */
export type KnownValues = { [Field in ReferenceField]: ReadonlySet<string> };

/** What an item save checks and prices with, as of one revision of the reference tables. */
export interface ReferenceSnapshot {
  revision: number;
  known: KnownValues;
  /** Whole price lists: core's pricing looks rows up by key, so more rows price the same. */
  priceLists: PriceLists;
}

/** The revision the trigger of migration 0008 moves with every edit of a reference or price table. */
export async function readReferenceRevision(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ revision: referenceRevision.revision })
    .from(referenceRevision)
    .where(eq(referenceRevision.id, 1));
  return row?.revision ?? 0;
}

async function loadSnapshot(db: Queryable, revision: number): Promise<ReferenceSnapshot> {
  const fields = Object.keys(referenceColumns) as ReferenceField[];
  const [priceLists, ...values] = await Promise.all([
    loadPriceLists(db),
    ...fields.map((field) => {
      const { table, value } = referenceColumns[field];
      return db.select({ value }).from(table);
    }),
  ]);
  const known: Partial<KnownValues> = {};
  for (const [index, field] of fields.entries()) known[field] = new Set(values[index]?.map((row) => row.value));
  return { revision, known: known as KnownValues, priceLists };
}

interface Cache {
  current?: ReferenceSnapshot;
  building?: { revision: number; snapshot: Promise<ReferenceSnapshot> };
}

/** One cache per database handle: tests run several apps, each on its own database, in one process. */
const caches = new WeakMap<Database, Cache>();

/**
 * The reference and price lists as they are now, from memory while the revision row has not
 * moved: one single-row read per call instead of every list and 536 price rows. The revision is
 * read before the lists, so a snapshot is never older than its revision; an edit committed in
 * between only costs one more reload. Saves that arrive while a new revision loads share it.
 */
export async function currentReferences(db: Database): Promise<ReferenceSnapshot> {
  let cache = caches.get(db);
  if (!cache) {
    cache = {};
    caches.set(db, cache);
  }
  const revision = await readReferenceRevision(db);
  if (cache.current?.revision === revision) return cache.current;
  if (cache.building?.revision !== revision) {
    const snapshot = loadSnapshot(db, revision);
    const building = { revision, snapshot };
    cache.building = building;
    const settled = cache;
    snapshot.then(
      (loaded) => {
        if (settled.building !== building) return;
        settled.current = loaded;
        settled.building = undefined;
      },
      () => {
        if (settled.building === building) settled.building = undefined;
      },
    );
  }
  return cache.building.snapshot;
}

/**
 * The snapshot last loaded, without reading the revision row: for a write that checks the
 * revision itself in the statement that writes (items/save-statements.ts) and takes
 * `currentReferences` when it moved. Undefined before the first load.
 */
export function cachedReferences(db: Database): ReferenceSnapshot | undefined {
  return caches.get(db)?.current;
}
