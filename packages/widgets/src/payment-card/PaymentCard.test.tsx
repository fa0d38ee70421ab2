import { formatRubles } from '@stickers62/core/format';
import { paymentCheckPollMs } from '@stickers62/core/stores';
import { orderLinkTexts, orderTexts, paymentTexts, priceOnRequestTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { orderId, publicOrderInfo } from '@stickers62/testkit/fixtures';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { PaymentCard } from './PaymentCard';

/** The public order info, then the given payment statuses one after another. */
function shopRoutes(statuses: string[], overrides: (url: URL) => MockAnswer | undefined = () => undefined) {
  let check = 0;
  return (url: URL): MockAnswer | undefined => {
    const override = overrides(url);
    if (override) return override;
    if (url.pathname === `/api/web/public/orders/${orderId}`) return { body: publicOrderInfo };
    if (url.pathname === '/api/yookassa/is-payment-completed') {
      const paymentStatus = statuses[Math.min(check, statuses.length - 1)];
      check += 1;
      return paymentStatus === 'fail' ? { status: 500, body: { message: 'x' } } : { body: { paymentStatus } };
    }
    if (url.pathname === '/api/yookassa/create-payment-link') return { body: { url: 'https://pay.test/checkout' } };
    return undefined;
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('PaymentCard', () => {
  it('holds payment back while a proof awaits approval, saying why', async () => {
    mockFetch(
      shopRoutes(['pending'], (url) =>
        url.pathname === `/api/web/public/orders/${orderId}`
          ? { body: { ...publicOrderInfo, canPay: false, proofState: 'awaiting' } }
          : undefined,
      ),
    );
    renderWidget(<PaymentCard orderId={orderId} />);
    expect((await screen.findByTestId('payment-held')).textContent).toBe(orderLinkTexts.paymentBlocked);
    expect(screen.queryByRole('button', { name: paymentTexts.payOrder })).toBeNull();
  });

  it('holds payment back while items have no price, saying what happens and what the amount leaves out', async () => {
    mockFetch(
      shopRoutes(['pending'], (url) =>
        url.pathname === `/api/web/public/orders/${orderId}`
          ? { body: { ...publicOrderInfo, cost: 0, canPay: false, proofState: 'none', unpricedItemsCount: 2 } }
          : undefined,
      ),
    );
    const { container } = renderWidget(<PaymentCard orderId={orderId} />);
    expect((await screen.findByTestId('payment-held')).textContent).toBe(priceOnRequestTexts.notPayable);
    expect(screen.getByTestId('unpriced-note').textContent).toBe(priceOnRequestTexts.totalWithUnpriced(2));
    expect(screen.queryByRole('button', { name: paymentTexts.payOrder })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says a stale link was refunded beside «Оплатить заказ», and offers the current amount', async () => {
    const lastRefund = { amount: 2350, reason: 'stale', createDate: '2026-11-28T10:00:00.000Z' };
    mockFetch(
      shopRoutes(['refunded'], (url) =>
        url.pathname === `/api/web/public/orders/${orderId}`
          ? { body: { ...publicOrderInfo, cost: 7350, canPay: true, lastRefund } }
          : undefined,
      ),
    );
    const { container } = renderWidget(<PaymentCard orderId={orderId} />);
    const note = await screen.findByTestId('refund-note');
    expect(note.textContent).toBe(paymentTexts.refundedNote(formatRubles(2350), 'stale'));
    expect(note.getAttribute('role')).toBe('status');
    expect(screen.getByTestId('payment-amount').textContent).toBe(formatRubles(7350));
    expect(screen.getByRole('button', { name: paymentTexts.payOrder })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows the order, its amount and pays by card or SBP after the e-mail rules', async () => {
    const { calls } = mockFetch(shopRoutes(['pending']));
    const navigate = vi.fn();
    const { container } = renderWidget(<PaymentCard orderId={orderId} navigate={navigate} />);
    await screen.findByRole('heading', { name: paymentTexts.publicTitle(1024) });
    expect(screen.getByText(paymentTexts.publicSubtitle)).toBeTruthy();
    expect(screen.getByTestId('payment-amount').textContent).toBe(formatRubles(2450.5));
    expect(screen.getByText('02.11.2026')).toBeTruthy();
    expect(screen.getByText('СДЭК')).toBeTruthy();
    expect(screen.getByText(paymentTexts.wantDetails)).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: paymentTexts.payOrder }));
    fireEvent.click(screen.getByRole('button', { name: paymentTexts.payByCard }));
    expect((await screen.findByRole('alert')).textContent).toBe(paymentTexts.fillAll);
    const email = screen.getByLabelText(paymentTexts.email);
    fireEvent.change(email, { target: { value: 'ivan@' } });
    fireEvent.click(screen.getByRole('button', { name: paymentTexts.payByCard }));
    expect((await screen.findByRole('alert')).textContent).toBe(paymentTexts.invalidEmail);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.className).toContain('border-red-500');
    await expectNoAxeViolations(container);

    fireEvent.change(email, { target: { value: 'ivan@example.ru' } });
    fireEvent.click(screen.getByRole('button', { name: paymentTexts.payBySbp }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('https://pay.test/checkout'));
    expect(calls).toContain(
      `/api/yookassa/create-payment-link?orderId=${orderId}&email=ivan%40example.ru&sbpOnly=true`,
    );
  });

  it("shows the server's reason when the link cannot be made", async () => {
    mockFetch(
      shopRoutes(['pending'], (url) =>
        url.pathname.endsWith('create-payment-link')
          ? { status: 400, body: { message: paymentTexts.notPayable } }
          : undefined,
      ),
    );
    renderWidget(<PaymentCard orderId={orderId} navigate={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: paymentTexts.payOrder }));
    fireEvent.change(screen.getByLabelText(paymentTexts.email), { target: { value: 'ivan@example.ru' } });
    fireEvent.click(screen.getByRole('button', { name: paymentTexts.payByCard }));
    expect((await screen.findByRole('alert')).textContent).toBe(paymentTexts.notPayable);
    // The refusal is about the order, not the address: the e-mail field is not marked.
    const email = screen.getByLabelText(paymentTexts.email);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email.className).not.toContain('border-red-500');
  });

  it('shows an order that is already paid as paid', async () => {
    mockFetch(shopRoutes(['success']));
    const onPaid = vi.fn();
    const { container } = renderWidget(<PaymentCard orderId={orderId} homeHref="/shop" onPaid={onPaid} />);
    await screen.findByRole('heading', { name: paymentTexts.paidTitle });
    expect(screen.getByText(paymentTexts.paidText(1024))).toBeTruthy();
    expect(screen.getByText(paymentTexts.thanks)).toBeTruthy();
    expect(screen.getByRole('link', { name: paymentTexts.toHome }).getAttribute('href')).toBe('/shop');
    expect(onPaid).toHaveBeenCalledWith({ orderId, orderNumber: 1024 });
    await expectNoAxeViolations(container);
  });

  it("'Проверить платеж' checks every 7 seconds until the payment arrives", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { calls } = mockFetch(shopRoutes(['pending', 'pending', 'pending', 'success']));
    const onPaid = vi.fn();
    renderWidget(<PaymentCard orderId={orderId} onPaid={onPaid} />);
    fireEvent.click(await screen.findByRole('button', { name: paymentTexts.checkPayment }));
    await screen.findByText(orderTexts.awaitingPayment);
    const checks = () => calls.filter((call) => call.startsWith('/api/yookassa/is-payment-completed')).length;
    expect(checks()).toBe(2);
    // The fake clock also follows real time (happy-dom's own timers need it): keep a margin.
    await act(() => vi.advanceTimersByTimeAsync(paymentCheckPollMs - 500));
    expect(checks()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(checks()).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(paymentCheckPollMs));
    await screen.findByRole('heading', { name: paymentTexts.paidTitle });
    expect(onPaid).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(paymentCheckPollMs * 3));
    expect(checks()).toBe(4);
  });

  it('stops checking and says so when a check fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const { calls } = mockFetch(shopRoutes(['pending', 'fail']));
    renderWidget(<PaymentCard orderId={orderId} />);
    fireEvent.click(await screen.findByRole('button', { name: paymentTexts.checkPayment }));
    await screen.findByText(orderTexts.paymentCheckFailed);
    await act(() => vi.advanceTimersByTimeAsync(paymentCheckPollMs * 3));
    expect(calls.filter((call) => call.includes('is-payment-completed'))).toHaveLength(2);
  });

  it('checks at once in payment-completed mode', async () => {
    mockFetch(shopRoutes(['success']));
    renderWidget(<PaymentCard orderId={orderId} paymentCompleted />);
    await screen.findByRole('heading', { name: paymentTexts.paidTitle });
  });

  it.each([
    [404, paymentTexts.notFound],
    [500, paymentTexts.loadError],
  ])('shows the error view when the order info answers %i', async (status, text) => {
    mockFetch(() => ({ status, body: { message: 'Not found' } }));
    const { container } = renderWidget(<PaymentCard orderId={orderId} />);
    await screen.findByRole('heading', { name: paymentTexts.errorTitle });
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: paymentTexts.toHome }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(container);
  });

  it('says the id is wrong when there is none', async () => {
    const { calls } = mockFetch(() => undefined);
    renderWidget(<PaymentCard />);
    expect((await screen.findByRole('alert')).textContent).toBe(paymentTexts.invalidId);
    expect(calls).toEqual([]);
  });

  it('leaves signing in to the host, or links to the given address', async () => {
    mockFetch(shopRoutes(['pending']));
    const onLogin = vi.fn();
    const { rerender } = renderWidget(<PaymentCard orderId={orderId} onLogin={onLogin} />);
    fireEvent.click(await screen.findByRole('button', { name: paymentTexts.vkLogin }));
    expect(onLogin).toHaveBeenCalledWith({ orderId });
    rerender(<PaymentCard orderId={orderId} loginHref="/login" />);
    expect(screen.getByRole('link', { name: paymentTexts.vkLogin }).getAttribute('href')).toBe('/login');
  });
});
