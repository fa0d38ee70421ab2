import { json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderTexts, paymentTexts } from '../../texts/index.js';
import { isInstructionSeen, markInstructionSeen } from './instruction.js';
import { createPaymentCheckStore, paymentCheckCloseMs, paymentCheckPollMs } from './payment-check.js';
import { createPaymentFormStore } from './payment-form.js';
import { orderSetup } from './test-support/order-setup.js';

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

describe('payment form', () => {
  const linkKey = 'GET /api/yookassa/create-payment-link';
  const infoKey = `GET /api/web/orders/payment/${orderIdA}`;
  const info = { orderId: orderIdA, orderNumber: 1, cost: 10, payed: false, canPay: true, receiptEmail: 'a@b.ru' };

  it('prefills the receipt e-mail, checks it and opens the returned address', async () => {
    const { api, fake } = orderSetup(undefined, {
      [infoKey]: json(200, info),
      [linkKey]: json(200, { url: 'https://pay.test/1' }),
    });
    const openUrl = vi.fn();
    const form = createPaymentFormStore(api, orderIdA, openUrl);
    await form.open();
    expect(form.$state.get().email).toBe('a@b.ru');
    form.setEmail('');
    await form.submit();
    expect(form.$state.get().error).toBe(paymentTexts.fillAll);
    form.setEmail('ivan@');
    await form.submit();
    expect(form.$state.get().error).toBe(paymentTexts.invalidEmail);
    form.setEmail(' ivan@mail.ru ');
    await form.submit();
    expect(openUrl).toHaveBeenCalledWith('https://pay.test/1');
    expect(fake.callsTo(linkKey)[0]?.url.searchParams.get('email')).toBe('ivan@mail.ru');
  });

  it("shows the server's text of a 400, else 'Не удалось создать ссылку на оплату!'", async () => {
    const { api, fake } = orderSetup(undefined, {
      [infoKey]: json(500),
      [linkKey]: json(400, { message: paymentTexts.notPayable }),
    });
    const form = createPaymentFormStore(api, orderIdA, vi.fn());
    await form.open();
    form.setEmail('ivan@mail.ru');
    await form.submit();
    expect(form.$state.get().error).toBe(paymentTexts.notPayable);
    fake.routes[linkKey] = json(502);
    await form.submit();
    expect(form.$state.get().error).toBe(paymentTexts.linkFailed);
  });
});

describe('instruction cookie', () => {
  it("remembers 'Больше не показывать' for 365 days", () => {
    let cookies = 'other=1';
    const jar = { read: () => cookies, write: (cookie: string) => (cookies = `${cookies}; ${cookie.split(';')[0]}`) };
    const written: string[] = [];
    expect(isInstructionSeen(jar)).toBe(false);
    markInstructionSeen({ read: jar.read, write: (cookie) => written.push(cookie) }, new Date('2026-01-01T00:00:00Z'));
    expect(written[0]).toBe('s62_instruction_seen=1; expires=Fri, 01 Jan 2027 00:00:00 GMT; path=/; SameSite=Lax');
    markInstructionSeen(jar);
    expect(isInstructionSeen(jar)).toBe(true);
  });
});
