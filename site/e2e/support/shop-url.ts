import { inject } from 'vitest';

/**
 * The address of the e2e server this worker's files use: one server per worker
 * (global-setup.ts), picked by Vitest's worker number (1 to maxWorkers).
 */
export function shopUrl(): string {
  const urls = inject('shopUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error('No e2e server was started (site/e2e/support/global-setup.ts)');
  return url;
}
