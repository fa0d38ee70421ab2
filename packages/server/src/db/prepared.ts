import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Database } from './client.js';

type Parameter = string | number | boolean | null;

/**
 * One parameterised statement in one round trip, past Drizzle's query building and row mapping
 * (for the hot reads whose SQL is fixed text). postgres.js prepares it once per connection and
 * reuses it by its text. Rows as the driver gives them: a `json` column cast to `text` arrives
 * as the text, ready to send.
 */
export async function queryPrepared<Row>(db: Database, text: string, parameters: Parameter[]): Promise<Row[]> {
  const client = (db as unknown as { $client: Sql | PGlite }).$client;
  if ('unsafe' in client) return (await client.unsafe(text, parameters, { prepare: true })) as unknown as Row[];
  return executePrepared<Row>(client, text, parameters);
}

/**
 * One parameterised statement in one round trip, planned for its values each time: for a
 * statement whose best plan depends on them (the manager's list: a date range wants a scan and
 * a top-N sort, no filter wants the list index), where a prepared statement's generic plan,
 * chosen after five executions, was measured up to 3× slower on PGlite. postgres.js sends it
 * unnamed; PGlite runs it over the simple protocol with the values as literals (one trip into
 * the WebAssembly backend, not four).
 */
export async function queryPlannedEachTime<Row>(db: Database, text: string, parameters: Parameter[]): Promise<Row[]> {
  const client = (db as unknown as { $client: Sql | PGlite }).$client;
  if ('unsafe' in client) return (await client.unsafe(text, parameters, { prepare: false })) as unknown as Row[];
  // `$n` only ever stands for a parameter in the statements passed here (Drizzle's text: values are
  // parameters, never inline strings); `\d+` takes the whole number, so `$1` never matches in `$12`.
  const inlined = text.replace(/\$(\d+)/g, (_, index: string) => sqlLiteral(parameters[Number(index) - 1] ?? null));
  const [result] = await client.exec(inlined);
  return (result?.rows ?? []) as Row[];
}

/** Statements prepared in each PGlite instance (one session per instance, so they live as long as it). */
const preparedIn = new WeakMap<PGlite, Set<string>>();

/**
 * PGlite: `PREPARE` once, then `EXECUTE` with the values as literals over the simple protocol.
 * PGlite's `query(text, params)` goes through parse, describe, bind and execute, each a trip
 * into the WebAssembly backend, and plans the statement anew every time: measured on the
 * 50-item order read, 12.3 ms per call against 4–6.5 ms for `EXECUTE` of the same statement
 * (planning 1.0 ms, execution 1.3 ms by `EXPLAIN ANALYZE`).
 */
async function executePrepared<Row>(client: PGlite, text: string, parameters: Parameter[]): Promise<Row[]> {
  const name = `s62_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  let prepared = preparedIn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedIn.set(client, prepared);
  }
  if (!prepared.has(name)) {
    await client.exec(`prepare ${name} as ${text}`);
    prepared.add(name);
  }
  const [result] = await client.exec(`execute ${name}(${parameters.map(sqlLiteral).join(', ')})`);
  return (result?.rows ?? []) as Row[];
}

/**
 * A value as an SQL literal (standard-conforming strings: only `'` needs doubling). The callers
 * pass verified token claims and schema-checked ids; the quoting holds for any text regardless.
 */
export function sqlLiteral(value: Parameter): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number for SQL: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}
