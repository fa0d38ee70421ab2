import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../../src/providers/http.js';
import { paymentStatusOf, YooKassaClient } from '../../../src/providers/yookassa/client.js';
import { amountValue, type NewPayment } from '../../../src/providers/yookassa/payment.js';
import { type FakeYooKassa, startFakeYooKassa } from './fake-server.js';

const credentials = { shopId: '123456', secretKey: 'test_secret' };
const orderId = '0b4f3c1e-5a8d-4f2b-9c61-3e7d2a9b8c10';
const payment: NewPayment = {
  orderId,
  orderNumber: 72,
  cost: 1490.5,
  returnUrl: `https://shop.test/order/${orderId}/payment-completed`,
  customer: { email: 'buyer@example.ru' },
  receipt: [
    { description: 'Наклейки', quantity: 10, unitPrice: 124.5, subject: 'commodity' },
    { description: 'Брелоки (3 шт.)', quantity: 1, unitPrice: 0.5, subject: 'commodity' },
    { description: 'Доставка', quantity: 1, unitPrice: 245, subject: 'service' },
  ],
  sbpOnly: false,
};

let fake: FakeYooKassa;
beforeAll(async () => {
  fake = await startFakeYooKassa(credentials);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.faults.length = 0;
});

function client(overrides: Partial<ConstructorParameters<typeof YooKassaClient>[0]> = {}) {
  return new YooKassaClient({ apiUrl: fake.url, ...credentials, timeoutMs: 2000, retryDelayMs: 0, ...overrides });
}

const receiptItem = (description: string, quantity: string, unit: string, subject: string) => ({
  description,
  quantity,
  amount: { value: unit, currency: 'RUB' },
  vat_code: 1,
  payment_subject: subject,
  payment_mode: 'full_prepayment',
});

describe('amountValue', () => {
  it('writes rubles as a string with two decimals', () => {
    expect(amountValue(1490.5)).toBe('1490.50');
    expect(amountValue(0.1 + 0.2)).toBe('0.30');
    expect(amountValue(7)).toBe('7.00');
    expect(() => amountValue(-1)).toThrow(RangeError);
  });
});

describe('YooKassaClient against the fake YooKassa', () => {
  it('creates a payment with Basic auth, the idempotence key, the amount as a string and a receipt', async () => {
    const created = await client().createPayment(payment, 'key-create-1');

    expect(created.status).toBe('pending');
    expect(created.confirmation?.confirmation_url).toContain(created.id);
    const [request] = fake.requests;
    expect(request?.headers['idempotence-key']).toBe('key-create-1');
    const body = JSON.parse(request?.body ?? '{}');
    expect(body.amount).toEqual({ value: '1490.50', currency: 'RUB' });
    expect(body.capture).toBe(true);
    expect(body.metadata.orderId).toBe(orderId);
    expect(body.payment_method_data).toBeUndefined();
    expect(body.receipt.customer).toEqual({ email: 'buyer@example.ru' });
    expect(body.receipt.items).toEqual([
      receiptItem('Наклейки', '10.00', '124.50', 'commodity'),
      receiptItem('Брелоки (3 шт.)', '1.00', '0.50', 'commodity'),
      receiptItem('Доставка', '1.00', '245.00', 'service'),
    ]);
  });

  it('is refused, as YooKassa refuses it, when the receipt lines do not sum to the amount', async () => {
    const error = await client()
      .createPayment({ ...payment, cost: 1490.49 }, 'key-receipt-sum')
      .catch((e: unknown) => e);
    expect((error as ProviderError).status).toBe(400);
    expect((error as ProviderError).body).toMatchObject({ parameter: 'receipt' });
  });

  it('refunds a succeeded payment once per key, with the receipt sent along', async () => {
    const created = await client().createPayment(payment, 'key-to-refund');
    fake.emulator.finish(created.id, 'succeeded');
    const refund = {
      providerPaymentId: created.id,
      amount: 1490.5,
      description: 'Возврат оплаты по устаревшей ссылке, заказ №72',
      receipt: { customer: payment.customer, lines: payment.receipt },
    };

    const first = await client().createRefund(refund, 'refund-key-1');
    const again = await client().createRefund(refund, 'refund-key-1');

    expect(first).toMatchObject({ payment_id: created.id, status: 'succeeded', amount: { value: '1490.50' } });
    expect(again.id).toBe(first.id);
    expect([...fake.emulator.refunds.values()].filter((r) => r.payment_id === created.id)).toHaveLength(1);
    const body = JSON.parse(fake.requests.at(-1)?.body ?? '{}');
    expect(fake.requests.at(-1)?.path).toBe('/refunds');
    expect(body.receipt.items).toHaveLength(3);
    expect(body.receipt.items[2].payment_subject).toBe('service');
    // A second refund (another key) would return more than was paid.
    const error = await client()
      .createRefund(refund, 'refund-key-2')
      .catch((e: unknown) => e);
    expect((error as ProviderError).body).toMatchObject({ parameter: 'amount' });
  });

  it('cannot refund a payment that has not succeeded', async () => {
    const created = await client().createPayment(payment, 'key-pending-refund');
    const error = await client()
      .createRefund(
        { providerPaymentId: created.id, amount: 1490.5, description: 'x', receipt: { customer: {}, lines: [] } },
        'refund-pending',
      )
      .catch((e: unknown) => e);
    expect((error as ProviderError).status).toBe(400);
  });

  it('asks for an SBP-only page when sbpOnly is set', async () => {
    await client().createPayment({ ...payment, sbpOnly: true }, 'key-sbp');
    expect(JSON.parse(fake.requests[0]?.body ?? '{}').payment_method_data).toEqual({ type: 'sbp' });
  });

  it('reads the payment status the provider holds', async () => {
    const created = await client().createPayment(payment, 'key-status');
    expect(paymentStatusOf(await client().getPayment(created.id))).toBe('pending');
    fake.emulator.finish(created.id, 'succeeded');
    const fetched = await client().getPayment(created.id);
    expect(fetched.status).toBe('succeeded');
    expect(paymentStatusOf(fetched)).toBe('success');
  });

  it('refuses wrong credentials without retrying', async () => {
    const error = await client({ secretKey: 'wrong' })
      .createPayment(payment, 'key-401')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).status).toBe(401);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a provider refusal (400) without retrying', async () => {
    const error = await client()
      .createPayment({ ...payment, customer: {} }, 'key-400')
      .catch((e: unknown) => e);
    expect((error as ProviderError).status).toBe(400);
    expect((error as ProviderError).outcomeUnknown).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a timed-out creation with the same key and gets the one payment created', async () => {
    fake.faults.push({ kind: 'slowAfterProcessing', delayMs: 2000 });
    const paymentsBefore = fake.emulator.payments.size;
    const created = await client({ timeoutMs: 500 }).createPayment(payment, 'key-timeout');

    expect(fake.requests.map((r) => r.headers['idempotence-key'])).toEqual(['key-timeout', 'key-timeout']);
    expect(fake.requests[0]?.body).toBe(fake.requests[1]?.body);
    expect(fake.emulator.payments.size).toBe(paymentsBefore + 1);
    expect(fake.emulator.payments.has(created.id)).toBe(true);
  });

  it('retries after HTTP 500 and 202 with the same key', async () => {
    fake.faults.push({ kind: 'internalError' }, { kind: 'accepted', retryAfterMs: 5 });
    const delays: number[] = [];
    const created = await client({
      sleep: async (ms) => {
        delays.push(ms);
      },
    }).createPayment(payment, 'key-500');

    expect(created.status).toBe('pending');
    expect(fake.requests.map((r) => r.headers['idempotence-key'])).toEqual(['key-500', 'key-500', 'key-500']);
    expect(delays).toEqual([0, 5]);
  });

  it('gives up after the last attempt with an error whose outcome is unknown', async () => {
    fake.faults.push({ kind: 'internalError' }, { kind: 'internalError' }, { kind: 'internalError' });
    const error = await client()
      .createPayment(payment, 'key-down')
      .catch((e: unknown) => e);
    expect((error as ProviderError).outcomeUnknown).toBe(true);
    expect(fake.requests).toHaveLength(3);
  });

  it('times out on every attempt without hanging', async () => {
    fake.faults.push({ kind: 'slowAfterProcessing', delayMs: 1000 }, { kind: 'slowAfterProcessing', delayMs: 1000 });
    const error = await client({ maxAttempts: 2, timeoutMs: 200 })
      .getPayment('missing')
      .catch((e: unknown) => e);
    expect((error as ProviderError).failure).toBe('timeout');
  });

  it('is refused by the provider when a key is reused with different data', async () => {
    await client().createPayment(payment, 'key-reused');
    const error = await client()
      .createPayment({ ...payment, cost: 1 }, 'key-reused')
      .catch((e: unknown) => e);
    expect((error as ProviderError).status).toBe(400);
    expect(JSON.stringify((error as ProviderError).body)).toContain('Idempotence key duplicated');
  });
});
