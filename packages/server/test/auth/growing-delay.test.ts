import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GrowingDelay } from '../../src/auth/growing-delay.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { deleteExpiredCredentials } from '../../src/db/housekeeping.js';
import { attemptWindows } from '../../src/db/schema.js';
import { openTestDatabase } from '../test-support/database.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = { freeAttempts: 3, firstDelayMs: 1000, maxDelayMs: 8000, forgetAfterMs: 60_000 };

describe('growing delay', () => {
  it('admits the free attempts, then waits 1, 2, 4, 8, 8 s between attempts', async () => {
    let now = Date.UTC(2030, 0, 1);
    const delay = new GrowingDelay(database.db, 'grows', rule, () => now);
    for (let attempt = 0; attempt < 3; attempt++) expect(await delay.admit('pair')).toEqual({ admitted: true });
    const waits = [];
    for (let step = 0; step < 5; step++) {
      const refused = await delay.admit('pair');
      if (refused.admitted) throw new Error('expected a wait');
      waits.push(refused.retryAfterMs);
      now += refused.retryAfterMs - 1;
      expect((await delay.admit('pair')).admitted).toBe(false);
      now += 1;
      expect(await delay.admit('pair')).toEqual({ admitted: true });
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000]);
  });

  it('keeps keys apart, so another key (a fresh address) is not slowed', async () => {
    const delay = new GrowingDelay(database.db, 'apart', rule, () => Date.UTC(2030, 0, 1));
    for (let attempt = 0; attempt < 3; attempt++) await delay.admit('admin|203.0.113.1');
    expect((await delay.admit('admin|203.0.113.1')).admitted).toBe(false);
    expect(await delay.admit('admin|198.51.100.7')).toEqual({ admitted: true });
  });

  it('starts afresh after reset and after the key is forgotten', async () => {
    let now = Date.UTC(2030, 0, 1);
    const delay = new GrowingDelay(database.db, 'forgets', rule, () => now);
    for (let attempt = 0; attempt < 3; attempt++) await delay.admit('pair');
    await delay.reset('pair');
    for (let attempt = 0; attempt < 3; attempt++) expect((await delay.admit('pair')).admitted).toBe(true);
    expect((await delay.admit('pair')).admitted).toBe(false);
    now += rule.firstDelayMs + rule.forgetAfterMs;
    // Forgotten: the count starts at one, so the free attempts are back.
    for (let attempt = 0; attempt < 3; attempt++) expect((await delay.admit('pair')).admitted).toBe(true);
  });

  it('lets one of many parallel attempts through an opening', async () => {
    const delay = new GrowingDelay(database.db, 'parallel', { ...rule, freeAttempts: 1 }, () => Date.UTC(2030, 0, 1));
    const answers = await Promise.all(Array.from({ length: 8 }, () => delay.admit('pair')));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(1);
  });

  it('leaves a forgotten key to housekeeping', async () => {
    const delay = new GrowingDelay(database.db, 'housekeeping-delay', rule, () => Date.now() - 120_000);
    await delay.admit('pair');
    await deleteExpiredCredentials(database.db);
    const left = (await database.db.select().from(attemptWindows)).map((row) => row.bucket);
    expect(left).not.toContain('housekeeping-delay');
  });
});
