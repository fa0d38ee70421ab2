import { json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTexts } from '../../texts/index.js';
import { orderSetup } from '../order/test-support/order-setup.js';
import { createPaymentCheckStore, paymentCheckCloseMs } from './payment-check.js';
import { paymentCheckPollMs } from './payment-poll.js';

afterEach(() => {
  vi.useRealTimers();
});

const statusKey = 'GET /api/yookassa/is-payment-completed';

describe('payment check', () => {
  it('asks at once and every 7 s, then on success closes after 1 s', async () => {
    vi.useFakeTimers();
    const answers = ['pending', 'pending', 'success'];
    const { api, fake } = orderSetup(undefined, {
      [statusKey]: () => json(200, { paymentStatus: answers.shift() }),
    });
    const onPaid = vi.fn();
    const check = createPaymentCheckStore(api, orderIdA, onPaid);
    check.open();
    await vi.waitFor(() => expect(fake.callsTo(statusKey)).toHaveLength(1));
    expect(check.$state.get()).toEqual({ open: true, status: 'waiting', message: orderTexts.awaitingPayment });
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs - 1);
    expect(fake.callsTo(statusKey)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.callsTo(statusKey)).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs);
    expect(check.$state.get()).toMatchObject({ status: 'paid', message: orderTexts.paymentSucceeded, open: true });
    expect(onPaid).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(paymentCheckCloseMs);
    expect(check.$state.get().open).toBe(false);
    expect(fake.callsTo(statusKey)[0]?.url.searchParams.get('orderId')).toBe(orderIdA);
  });

  it("keeps the spec's waiting text when the newest payment was returned, and has the page read the order once", async () => {
    vi.useFakeTimers();
    const { api, fake } = orderSetup(undefined, { [statusKey]: () => json(200, { paymentStatus: 'refunded' }) });
    const onRefunded = vi.fn();
    const check = createPaymentCheckStore(api, orderIdA, vi.fn(), onRefunded);
    check.open();
    await vi.waitFor(() => expect(check.$state.get().status).toBe('refunded'));
    expect(check.$state.get()).toEqual({ open: true, status: 'refunded', message: orderTexts.awaitingPayment });
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 2);
    expect(fake.callsTo(statusKey)).toHaveLength(3);
    expect(onRefunded).toHaveBeenCalledOnce();
    check.close();
  });

  it('stops polling after a failure', async () => {
    vi.useFakeTimers();
    const { api, fake } = orderSetup(undefined, { [statusKey]: json(500) });
    const check = createPaymentCheckStore(api, orderIdA, vi.fn());
    check.open();
    await vi.waitFor(() => expect(check.$state.get().status).toBe('failed'));
    expect(check.$state.get().message).toBe(orderTexts.paymentCheckFailed);
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 3);
    expect(fake.callsTo(statusKey)).toHaveLength(1);
  });

  it('stops when closed', async () => {
    vi.useFakeTimers();
    const { api, fake } = orderSetup(undefined, { [statusKey]: json(200, { paymentStatus: 'pending' }) });
    const check = createPaymentCheckStore(api, orderIdA, vi.fn());
    check.open();
    await vi.waitFor(() => expect(fake.callsTo(statusKey)).toHaveLength(1));
    check.close();
    await vi.advanceTimersByTimeAsync(paymentCheckPollMs * 2);
    expect(fake.callsTo(statusKey)).toHaveLength(1);
  });
});
