import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scratchDatabase } from '@stickers62/testkit/scratch-database';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.js';
import { orderEvents, outbox } from '../../src/db/schema.js';
import { enqueueCustomerNotification } from '../../src/notifications/outbox.js';
import { customerWithCart, serverProcess } from '../robustness/server-process.js';
import { waitUntil } from '../robustness/wait-until.js';
import { startTestSmtpServer } from '../test-support/smtp.js';

/**
 * Two real server processes (main.ts) work one outbox in one PostgreSQL database and send to one
 * real SMTP server. The first message is held by the SMTP server, so the instance sending it is
 * stuck holding its claimed rows: the other must deliver everything else without touching them,
 * and once released, each message has gone exactly once. PostgreSQL only: PGlite is one
 * process's database.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn('outbox-two-processes.test.ts skipped: set TEST_DATABASE_URL to a PostgreSQL server to run it');
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const total = 30;

describe.skipIf(!serverUrl)('two server processes on one outbox (PostgreSQL)', () => {
  it('deliver each of 30 messages exactly once, neither taking the rows the other holds', async () => {
    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const scratch = await scratchDatabase(serverUrl as string, 's62_outbox2');
    cleanups.push(scratch.drop);
    // One instant for both clocks: no lease or back-off runs out while the test waits.
    const clockAt = '2026-11-20T09:00:00Z';
    const start = async (sender: string) => {
      const dataDir = await mkdtemp(join(tmpdir(), 'outbox-two-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const instance = await serverProcess({
        dataDir,
        databaseUrl: scratch.url,
        // Each instance signs its messages with its own sender, so the test sees who sent what.
        env: { SMTP_URL: smtp.url, MAIL_FROM: sender, NOTIFICATION_INTERVAL_MS: '100', TEST_CLOCK_AT: clockAt },
      });
      cleanups.push(() => instance.kill());
      return instance;
    };
    const instances = [
      await start('Стикеры 62 <one@stickers62.test>'),
      await start('Стикеры 62 <two@stickers62.test>'),
    ];
    await Promise.all(instances.map((instance) => instance.start()));
    const database: DatabaseHandle = await openDatabase({ url: scratch.url });
    cleanups.push(() => database.close());
    const { db } = database;

    const { orderId } = await customerWithCart(instances[0]?.url ?? '', `twoproc${Date.now()}`, 'two@example.ru');
    smtp.holdNext();
    await db.transaction(async (tx) => {
      for (let index = 0; index < total / 3; index++) {
        for (const template of ['in-production', 'shipped', 'delivered'] as const) {
          await enqueueCustomerNotification(tx, { orderId, template });
        }
      }
    });
    const rows = () => db.select().from(outbox).where(eq(outbox.orderId, orderId));

    // One instance waits for the SMTP server's answer to its first message, holding the rest of
    // its claim; the other delivers every row nobody holds.
    await waitUntil(
      'every row sent or held by the stuck instance',
      async () => {
        const current = await rows();
        const pending = current.filter((row) => row.status === 'pending');
        const claims = new Set(pending.map((row) => row.claim));
        const sent = current.length - pending.length;
        return smtp.held === 1 && claims.size === 1 && !claims.has(null) && smtp.received.length === sent + 1;
      },
      120_000,
      50,
    );
    smtp.release();
    await waitUntil(
      'every row sent',
      async () => (await rows()).every((row) => row.status === 'sent') && smtp.received.length >= total,
      120_000,
      50,
    );
    // A clean stop waits for a tick in progress: nothing can still be on its way afterwards.
    expect(await Promise.all(instances.map((instance) => instance.stop()))).toEqual([0, 0]);

    const finished = await rows();
    expect(finished).toHaveLength(total);
    expect(finished.map((row) => [row.status, row.attempts])).toEqual(finished.map(() => ['sent', 1]));
    expect(smtp.received).toHaveLength(total);
    const messageIds = smtp.received.map((mail) => mail.messageId);
    expect(new Set(messageIds).size).toBe(total);
    expect(new Set(messageIds.map((id) => /^<outbox-(\d+)@/.exec(id)?.[1]))).toEqual(
      new Set(finished.map((row) => String(row.id))),
    );
    // Both took part: the held message came from one, the rest of the burst mostly from the other.
    expect(new Set(smtp.received.map((mail) => mail.from.match(/<([^>]+)>/)?.[1]))).toEqual(
      new Set(['one@stickers62.test', 'two@stickers62.test']),
    );
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.filter((event) => event.kind === 'notification-sent')).toHaveLength(total);
  }, 400_000);
});
