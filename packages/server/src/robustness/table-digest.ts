import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** Rows of a raw query: PGlite answers `{rows}`, postgres.js an array. */
function rowsOf<Row>(result: unknown): Row[] {
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}

/** A digest per table of the app's schema, over every row's full text, ordered. */
export type DatabaseDigest = Record<string, string>;

/**
 * Tables left out: rate-limit counters (auth/attempt-limiter.ts) change on rejected requests by
 * design, since counting refused sign-ins is what they are for.
 */
const bookkeepingTables = new Set(['attempt_windows']);

/**
 * Digests every table of the public schema in one query. The table list is read each time, so
 * tables that later migrations add are covered too.
 */
export async function digestTables(db: Database): Promise<DatabaseDigest> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !bookkeepingTables.has(name));
  if (tables.length === 0) return {};
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::int as rows, ` +
      `md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from "${table}" t`,
  );
  const rows = rowsOf<{ name: string; rows: number; digest: string }>(
    await db.execute(sql.raw(parts.join(' union all '))),
  );
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows}:${row.digest}`]));
}

/** Tables whose digest differs, for a readable failure. */
export function changedTables(before: DatabaseDigest, after: DatabaseDigest): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
