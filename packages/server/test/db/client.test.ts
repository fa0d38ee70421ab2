import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { type DatabaseHandle, defaultPgliteSharedBuffers, openDatabase } from '../../src/db/client.js';

describe("PGlite's shared_buffers", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  const sharedBuffers = async (location: Parameters<typeof openDatabase>[0]) => {
    handle = await openDatabase(location);
    const result = await handle.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    const rows = Array.isArray(result) ? result : (result as unknown as { rows: { shared_buffers: string }[] }).rows;
    return rows[0]?.shared_buffers;
  };

  it('are 32MB unless set (PGlite itself would keep initdb’s 128MB)', async () => {
    expect(defaultPgliteSharedBuffers).toBe('32MB');
    expect(await sharedBuffers({ inMemory: true })).toBe('32MB');
  });

  it('follow PGLITE_SHARED_BUFFERS', async () => {
    const config = loadConfig({ PGLITE_SHARED_BUFFERS: '16MB' });
    expect(config.pgliteSharedBuffers).toBe('16MB');
    expect(await sharedBuffers({ inMemory: true, sharedBuffers: config.pgliteSharedBuffers })).toBe('16MB');
  });

  it('refuse a value PostgreSQL would not read, naming the variable', () => {
    for (const value of ['lots', '32', '0MB', '32 MB', '-1MB']) {
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: value })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
