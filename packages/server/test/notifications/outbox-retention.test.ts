import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { orderEvents, outbox, users } from '../../src/db/schema.js';
import { enqueueCustomerNotification } from '../../src/notifications/outbox.js';
import {
  createNotificationWorker,
  daysMs,
  defaultLeaseMs,
  defaultPruneEveryMs,
} from '../../src/notifications/worker.js';
import { createCustomerOrder, createTestApp, signUp, type TestApp } from '../test-support/app.js';
import { appChannels } from './test-fixtures.js';

/**
 * Finished outbox rows are deleted once older than the retention, a bounded batch per pass and
 * not on every poll; pending rows stay whatever their age, and the timeline keeps every event.
 * Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL. The clock is the test's.
 */

const start = Date.parse('2026-11-01T09:00:00Z');
const clock = new ManualClock(start);
let testApp: TestApp;
beforeAll(async () => {
  // No SMTP_URL: the test transport keeps the messages, and they count as sent.
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp?.close());

describe('outbox retention', () => {
  it('deletes sent and failed rows past 30 days, 2 a pass, hourly; keeps recent and pending rows and the timeline', async () => {
    const { app } = testApp;
    const customer = await signUp(app);
    await app.db.update(users).set({ receiptEmail: 'keep@example.ru' }).where(eq(users.id, customer.userId));
    const { orderId } = await createCustomerOrder(app, customer);
    const worker = createNotificationWorker({
      channels: appChannels(app),
      clock,
      log: app.log,
      intervalMs: 0,
      leaseMs: defaultLeaseMs,
      retentionMs: daysMs(30),
      pruneBatch: 2,
    });
    const enqueue = (count: number) =>
      app.db.transaction(async (tx) => {
        for (let index = 0; index < count; index++) {
          await enqueueCustomerNotification(tx, { orderId, template: 'in-production' });
        }
      });
    const rows = async () =>
      (await app.db.select().from(outbox).where(eq(outbox.orderId, orderId))).sort((a, b) => a.id - b.id);
    const sentEvents = async () =>
      (await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).filter(
        (event) => event.kind === 'notification-sent',
      ).length;

    // Day 0: four messages sent, one given up, one waiting for a retry far ahead.
    await enqueue(4);
    expect(await worker.drain()).toBe(4);
    await app.db.insert(outbox).values([
      {
        orderId,
        channel: 'email',
        audience: 'customer',
        template: 'shipped',
        status: 'failed',
        doneAt: new Date(start),
      },
      {
        orderId,
        channel: 'email',
        audience: 'customer',
        template: 'arrived',
        availableAt: new Date(start + daysMs(90)),
      },
    ]);
    const old = (await rows()).filter((row) => row.status !== 'pending').map((row) => row.id);
    const waiting = (await rows()).filter((row) => row.status === 'pending').map((row) => row.id);
    expect(old).toHaveLength(5);

    // Day 20: two more sent.
    clock.advance(daysMs(20));
    await enqueue(2);
    await worker.drain();
    const recent = (await rows()).filter((row) => row.doneAt?.getTime() === clock.now()).map((row) => row.id);
    expect(recent).toHaveLength(2);
    expect(await sentEvents()).toBe(6);

    // Day 31: day 0's finished rows are past the retention; a pass deletes 2, the next tick 2 more…
    clock.advance(daysMs(11));
    await worker.tick();
    expect((await rows()).filter((row) => old.includes(row.id))).toHaveLength(3);
    await worker.tick();
    await worker.tick();
    await worker.tick();
    const left = await rows();
    expect(left.map((row) => row.id)).toEqual([...waiting, ...recent].sort((a, b) => a - b));
    expect(left.find((row) => row.id === waiting[0])?.status).toBe('pending');
    // The timeline is the history: every delivery is still on it.
    expect(await sentEvents()).toBe(6);

    // Not on every poll: a row finished long ago and recorded now waits for the next hour's pass.
    const [late] = await app.db
      .insert(outbox)
      .values({
        orderId,
        channel: 'vk',
        audience: 'customer',
        template: 'proof-ready',
        status: 'sent',
        doneAt: new Date(start),
      })
      .returning({ id: outbox.id });
    await worker.tick();
    expect((await rows()).map((row) => row.id)).toContain(late?.id);
    clock.advance(defaultPruneEveryMs);
    await worker.tick();
    expect((await rows()).map((row) => row.id)).not.toContain(late?.id);
    expect((await rows()).map((row) => row.id)).toEqual([...waiting, ...recent].sort((a, b) => a - b));
  });
});
