import { buildPath, routes } from '@stickers62/core/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { DatabaseHandle } from '../../../src/db/client.js';
import { sandboxPayPath } from '../../../src/providers/yookassa/sandbox.js';
import { createRecordingNotifier, testConfig } from '../../test-support/app.js';
import { openTestDatabase } from '../../test-support/database.js';
import { createCustomer, createOrder, readOrder } from '../test-fixtures.js';

/**
 * The local payment sandbox remembers what a provider would: a payment made before a restart,
 * or on another instance sharing the database, is still answered by the status check (it used
 * to answer 503 after a restart: the payments lived in one process's memory).
 */
let database: DatabaseHandle;
const apps: FastifyInstance[] = [];

async function startInstance(): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(), { database, notifier: createRecordingNotifier(), logger: false });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function openLink(app: FastifyInstance, orderId: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: routes.createPaymentLink.path,
    query: { orderId, email: 'buyer@example.ru' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const paymentId = new URL(response.json().url).pathname.split('/').at(-1);
  if (!paymentId) throw new Error('no payment id in the sandbox link');
  return paymentId;
}

const payPage = (paymentId: string) => buildPath(sandboxPayPath, { paymentId });

async function status(app: FastifyInstance, orderId: string) {
  const response = await app.inject({ method: 'GET', url: routes.isPaymentCompleted.path, query: { orderId } });
  return { code: response.statusCode, status: response.statusCode === 200 ? response.json().paymentStatus : null };
}

describe('the payment sandbox', () => {
  it('answers the status check for a payment made before a restart', async () => {
    const first = await startInstance();
    const customer = await createCustomer(first);
    const order = await createOrder(first, customer.id, { cost: 990 });
    const paymentId = await openLink(first, order.id);
    expect((await first.inject({ method: 'POST', url: `${payPage(paymentId)}/pay` })).statusCode).toBe(303);
    await first.close();

    const restarted = await startInstance();
    expect(await status(restarted, order.id)).toEqual({ code: 200, status: 'success' });
    expect((await readOrder(restarted, order.id))?.payed).toBe(true);
  });

  it('lets one instance show and take a payment another instance created', async () => {
    const one = await startInstance();
    const other = await startInstance();
    const customer = await createCustomer(one);
    const order = await createOrder(one, customer.id, { cost: 1490.5 });
    const paymentId = await openLink(one, order.id);

    const page = await other.inject({ method: 'GET', url: payPage(paymentId) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('1\u00a0490,50');
    expect(await status(one, order.id)).toEqual({ code: 200, status: 'pending' });
    await other.inject({ method: 'POST', url: `${payPage(paymentId)}/pay` });
    // The other instance's answer is read back: the first sees the payment succeed.
    expect(await status(one, order.id)).toEqual({ code: 200, status: 'success' });
  });
});
