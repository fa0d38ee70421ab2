import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export interface ScratchDatabase {
  url: string;
  /** Drops the database, closing what still holds it (a killed server's connections linger). */
  drop(): Promise<void>;
}

/**
 * An empty database of its own on the PostgreSQL server at `serverUrl`, for the tests and the
 * bench runs that start real server processes (they migrate it themselves). `prefix` tells whose
 * it is when one is left behind.
 */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
