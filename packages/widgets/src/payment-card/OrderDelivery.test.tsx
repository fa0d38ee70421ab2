import { formatRubles } from '@stickers62/core/format';
import { checkoutTexts, orderDeliveryTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import {
  emptyOrder,
  orderId,
  pickupChoice,
  publicOrderInfo,
  ryazanPointChoice,
  ryazanPointChosen,
  ryazanPointTariffs,
} from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { signedInApiBase } from '../test-support/signed-in';
import { PaymentCard } from './PaymentCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function orderLinkRoutes(summary: Record<string, unknown>) {
  let cost = 2000;
  return (url: URL): MockAnswer | undefined => {
    if (url.pathname === `/api/web/public/orders/${orderId}`) {
      return { body: { ...publicOrderInfo, deliveryType: null, cost, canPay: true } };
    }
    if (url.pathname === `/api/web/orders/${orderId}`) {
      // Once chosen, the order says so, as the server's does.
      const stored = cost > 2000 ? { deliveryType: 'CDEK' } : {};
      return { body: { ...emptyOrder, id: orderId, ...summary, ...stored } };
    }
    if (url.pathname === '/api/yookassa/is-payment-completed') return { body: { paymentStatus: 'pending' } };
    if (url.pathname === '/api/cdek/cities') {
      return { body: [{ code: 61, city: 'Рязань', fullName: 'Рязань, Рязанская обл., Россия' }] };
    }
    if (url.pathname === '/api/cdek/delivery-points') {
      return {
        body: [
          {
            code: 'RYZ3',
            type: 'PVZ',
            address: 'ул. Есенина, 13',
            addressFull: ryazanPointTariffs.address,
            workTime: 'Пн-Вс 10:00-21:00',
          },
        ],
      };
    }
    if (url.pathname === '/api/cdek/get-tariffs') return { body: ryazanPointTariffs };
    if (url.pathname === `/api/web/orders/${orderId}/delivery`) {
      cost = ryazanPointChosen.cost;
      return { body: ryazanPointChosen };
    }
    return undefined;
  };
}

/** The bodies the page sent to the delivery choice's route. */
const sentChoices = (fetchMock: ReturnType<typeof mockFetch>['fetchMock']) =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith(`/api/web/orders/${orderId}/delivery`))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('PaymentCard: the delivery choice of the order-link page', () => {
  it('lets the customer choose a CDEK point and tariff, then shows the stored cost and the new amount', async () => {
    const { fetchMock } = mockFetch(orderLinkRoutes({ status: 'В работе', deliveryType: null, payed: false }));
    const { container } = renderWidget(<PaymentCard apiBase={signedInApiBase('order-link')} orderId={orderId} />);
    const heading = await screen.findByRole('heading', { name: orderDeliveryTexts.title });
    expect(heading).toBeTruthy();
    fireEvent.change(screen.getByLabelText(orderDeliveryTexts.receiver), { target: { value: 'Иванова Анна' } });
    fireEvent.change(screen.getByLabelText(orderDeliveryTexts.phone, { exact: false }), {
      target: { value: '+79101234567' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: checkoutTexts.city }), { target: { value: 'Ряз' } });
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Рязань, Рязанская обл., Россия' }));
    const point = `${checkoutTexts.choosePoint} ${checkoutTexts.pointOfButton('ул. Есенина, 13')}`;
    fireEvent.click(await screen.findByRole('button', { name: point }));
    const express = await screen.findByRole('radio', { name: /^Посылка склад-склад/ });
    fireEvent.click(express);
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: orderDeliveryTexts.choose }));

    const cost = await screen.findByTestId('order-delivery-cost');
    expect(cost.textContent).toBe(formatRubles(190));
    expect(screen.getByTestId('order-delivery-total').textContent).toBe(formatRubles(2190));
    const sent = sentChoices(fetchMock);
    expect(sent).toEqual([ryazanPointChoice]);
    // The amount to pay is read again with the delivery in it; what was stored stays in sight.
    await vi.waitFor(() => expect(screen.getByTestId('payment-amount').textContent).toBe(formatRubles(2190)));
    expect(screen.getByTestId('order-delivery-cost').textContent).toBe(formatRubles(190));
  });

  it('offers pickup and Russian Post as the checkout does, with their fields and terms', async () => {
    const { fetchMock } = mockFetch(orderLinkRoutes({ status: 'В работе', deliveryType: null, payed: false }));
    const { container } = renderWidget(<PaymentCard apiBase={signedInApiBase('order-link')} orderId={orderId} />);
    await screen.findByRole('heading', { name: orderDeliveryTexts.title });
    fireEvent.change(screen.getByLabelText(orderDeliveryTexts.receiver), { target: { value: 'Иванова Анна' } });
    fireEvent.change(screen.getByLabelText(orderDeliveryTexts.phone, { exact: false }), {
      target: { value: '+79101234567' },
    });
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(checkoutTexts.deliveryTypes.RussianPost) }));
    expect(screen.queryByRole('combobox', { name: checkoutTexts.city })).toBeNull();
    expect(screen.getByTestId('delivery-terms').textContent).toBe(checkoutTexts.russianPostCost);
    fireEvent.click(screen.getByRole('button', { name: orderDeliveryTexts.choose }));
    expect(await screen.findByText(checkoutTexts.addressRequired)).toBeTruthy();
    expect(screen.getByText(checkoutTexts.postIndexRequired)).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('radio', { name: new RegExp(checkoutTexts.deliveryTypes.Pickup) }));
    expect(screen.getByTestId('delivery-terms').textContent).toBe(checkoutTexts.pickupTerms);
    fireEvent.click(screen.getByRole('button', { name: orderDeliveryTexts.choose }));
    await screen.findByTestId('order-delivery-chosen');
    const sent = sentChoices(fetchMock);
    expect(sent).toEqual([pickupChoice]);
  });

  it.each([
    ['a delivery already chosen', { status: 'В работе', deliveryType: 'CDEK', payed: false }],
    ['a paid order', { status: 'В работе', deliveryType: null, payed: true }],
    ['a shipped order', { status: 'Отправлен', deliveryType: null, payed: false }],
  ])('offers no delivery choice for %s', async (_, summary) => {
    mockFetch(orderLinkRoutes(summary));
    renderWidget(<PaymentCard apiBase={signedInApiBase('order-link')} orderId={orderId} />);
    await screen.findByTestId('order-link-status');
    expect(screen.queryByTestId('order-delivery')).toBeNull();
  });
});
