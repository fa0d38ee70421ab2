import { json } from '@stickers62/testkit/fake-fetch';
import { orderIdA } from '@stickers62/testkit/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { paymentTexts } from '../../texts/index.js';
import { orderSetup } from '../order/test-support/order-setup.js';
import { createPaymentFormStore } from './payment-form.js';

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
    expect(form.$state.get()).toMatchObject({ email: 'a@b.ru', amount: 10 });
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
    expect(fake.callsTo(linkKey)[0]?.url.searchParams.has('sbpOnly')).toBe(false);
  });

  it('pays through SBP when asked, as the order link does', async () => {
    const { api, fake } = orderSetup(undefined, {
      [infoKey]: json(200, info),
      [linkKey]: json(200, { url: 'https://pay.test/2' }),
    });
    const openUrl = vi.fn();
    const form = createPaymentFormStore(api, orderIdA, openUrl);
    await form.open();
    await form.submit(true);
    expect(openUrl).toHaveBeenCalledWith('https://pay.test/2');
    expect(fake.callsTo(linkKey)[0]?.url.searchParams.get('sbpOnly')).toBe('true');
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
    form.close();
    expect(form.$state.get()).toMatchObject({ open: false, error: null, email: 'ivan@mail.ru', busy: false });
  });
});
