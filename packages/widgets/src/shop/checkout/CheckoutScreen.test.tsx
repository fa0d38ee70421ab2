import { formatRubles } from '@stickers62/core/format';
import { checkoutTexts, orderScreenTexts, orderTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { orderId } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { cart, freshApiBase, screenPaths } from '../order-details/test-routes';
import { CheckoutScreen } from './CheckoutScreen';

const profile = {
  receiptEmail: null,
  receiptFio: 'Иванов Иван',
  address: null,
  postIndex: null,
  cdekPvzCode: 'MSK1',
  phoneNumber: '79101234567',
  vkLink: null,
};

function routes(overrides: (url: URL) => MockAnswer | undefined = () => undefined) {
  return (url: URL): MockAnswer | undefined => {
    const answer = overrides(url);
    if (answer) return answer;
    if (url.pathname === `/api/web/orders/${orderId}`) return { body: cart };
    if (url.pathname === '/api/web/client/information') return { body: profile };
    if (url.pathname === '/api/cdek/get-tariffs') {
      return { body: { tariff: [{ cost: 350, periodMin: 2, periodMax: 4 }], address: 'Москва, ул. Ленина, 1' } };
    }
    if (url.pathname === '/api/web/orders/create-order-from-cart') return { body: { orderId, orderNumber: 1042 } };
    if (url.pathname === `/api/web/orders/${orderId}/submit-to-manager`) {
      return { body: { orderId, orderNumber: 1042, status: 'Ожидает проверки макетов менеджером' } };
    }
    return undefined;
  };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CheckoutScreen', () => {
  it('prefills saved data, shows the CDEK tariffs and creates the order', async () => {
    const { calls } = mockFetch(routes());
    const { container } = render(
      <CheckoutScreen orderId={orderId} paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />,
    );
    expect(await screen.findByRole('heading', { name: checkoutTexts.title })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: checkoutTexts.receiver }) as HTMLInputElement).value).toBe(
      'Иванов Иван',
    );
    expect((screen.getByRole('radio', { name: /^СДЭК/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: checkoutTexts.saveData }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Москва, ул. Ленина, 1')).toBeTruthy();
    // The only tariff found is chosen, with its cost and period, and priced into the totals.
    const tariff = screen.getByRole('radio', { name: /Тариф СДЭК/ }) as HTMLInputElement;
    expect(tariff.checked).toBe(true);
    expect(tariff.closest('label')?.textContent).toContain(formatRubles(350));
    expect(tariff.closest('label')?.textContent).toContain(checkoutTexts.tariffPeriod(2, 4));
    const goods = [...cart.orderItems, ...cart.acrylOrderItems].reduce((sum, item) => sum + item.cost, 0);
    expect(screen.getByTestId('checkout-delivery-cost').textContent).toBe(formatRubles(350));
    expect(screen.getByTestId('checkout-grand-total').textContent).toBe(formatRubles(goods + 350));
    const summary = screen.getByRole('list', { name: checkoutTexts.summaryItems });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(cart.orderItems.length + cart.acrylOrderItems.length);
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: checkoutTexts.submit }));
    expect(await screen.findByText(checkoutTexts.created(1042))).toBeTruthy();
    expect(calls).toContain(`/api/web/orders/${orderId}/submit-to-manager`);
  });

  it("pictures a repeated item with its source's layout and an item without any as «Файл не загружен»", async () => {
    const [first] = cart.orderItems;
    if (!first) throw new Error('the cart fixture has a sticker item');
    const repeat = { ...first, id: 901, name: 'Повтор', fileName: null, otherItem: first.id };
    const bare = { ...first, id: 902, name: 'Без макета', fileName: null, otherItem: null };
    mockFetch(
      routes((url) =>
        url.pathname === `/api/web/orders/${orderId}`
          ? { body: { ...cart, orderItems: [repeat, bare], acrylOrderItems: [] } }
          : undefined,
      ),
    );
    render(<CheckoutScreen orderId={orderId} paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    const summary = await screen.findByRole('list', { name: checkoutTexts.summaryItems });
    const [repeatRow, bareRow] = within(summary).getAllByRole('listitem');
    // The layout on the item's sheet with its cut line (the pictures' chunk, loaded on demand).
    const layout = await waitFor(() => {
      const image = repeatRow?.querySelector('[data-testid="layout-on-product"]');
      if (!image) throw new Error('the layout is not on the sheet yet');
      return image;
    });
    expect(layout.getAttribute('href')).toContain('/preview?maxWidth=');
    expect(repeatRow?.querySelector('[data-testid="cut-line"]')).not.toBeNull();
    expect(within(repeatRow as HTMLElement).queryByText(orderScreenTexts.noFile)).toBeNull();
    expect(within(bareRow as HTMLElement).getByText(orderScreenTexts.noFile)).toBeTruthy();
  });

  it('asks for the fields of Russian Post and shows their messages', async () => {
    mockFetch(
      routes((url) => (url.pathname === '/api/web/client/information' ? { status: 500, body: {} } : undefined)),
    );
    render(<CheckoutScreen orderId={orderId} paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(checkoutTexts.savedDataFailed);
    fireEvent.click(screen.getByRole('radio', { name: /Почта России/ }));
    fireEvent.click(screen.getByRole('button', { name: checkoutTexts.submit }));
    for (const text of [
      checkoutTexts.receiverRequired,
      checkoutTexts.phoneRequired,
      checkoutTexts.addressRequired,
      checkoutTexts.postIndexRequired,
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('textbox', { name: /Адрес доставки/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the CDEK error with the server's message and the hint", async () => {
    mockFetch(
      routes((url) =>
        url.pathname === '/api/cdek/get-tariffs'
          ? { status: 400, body: { message: 'ПВЗ с кодом MSK1 не найден' } }
          : undefined,
      ),
    );
    render(<CheckoutScreen orderId={orderId} paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    const alert = await screen.findByText(checkoutTexts.cdekError);
    const panel = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(panel).getByText('ПВЗ с кодом MSK1 не найден')).toBeTruthy();
    expect(within(panel).getByText(checkoutTexts.cdekErrorHint)).toBeTruthy();
  });

  it("shows the server's message when creating fails", async () => {
    mockFetch(
      routes((url) =>
        url.pathname === '/api/web/orders/create-order-from-cart'
          ? { status: 400, body: { message: 'В заказе нет позиций' } }
          : undefined,
      ),
    );
    render(<CheckoutScreen orderId={orderId} paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    await screen.findByText('Москва, ул. Ленина, 1');
    fireEvent.click(screen.getByRole('button', { name: checkoutTexts.submit }));
    await waitFor(() => expect(screen.getByText('В заказе нет позиций')).toBeTruthy());
  });

  it('sends an order that is past editing to /completed/{id}', async () => {
    mockFetch(
      routes((url) =>
        url.pathname === `/api/web/orders/${orderId}` ? { body: { ...cart, status: 'В работе' } } : undefined,
      ),
    );
    const navigate = vi.fn();
    render(<CheckoutScreen orderId={orderId} paths={screenPaths} navigate={navigate} apiBase={freshApiBase()} />);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/completed/${orderId}`));
  });

  it('shows the load error of another customer’s order', async () => {
    mockFetch(routes((url) => (url.pathname === `/api/web/orders/${orderId}` ? { status: 403, body: {} } : undefined)));
    render(<CheckoutScreen orderId={orderId} paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(orderTexts.loadNoAccess);
  });
});
