import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ManualClock } from '../../src/clock.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { orderEvents, outbox, users } from '../../src/db/schema.js';
import { deliver } from '../../src/notifications/deliver.js';
import { claimDue, enqueueCustomerNotification } from '../../src/notifications/outbox.js';
import { defaultLeaseMs } from '../../src/notifications/worker.js';
import { createCustomerOrder, createRecordingNotifier, signUp, testConfig } from '../test-support/app.js';
import { openTestDatabase } from '../test-support/database.js';
import { startHangingServer, startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp.js';
import { appChannels } from './test-fixtures.js';

const mailConfig = (smtpUrl: string, timeoutMs: number) => ({
  smtpUrl,
  from: 'Стикеры 62 <shop@stickers62.test>',
  managerEmails: ['manager@stickers62.test'],
  timeoutMs,
});

let database: DatabaseHandle;
let smtp: TestSmtpServer;
const clock = new ManualClock(Date.parse('2026-11-20T09:00:00Z'));
const apps: FastifyInstance[] = [];

/** One instance of the server on the shared database: its own worker, its own SMTP connection. */
async function instance(smtpUrl: string, timeoutMs = 15_000): Promise<FastifyInstance> {
  const app = await buildApp(testConfig({ mail: mailConfig(smtpUrl, timeoutMs) }), {
    database,
    notifier: createRecordingNotifier(),
    logger: false,
    clock,
  });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.close();
  await smtp?.close();
});

async function orderWithBuyer(app: FastifyInstance, email: string) {
  const customer = await signUp(app);
  await app.db.update(users).set({ receiptEmail: email }).where(eq(users.id, customer.userId));
  return createCustomerOrder(app, customer, { checkout: true });
}

describe('the outbox worker', () => {
  it('gives up an attempt on a server that never answers after the SMTP timeout, and keeps the message', async () => {
    const hanging = await startHangingServer();
    try {
      const app = await instance(hanging.url, 500);
      const { orderId } = await orderWithBuyer(app, 'hang@example.ru');
      await app.db.transaction((tx) => enqueueCustomerNotification(tx, { orderId, template: 'in-production' }));
      // Bounded by the transport's 500 ms timeout, not by the test's patience.
      await app.notifications.worker.drain();
      const [row] = await app.db.select().from(outbox).where(eq(outbox.orderId, orderId));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toMatch(/greeting never received|timeout/i);
      await app.db.delete(outbox).where(eq(outbox.orderId, orderId));
    } finally {
      await hanging.close();
    }
  });

  it('delivers each notification once when two instances work the outbox at the same time', async () => {
    const [first, second] = [await instance(smtp.url), await instance(smtp.url)] as const;
    const orders: Awaited<ReturnType<typeof orderWithBuyer>>[] = [];
    for (let index = 0; index < 6; index++) orders.push(await orderWithBuyer(first, `two${index}@example.ru`));
    await first.db.transaction(async (tx) => {
      for (const { orderId } of orders) {
        for (const template of ['in-production', 'shipped', 'delivered'] as const) {
          await enqueueCustomerNotification(tx, { orderId, template });
        }
      }
    });
    smtp.received.length = 0;
    const [a, b] = await Promise.all([first.notifications.worker.drain(), second.notifications.worker.drain()]);
    expect(a + b).toBe(18);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(18);
    expect(new Set(ids).size).toBe(18);
    const sent = await first.db.select().from(orderEvents).where(eq(orderEvents.kind, 'notification-sent'));
    expect(sent.filter((event) => orders.some((order) => order.orderId === event.orderId))).toHaveLength(18);
  });

  it('re-delivers a message whose worker died mid-send once its lease passes: sent at most twice, recorded once', async () => {
    const app = await instance(smtp.url);
    const { orderId } = await orderWithBuyer(app, 'crash@example.ru');
    await app.db.transaction((tx) => enqueueCustomerNotification(tx, { orderId, template: 'delivered' }));
    smtp.received.length = 0;
    // A worker claims the row and sends the e-mail, then is killed (-9) before it records anything.
    const [claimed] = await claimDue(app.db, new Date(clock.now()), defaultLeaseMs, 1);
    expect(claimed?.orderId).toBe(orderId);
    if (!claimed) throw new Error('nothing claimed');
    expect(await deliver(appChannels(app), claimed)).toEqual({ status: 'sent', recipient: 'crash@example.ru' });

    // While the lease holds, no other worker takes it.
    await app.notifications.worker.drain();
    expect(smtp.received).toHaveLength(1);
    clock.advance(defaultLeaseMs + 1);
    await app.notifications.worker.drain();
    expect(smtp.received.map((mail) => `${mail.to} ${mail.subject}`)).toHaveLength(2);
    // The same Message-ID: a mail client shows the repeat as one message.
    expect(smtp.received[0]?.messageId).toBe(smtp.received[1]?.messageId);
    const [row] = await app.db.select().from(outbox).where(eq(outbox.id, claimed.id));
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    const recorded = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(recorded.filter((event) => event.kind === 'notification-sent')).toHaveLength(1);
    clock.advance(defaultLeaseMs * 10);
    await app.notifications.worker.drain();
    expect(smtp.received).toHaveLength(2);
  });
});
