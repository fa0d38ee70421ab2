import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema.js';

/** The Drizzle instance routes use; PGlite and postgres.js both satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** Which engine runs underneath, for logs and the health answer. */
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a gzipped tarball (tests start from a template). */
  dump?: () => Promise<Blob>;
}

/** Migrations live next to the package (`packages/server/drizzle`), for src and dist alike. */
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * How long postgres.js may take to open a connection (30 s by default). While the database is
 * unreachable without refusing (a frozen host, a dropped network), a request waits this long
 * before it is answered 503 (errors.ts); a refused connection fails at once. Every later query
 * opens a new connection, so the server recovers by itself when the database is back.
 */
const connectTimeoutSeconds = 5;

/** The advisory lock that serialises migrations of instances sharing one PostgreSQL database. */
const migrationLockKey = 6_262_001;

/**
 * PostgreSQL's shared_buffers inside PGlite. PGlite keeps initdb's 128MB; the buffers live in its
 * WebAssembly memory, which never shrinks, so every buffer page once read stays resident.
 * The shop's data is a few MB, read through the operating system's page cache when not in the
 * buffers: 32MB keeps reads as fast (docs/performance.md, "PGlite memory") at a quarter of the
 * memory. PostgreSQL servers are configured by their operator, not here.
 */
export const defaultPgliteSharedBuffers = '32MB';

export type DatabaseLocation =
  | { url: string }
  | { dataDir: string; sharedBuffers?: string }
  /** In memory, optionally starting from a dump (which skips initdb: seconds per test file). */
  | { inMemory: true; loadDataDir?: Blob; sharedBuffers?: string };

/** Opens the database and applies pending migrations before anything queries it. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) {
    // Prepared statements stay on; one pool per process; quiet notices ("relation exists") from migrations.
    const client = postgres(location.url, { max: 10, connect_timeout: connectTimeoutSeconds, onnotice: () => {} });
    const db = drizzlePostgres(client, { schema });
    // Instances starting together would apply the same migration twice: one at a time, under a lock.
    const lockHolder = await client.reserve();
    try {
      await lockHolder`select pg_advisory_lock(${migrationLockKey})`;
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await lockHolder`select pg_advisory_unlock(${migrationLockKey})`;
      lockHolder.release();
    }
    return { db: db as unknown as Database, engine: 'postgres', close: () => client.end({ timeout: 5 }) };
  }
  let dataDir: string | undefined;
  if ('dataDir' in location) {
    dataDir = `${location.dataDir}/pglite`;
    mkdirSync(dataDir, { recursive: true });
  }
  const sharedBuffers = location.sharedBuffers ?? defaultPgliteSharedBuffers;
  // One options object: with a first argument that is not a string (in memory: undefined),
  // PGlite ignores the second, which silently dropped loadDataDir here before.
  const client = new PGlite({
    dataDir,
    ...('loadDataDir' in location ? { loadDataDir: location.loadDataDir } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    engine: 'pglite',
    close: () => client.close(),
    dump: async () => {
      const dump = await client.dumpDataDir('gzip');
      return dump instanceof Blob ? dump : new Blob([dump]);
    },
  };
}
