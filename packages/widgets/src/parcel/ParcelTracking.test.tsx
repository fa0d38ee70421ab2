import { parcelTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { emptyOrder, orderId, publicOrderInfo } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentCard } from '../payment-card/PaymentCard';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { signedInApiBase } from '../test-support/signed-in';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const parcel = {
  deliveryType: 'CDEK',
  sendDate: '2026-12-01',
  trackNumber: '1106200017',
  trackUrl: 'https://www.cdek.ru/ru/tracking?order_id=1106200017',
  // 11:05 UTC: 14:05 in Moscow.
  status: {
    code: 'ACCEPTED_AT_PICK_UP_POINT',
    title: 'Принят в пункте выдачи',
    city: 'Рязань',
    at: '2026-12-03T11:05:00Z',
  },
  history: [
    { code: 'ACCEPTED_AT_PICK_UP_POINT', title: 'Принят в пункте выдачи', city: 'Рязань', at: '2026-12-03T11:05:00Z' },
    { code: 'RECEIVED_AT_SENDER_WAREHOUSE', title: 'Принят на склад СДЭК', city: 'Москва', at: '2026-12-01T15:30:00Z' },
  ],
};

function routes(parcelAnswer: MockAnswer) {
  return (url: URL): MockAnswer | undefined => {
    if (url.pathname === `/api/web/public/orders/${orderId}`) {
      return { body: { ...publicOrderInfo, deliveryType: 'CDEK', canPay: false } };
    }
    if (url.pathname === `/api/web/orders/${orderId}`) {
      return {
        body: {
          ...emptyOrder,
          id: orderId,
          status: 'Отправлен',
          deliveryType: 'CDEK',
          trackNumber: '1106200017',
          payed: true,
        },
      };
    }
    if (url.pathname === `/api/web/orders/${orderId}/parcel`) return parcelAnswer;
    if (url.pathname === '/api/yookassa/is-payment-completed') return { body: { paymentStatus: 'succeeded' } };
    return undefined;
  };
}

describe('the parcel on the order-link page', () => {
  it('shows the send date, the track linked to CDEK and the latest status in Moscow time, the earlier ones on demand', async () => {
    mockFetch(routes({ body: parcel }));
    const { container } = renderWidget(<PaymentCard apiBase={signedInApiBase('parcel')} orderId={orderId} />);
    const section = await screen.findByTestId('parcel');
    expect(within(section).getByTestId('parcel-status').textContent).toBe('Принят в пункте выдачи Рязань, 3 дек 14:05');
    const track = within(section).getByRole('link', { name: '1106200017' });
    expect(track.getAttribute('href')).toBe(parcel.trackUrl);
    expect(track.getAttribute('rel')).toContain('noopener');
    expect(within(section).getByText('01.12.2026')).toBeTruthy();
    fireEvent.click(within(section).getByText(parcelTexts.history));
    expect(within(section).getByTestId('parcel-history').textContent).toBe('Принят на склад СДЭК Москва, 1 дек 18:30');
    await expectNoAxeViolations(container);
  });

  it('says when the parcel could not be read, keeping the rest of the page', async () => {
    mockFetch(routes({ status: 500, body: { statusCode: 500, error: 'Internal', message: 'x' } }));
    renderWidget(<PaymentCard apiBase={signedInApiBase('parcel')} orderId={orderId} />);
    expect(await screen.findByText(parcelTexts.loadFailed)).toBeTruthy();
    expect(screen.getByTestId('order-link-status').textContent).toBe('Отправлен');
  });
});
