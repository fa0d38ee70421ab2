// Finds a PostgreSQL server for the benchmarks and makes a throwaway database on it.
import postgres from 'postgres';
import { scratchDatabase } from './testkit.mjs';

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

/** A fresh database on the server of `serverUrl`, named `s62_bench_…`; `drop()` removes it. */
export const createScratchDatabase = (serverUrl) => scratchDatabase(serverUrl, 's62_bench');
