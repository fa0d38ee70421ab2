// Finds a PostgreSQL server for the benchmarks and makes a throwaway database on it.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

const localUrl = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

/**
 * BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server if it answers. Returns
 * `{url, source}` or `{url: null, reason}`.
 */
export async function findPostgres() {
  const candidates = [
    ['BENCH_DATABASE_URL', process.env.BENCH_DATABASE_URL],
    ['TEST_DATABASE_URL', process.env.TEST_DATABASE_URL],
    ['local server 127.0.0.1:5432', localUrl],
  ].filter(([, url]) => url);
  const failures = [];
  for (const [source, url] of candidates) {
    const client = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
    try {
      await client`select 1`;
      return { url, source };
    } catch (error) {
      failures.push(`${source}: ${error.message}`);
    } finally {
      await client.end({ timeout: 1 }).catch(() => {});
    }
  }
  return { url: null, reason: failures.join('; ') || 'no server configured' };
}

/** A fresh database on the server of `serverUrl`; `drop()` removes it. */
export async function createScratchDatabase(serverUrl) {
  const name = `s62_bench_${randomBytes(5).toString('hex')}`;
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
