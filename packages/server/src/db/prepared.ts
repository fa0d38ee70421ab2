import type { PGlite } from '@electric-sql/pglite';
import type { Sql } from 'postgres';
import type { Database } from './client.js';

type Parameter = string | number | boolean | null;

/**
 * One parameterised statement in one round trip, past Drizzle's query building and row mapping
 * (for the hot reads whose SQL is fixed text). postgres.js prepares it once per connection and
 * reuses it by its text; PGlite parses it in process. Rows as the driver gives them: a `json`
 * column cast to `text` arrives as the text, ready to send.
 */
export async function queryPrepared<Row>(db: Database, text: string, parameters: Parameter[]): Promise<Row[]> {
  const client = (db as unknown as { $client: Sql | PGlite }).$client;
  if ('unsafe' in client) return (await client.unsafe(text, parameters, { prepare: true })) as unknown as Row[];
  return (await client.query<Row>(text, parameters)).rows;
}
