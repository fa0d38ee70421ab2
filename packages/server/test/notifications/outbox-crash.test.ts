import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { scratchDatabase } from '@stickers62/testkit/scratch-database';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { orderEvents, outbox } from '../../src/db/schema.js';
import { defaultLeaseMs } from '../../src/notifications/worker.js';
import { pickupCheckout } from '../robustness/order-invariants.js';
import { call, customerWithCart, serverProcess } from '../robustness/server-process.js';
import { waitUntil } from '../robustness/wait-until.js';
import { startTestSmtpServer } from '../test-support/smtp.js';

/**
 * The real server is killed with SIGKILL while its worker waits for the SMTP server's answer to
 * a message the SMTP server already has. Restarted after the lease, it sends the message again
 * (the same Message-ID) and records it once: at most twice, recorded once.
 */

const engines: { name: string; serverUrl?: string }[] = [{ name: 'PGlite' }];
if (process.env.TEST_DATABASE_URL) engines.push({ name: 'PostgreSQL', serverUrl: process.env.TEST_DATABASE_URL });

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.each(engines)('a server killed mid-send ($name)', ({ serverUrl }) => {
  it('delivers the message at most twice and records it once', async () => {
    const smtp = await startTestSmtpServer();
    cleanups.push(() => smtp.close());
    const dataDir = await mkdtemp(join(tmpdir(), 'outbox-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const scratch = serverUrl ? await scratchDatabase(serverUrl, 's62_outbox') : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const startedAt = Date.parse('2026-11-20T09:00:00Z');
    const env = (clockAt: number) => ({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Стикеры 62 <shop@stickers62.test>',
      NOTIFICATION_INTERVAL_MS: '100',
      TEST_CLOCK_AT: new Date(clockAt).toISOString(),
    });
    const first = await serverProcess({ dataDir, databaseUrl: scratch?.url, env: env(startedAt) });
    cleanups.push(() => first.kill());
    await first.start();

    const { token, orderId } = await customerWithCart(first.url, `crashmail${Date.now()}`, 'crash@example.ru');
    expect(
      (await call(first.url, 'POST', routes.createOrderFromCart.path, token, pickupCheckout(orderId))).status,
    ).toBe(200);
    smtp.holdNext();
    const submitted = await call(first.url, 'GET', buildPath(routes.submitToManager.path, { id: orderId }), token);
    expect(submitted.status).toBe(200);

    // The SMTP server has the message; the worker waits for its answer. Power cut.
    await waitUntil('the SMTP server to hold the message', () => smtp.held === 1, 60_000);
    await first.kill();
    smtp.release();
    expect(smtp.received).toHaveLength(1);

    // Restarted after the lease has passed: the claim of the dead worker no longer holds the row.
    const second = await serverProcess({
      dataDir,
      databaseUrl: scratch?.url,
      env: env(startedAt + defaultLeaseMs + 60_000),
    });
    cleanups.push(() => second.kill());
    await second.start();
    await waitUntil('the message to be sent again', () => smtp.received.length === 2, 60_000);
    expect(await second.stop()).toBe(0);

    expect(smtp.received.map((mail) => mail.subject)).toEqual([smtp.received[0]?.subject, smtp.received[0]?.subject]);
    expect(smtp.received[0]?.subject).toMatch(/^Заказ №\d+ получен$/);
    expect(smtp.received[1]?.messageId).toBe(smtp.received[0]?.messageId);
    const database = await openDatabase(scratch ? { url: scratch.url } : { dataDir });
    try {
      const rows = await database.db.select().from(outbox).where(eq(outbox.orderId, orderId));
      const email = rows.filter((row) => row.channel === 'email' && row.audience === 'customer');
      expect(email.map((row) => [row.status, row.attempts])).toEqual([['sent', 2]]);
      const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
      expect(events.filter((event) => event.kind === 'notification-sent')).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 300_000);
});
