import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AttemptLimiter } from '../../src/auth/attempt-limiter.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { deleteExpiredCredentials } from '../../src/db/housekeeping.js';
import { attemptWindows } from '../../src/db/schema.js';
import { openTestDatabase } from '../test-support/database.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('attempt limiter', () => {
  it('blocks a key after its attempts until the window ends', async () => {
    let now = 0;
    const limiter = new AttemptLimiter(database.db, 'blocks', 3, 1000, () => now);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await limiter.isBlocked('ip')).toBe(false);
      await limiter.record('ip');
    }
    expect(await limiter.isBlocked('ip')).toBe(true);
    expect(await limiter.isBlocked('other')).toBe(false);
    now = 999;
    expect(await limiter.isBlocked('ip')).toBe(true);
    now = 1000;
    expect(await limiter.isBlocked('ip')).toBe(false);
  });

  it('forgets a key on reset', async () => {
    const limiter = new AttemptLimiter(database.db, 'resets', 1, 1000, () => 0);
    await limiter.record('user');
    expect(await limiter.isBlocked('user')).toBe(true);
    await limiter.reset('user');
    expect(await limiter.isBlocked('user')).toBe(false);
  });

  it('admits attempts up to the limit in one statement, then refuses until the window ends', async () => {
    let now = 5000;
    const limiter = new AttemptLimiter(database.db, 'admits', 2, 1000, () => now);
    expect(await limiter.admit('order')).toBe(true);
    expect(await limiter.admit('order')).toBe(true);
    expect(await limiter.admit('order')).toBe(false);
    expect(await limiter.isBlocked('order')).toBe(true);
    now = 6000;
    expect(await limiter.admit('order')).toBe(true);
    expect(await limiter.isBlocked('order')).toBe(false);
  });

  it('shares counts between limiters of one bucket (two instances) and keeps buckets apart', async () => {
    const first = new AttemptLimiter(database.db, 'shared', 4, 60_000);
    const second = new AttemptLimiter(database.db, 'shared', 4, 60_000);
    const elsewhere = new AttemptLimiter(database.db, 'elsewhere', 4, 60_000);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? first : second).admit('ip')),
    );
    expect(answers.filter(Boolean)).toHaveLength(4);
    expect(await second.isBlocked('ip')).toBe(true);
    expect(await elsewhere.isBlocked('ip')).toBe(false);
  });

  it('leaves ended windows to housekeeping, which deletes them and keeps live ones', async () => {
    const ended = new AttemptLimiter(database.db, 'housekeeping-ended', 1, 1000, () => Date.now() - 5000);
    const live = new AttemptLimiter(database.db, 'housekeeping-live', 1, 60_000);
    await ended.record('ip');
    await live.record('ip');
    await deleteExpiredCredentials(database.db);
    const left = (await database.db.select().from(attemptWindows)).map((row) => row.bucket);
    expect(left).toContain('housekeeping-live');
    expect(left).not.toContain('housekeeping-ended');
  });
});
