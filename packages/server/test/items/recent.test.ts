import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stickerItems } from '../../src/db/schema.js';
import { createCustomerOrder, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();
let customer: TestSession;
/** Every sticker item of the customer, newest first by (created_at, id). */
let expectedIds: number[];

/** Rows of a raw query: PGlite answers `{rows}`, postgres.js an array. */
function rowsOf<Row>(result: unknown): Row[] {
  return Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
}

beforeAll(async () => {
  customer = await signUp(testApp.app);
  const { orderId } = await createCustomerOrder(testApp.app, customer);
  // Nine more items in three pairs created at the same moment: ties must split across pages cleanly.
  const base = Date.parse('2026-01-01T00:00:00Z');
  const inserted = await testApp.app.db
    .insert(stickerItems)
    .values(
      Array.from({ length: 9 }, (_, index) => ({
        orderId,
        ownerId: customer.userId,
        name: `Макет ${index}`,
        createdAt: new Date(base + Math.floor(index / 2) * 60_000),
      })),
    )
    .returning({ id: stickerItems.id, createdAt: stickerItems.createdAt });
  const all = await testApp.app.db
    .select({ id: stickerItems.id, createdAt: stickerItems.createdAt })
    .from(stickerItems)
    .where(sql`${stickerItems.ownerId} = ${customer.userId}`);
  expect(all).toHaveLength(inserted.length + 1);
  expectedIds = all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((item) => item.id);
});

describe('recent items paging', () => {
  it('pages newest first, each page disjoint from the others, all pages together complete', async () => {
    const seen: number[] = [];
    for (let skip = 0; ; skip += 3) {
      const reply = await testApp.app.inject({
        method: 'GET',
        url: `/api/web/stickers/recent-items?skip=${skip}&take=3`,
        headers: customer.headers,
      });
      expect(reply.statusCode).toBe(200);
      const page = reply.json() as { item: { id: number }; created: string }[];
      const created = page.map((entry) => Date.parse(entry.created));
      expect(created).toEqual([...created].sort((a, b) => b - a));
      seen.push(...page.map((entry) => entry.item.id));
      if (page.length < 3) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expectedIds);
  });

  it('finds a page through the (owner, created_at desc, id desc) index without sorting', async () => {
    const plan = await testApp.app.db.transaction(async (tx) => {
      // The test table is tiny; without this the planner would rightly read it whole.
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<Record<string, string>>(
        await tx.execute(
          sql`explain select id from sticker_items where owner_id = ${customer.userId}
              order by created_at desc, id desc offset 6 limit 3`,
        ),
      )
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('sticker_items_owner_recent');
    expect(plan).not.toMatch(/Sort/);
  });
});
