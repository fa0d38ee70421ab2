import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPath, publicOrderInfo, routes } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../../src/config.js';
import { orders } from '../../../src/db/schema.js';
import { type ProvidersConfig, sandboxProvidersConfig } from '../../../src/providers/config.js';
import { createTestApp, loginAs, signUp, type TestApp, type TestSession } from '../../test-support/app.js';
import { useBeforeAll } from '../../test-support/suite.js';
import { type FakeYooKassa, startFakeYooKassa } from './fake-server.js';

/**
 * The payment tests' setup: the whole app with the real YooKassa client against the local
 * protocol fake (webhooks allowed from loopback), a layout folder for proofs, a manager and a
 * customer, and the calls these tests make of the app. Test code only.
 */
export interface PaymentTestbed {
  testApp: TestApp;
  fake: FakeYooKassa;
  manager: TestSession;
  customer: TestSession;
  close(): Promise<void>;
}

const credentials = { shopId: '100500', secretKey: 'test_secret_key' };

/** YooKassa's settings of a test app: the sandbox providers, YooKassa itself at `yookassaUrl` (the fake). */
export function yookassaProvidersConfig(yookassaUrl: string): ProvidersConfig {
  return {
    ...sandboxProvidersConfig(),
    timeoutMs: 2000,
    retryDelayMs: 0,
    yookassa: { ...credentials, apiUrl: yookassaUrl },
    yookassaWebhookAllowlist: ['127.0.0.1'],
  };
}

/** `config`: more settings of the app (mail, for the e-mail tests). */
export async function startPaymentTestbed(name: string, config: Partial<AppConfig> = {}): Promise<PaymentTestbed> {
  const dataDir = await mkdtemp(join(tmpdir(), `${name}-`));
  const fake = await startFakeYooKassa(credentials);
  const testApp = await createTestApp({
    config: {
      ...config,
      dataDir,
      providers: yookassaProvidersConfig(fake.url),
    },
  });
  return {
    testApp,
    fake,
    manager: await loginAs(testApp.app, 'manager'),
    customer: await signUp(testApp.app),
    async close() {
      await testApp.close();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The testbed of one test file, started before its tests and closed after them (`useBeforeAll`). */
export function usePaymentTestbed(name: string, config: Partial<AppConfig> = {}): PaymentTestbed {
  return useBeforeAll(
    'The payment testbed',
    () => startPaymentTestbed(name, config),
    (testbed) => testbed.close(),
  );
}

/** The edit dialog's save, as the testbed's manager. */
export function managerUpdate(testbed: PaymentTestbed, orderId: string, payload: Record<string, unknown>) {
  return testbed.testApp.app.inject({
    method: 'POST',
    url: `${routes.updateOrderInformation.path}?orderId=${orderId}`,
    headers: testbed.manager.headers,
    payload,
  });
}

/** A pay link as a customer (or anyone holding the order's link) asks for it. */
export function paymentLink(testbed: PaymentTestbed, orderId: string) {
  return testbed.testApp.app.inject({
    method: 'GET',
    url: routes.createPaymentLink.path,
    query: { orderId, email: 'buyer@example.ru' },
  });
}

/** YooKassa's `payment.succeeded` notification of a payment, from an allowed address. */
export function paymentWebhook(testbed: PaymentTestbed, paymentId: string) {
  return testbed.testApp.app.inject({
    method: 'POST',
    url: routes.paymentWebhook.path,
    payload: { type: 'notification', event: 'payment.succeeded', object: { id: paymentId } },
    remoteAddress: '127.0.0.1',
  });
}

export async function publicInfo(testbed: PaymentTestbed, orderId: string) {
  const response = await testbed.testApp.app.inject({
    method: 'GET',
    url: buildPath(routes.publicOrderInfo.path, { id: orderId }),
  });
  return publicOrderInfo.parse(response.json());
}

export async function orderRow(testbed: PaymentTestbed, orderId: string) {
  const [row] = await testbed.testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('order missing');
  return row;
}

export const kopecks = (value: string | number) => Math.round(Number(value) * 100);

/** Receipt lines as YooKassa reads them (unit price × quantity), summed in kopecks. */
export const receiptSum = (items: readonly { amount: { value: string }; quantity: string | number }[]) =>
  items.reduce((sum, item) => sum + kopecks(item.amount.value) * Number(item.quantity), 0);
