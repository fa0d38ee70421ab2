import { orderStatuses } from '@stickers62/core/contract';
import { managerListTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { AdminScreenHarness } from './screen-harness';
import { orderIdOf, orderViewRow, totalsFixture } from './test-fixtures';

/**
 * The manager's day on the list (issue 28, item 5): the quick controls keep their state in the
 * address (a reload shows the same list), and a bulk action shows a result per order.
 */

const listPath = '/api/stickers/orders/get-order-views';
const rows = [orderViewRow(1), orderViewRow(2), orderViewRow(3)];

function serve(extra: (url: URL) => MockAnswer | undefined = () => undefined) {
  return mockFetch((url) => {
    if (url.pathname === listPath) return { body: rows };
    if (url.pathname === `${listPath}/totals`) return { body: totalsFixture };
    if (url.pathname.endsWith('/production-totals')) return { status: 404, body: { message: 'нет' } };
    return extra(url);
  });
}

const listQueries = (calls: string[]) =>
  calls
    .filter((call) => call.startsWith(`${listPath}?`) || call === listPath)
    .map((call) => new URL(call, 'http://x').searchParams);

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the list's controls", () => {
  it('search, several statuses and «Отправить сегодня» go into the address and the request, and a reload reads them back', async () => {
    const { calls } = serve();
    const searches: string[] = [];
    const { container } = render(<AdminScreenHarness onSearch={(search) => searches.push(search)} />);
    await screen.findByRole('button', { name: '1001' });
    await expectNoAxeViolations(container);

    await userEvent.type(screen.getByRole('searchbox', { name: managerListTexts.searchLabel }), '79121234567{Enter}');
    expect(new URLSearchParams(searches.at(-1)).get('q')).toBe('79121234567');

    const statuses = screen.getByRole('button', { name: managerListTexts.statuses });
    await userEvent.click(statuses);
    expect(statuses.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('checkbox', { name: orderStatuses.inWork }));
    await userEvent.click(screen.getByRole('checkbox', { name: orderStatuses.readyToShip }));
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement?.textContent).toBe(managerListTexts.statusesChosen(2));

    const today = screen.getByRole('button', { name: managerListTexts.sendToday });
    await userEvent.click(today);
    expect(today.getAttribute('aria-pressed')).toBe('true');

    const address = new URLSearchParams(searches.at(-1));
    expect(Object.fromEntries(address)).toEqual({
      q: '79121234567',
      statuses: `${orderStatuses.inWork},${orderStatuses.readyToShip}`,
      plannedSend: 'today',
    });
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('plannedSend')).toBe('today'));
    const sent = listQueries(calls).at(-1);
    expect(sent?.get('q')).toBe('79121234567');
    expect(sent?.get('statuses')).toBe(`${orderStatuses.inWork},${orderStatuses.readyToShip}`);

    // A reload: a new screen from the same address shows the same controls and asks the same list.
    cleanup();
    const before = listQueries(calls).length;
    render(<AdminScreenHarness initial={searches.at(-1)} />);
    await screen.findByRole('button', { name: '1001' });
    expect((screen.getByRole('searchbox', { name: managerListTexts.searchLabel }) as HTMLInputElement).value).toBe(
      '79121234567',
    );
    expect(screen.getByRole('button', { name: managerListTexts.statusesChosen(2) })).toBeTruthy();
    expect(screen.getByRole('button', { name: managerListTexts.sendToday }).getAttribute('aria-pressed')).toBe('true');
    expect(listQueries(calls).slice(before)[0]?.toString()).toBe(sent?.toString());

    // Pressed again, «Отправить сегодня» lets go.
    await userEvent.click(screen.getByRole('button', { name: managerListTexts.sendToday }));
    expect(screen.getByRole('button', { name: managerListTexts.sendToday }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('bulk actions', () => {
  it('selects rows, registers their CDEK shipments in one action and shows each order’s result', async () => {
    const requests: unknown[] = [];
    const { fetchMock } = serve((url) =>
      url.pathname === '/api/web/admin/orders/bulk/shipments'
        ? {
            body: {
              results: [
                {
                  orderId: orderIdOf(1),
                  orderNumber: 1001,
                  ok: true,
                  reason: null,
                  status: 'Готов к отправке',
                  trackNumber: '1106207236',
                },
                {
                  orderId: orderIdOf(2),
                  orderNumber: 1002,
                  ok: false,
                  reason: 'Заказ не оплачен',
                  status: 'Создан',
                  trackNumber: null,
                },
                {
                  orderId: orderIdOf(3),
                  orderNumber: 1003,
                  ok: true,
                  reason: null,
                  status: 'Готов к отправке',
                  trackNumber: '1106207237',
                },
              ],
            },
          }
        : undefined,
    );
    const { container } = render(<AdminScreenHarness />);
    await screen.findByRole('button', { name: '1001' });
    expect(screen.queryByRole('region', { name: managerListTexts.actions })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: managerListTexts.selectOrder(1001) }));
    const bar = screen.getByRole('region', { name: managerListTexts.actions });
    expect(within(bar).getByText(managerListTexts.selected(1))).toBeTruthy();
    // Ticking a row does not open the order.
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: managerListTexts.selectAll }));
    expect(within(bar).getByText(managerListTexts.selected(3))).toBeTruthy();
    await expectNoAxeViolations(container);

    const listsBefore = fetchMock.mock.calls.filter(([input]) => String(input).includes(listPath)).length;
    await userEvent.click(within(bar).getByRole('button', { name: managerListTexts.registerShipments }));
    const heading = await within(bar).findByRole('heading', { name: managerListTexts.resultsTitle });
    for (const [input, init] of fetchMock.mock.calls) {
      if (String(input).includes('/bulk/shipments')) requests.push(JSON.parse(String((init as RequestInit).body)));
    }
    expect(requests).toEqual([{ orderIds: [orderIdOf(1), orderIdOf(2), orderIdOf(3)] }]);
    expect(document.activeElement).toBe(heading);
    expect(within(bar).getByRole('status').textContent).toBe(managerListTexts.summary(2, 1));
    const lines = within(bar)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      `${managerListTexts.orderLabel(1001)}${managerListTexts.resultOk} · 1106207236`,
      `${managerListTexts.orderLabel(1002)}Заказ не оплачен`,
      `${managerListTexts.orderLabel(1003)}${managerListTexts.resultOk} · 1106207237`,
    ]);
    // The list reads the orders again, as they now are.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([input]) => String(input).includes(listPath)).length).toBeGreaterThan(
        listsBefore,
      ),
    );
    await expectNoAxeViolations(container);
  });
});
