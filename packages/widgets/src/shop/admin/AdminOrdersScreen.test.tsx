import { createApiClient } from '@stickers62/core/api';
import { orderViewPageSize } from '@stickers62/core/contract';
import { memoryStorage } from '@stickers62/core/stores';
import { adminFormTexts, adminTexts } from '@stickers62/core/texts';
import { deferred, type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { cleanup, getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { createAdminStores } from './admin-stores';
import { AdminScreenHarness, adminTestPaths } from './screen-harness';
import { adminOrderFixture, orderIdOf, orderViewRow, totalsFixture } from './test-fixtures';

const listPath = '/api/stickers/orders/get-order-views';
const totalsPath = '/api/stickers/orders/get-order-views/totals';
const orderPath = `/api/web/admin/orders/${orderIdOf(1)}`;
const updatePath = '/api/web/admin/orders/update-order-information';

/** Matches ru-RU numbers as written: the default matcher would turn their no-break spaces into spaces. */
const keepSpaces = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const twoRows = [
  orderViewRow(1, { isUrgent: true, isColorProof: true, colorProofStatus: 'Red', isPayed: true }),
  orderViewRow(2, { isFixedDate: true, orderCost: 11500.5 }),
];

function serve(extra: (url: URL) => MockAnswer | undefined = () => undefined, rows = twoRows) {
  return mockFetch((url) => {
    if (url.pathname === listPath) return { body: rows };
    if (url.pathname === totalsPath) return { body: totalsFixture };
    // The edit dialog's proof panel: no proofs sent yet.
    if (url.pathname.endsWith('/proofs')) return { body: { state: 'none', rounds: [] } };
    // Its «Счета»: none issued.
    if (url.pathname.endsWith('/invoices')) return { body: { offered: false, invoices: [], closingDocuments: [] } };
    return extra(url);
  });
}

// happy-dom lays nothing out: give the table's scroller the size a laptop screen would.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminOrdersScreen', () => {
  it('shows the buttons, the totals line in rubles and the rows with their marks', async () => {
    serve();
    const { container } = render(<AdminScreenHarness />);
    await screen.findByRole('button', { name: '1001' });
    for (const name of [adminTexts.filters, adminTexts.refresh, adminTexts.clearFilters]) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    const totals = screen.getByTestId('order-totals');
    expect(totals.textContent).toContain(adminTexts.totals(2));
    expect(totals.textContent?.replace(/\s/g, ' ')).toContain('12 500,50 ₽');
    expect(screen.queryByText(adminTexts.rowsLimited(2, 2))).toBeNull();
    const first = container.querySelector(`tr[data-order-id="${orderIdOf(1)}"]`) as HTMLElement;
    expect(within(first).getByText(adminTexts.urgentMark)).toBeTruthy();
    expect(within(first).getByText(adminTexts.colorProofMark).getAttribute('style')).toContain('background-color');
    expect(container.querySelectorAll('tbody tr[data-order-id]')[0]?.getAttribute('style')).toContain('height: 40px');
    await expectNoAxeViolations(container);
  });

  it('applies the panel filters through the address and asks the server with them', async () => {
    const { calls } = serve();
    const onSearch = vi.fn();
    render(<AdminScreenHarness onSearch={onSearch} />);
    await screen.findByRole('button', { name: '1001' });
    await userEvent.click(screen.getByRole('button', { name: adminTexts.filters }));
    const panel = screen.getByRole('dialog', { name: adminTexts.filters });
    await expectNoAxeViolations(panel);
    await userEvent.type(within(panel).getByLabelText(adminFormTexts.clientName), 'Анна');
    await userEvent.selectOptions(within(panel).getByLabelText(adminFormTexts.isUrgent), 'true');
    await userEvent.selectOptions(within(panel).getByLabelText(adminFormTexts.itemsType), 'onlyAcryl');
    await userEvent.selectOptions(within(panel).getByLabelText(adminFormTexts.status), 'Отправлен');
    await userEvent.click(within(panel).getByRole('button', { name: adminTexts.apply }));
    const expected = new URLSearchParams({
      clientName: 'Анна',
      isUrgent: 'true',
      itemsType: 'onlyAcryl',
      status: 'Отправлен',
    });
    expect(new URLSearchParams(onSearch.mock.calls.at(-1)?.[0]).toString()).toBe(expected.toString());
    await waitFor(() => expect(calls).toContain(`${listPath}?${expected}`));
    expect(calls).toContain(`${totalsPath}?${expected}`);
    expect(screen.getByRole('button', { name: adminFormTexts.activeFilters(4) })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: adminTexts.clearFilters }));
    expect(onSearch).toHaveBeenLastCalledWith('');
  });

  it('opens the edit dialog from a row, shows the empty items text and saves the edits', async () => {
    let saved: unknown = null;
    serve((url) => {
      if (url.pathname === orderPath) return { body: adminOrderFixture() };
      if (url.pathname === updatePath) return { body: adminOrderFixture() };
      return undefined;
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    const onSearch = vi.fn();
    render(<AdminScreenHarness onSearch={onSearch} />);
    await userEvent.click(await screen.findByRole('button', { name: '1001' }));
    expect(onSearch).toHaveBeenLastCalledWith(`?order=${orderIdOf(1)}`);
    const dialog = await screen.findByRole('dialog', { name: adminFormTexts.orderTitle(1001) });
    expect(within(dialog).getByText(adminTexts.noItems)).toBeTruthy();
    await expectNoAxeViolations(dialog);

    await userEvent.type(within(dialog).getByLabelText(adminFormTexts.comment), 'Позвонить клиенту');
    await userEvent.selectOptions(within(dialog).getByLabelText(adminFormTexts.deliveryType), 'Boxberry');
    await userEvent.click(within(dialog).getByLabelText(adminFormTexts.payed));
    await userEvent.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    await within(dialog).findByText(adminTexts.saved);
    const update = fetchMock.mock.calls.find(([input]) => String(input).includes(updatePath));
    saved = JSON.parse(String(update?.[1]?.body));
    expect(saved).toMatchObject({ comment: 'Позвонить клиенту', deliveryType: 'Boxberry', isPayed: true });
    // The list and its totals follow the saved order.
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === totalsPath),
      ).toHaveLength(2),
    );
  });

  it('on /admin/list sends a row to its order under /admin, keeping the filters, and opens no dialog', async () => {
    const { calls } = serve();
    const onNavigate = vi.fn();
    render(
      <AdminScreenHarness
        path={adminTestPaths.adminList}
        initial="?status=%D0%9E%D1%82%D0%BF%D1%80%D0%B0%D0%B2%D0%BB%D0%B5%D0%BD"
        onNavigate={onNavigate}
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '1001' }));
    const address = new URL(onNavigate.mock.calls.at(-1)?.[0], 'http://x');
    expect(address.pathname).toBe(adminTestPaths.admin);
    expect(Object.fromEntries(address.searchParams)).toEqual({ status: 'Отправлен', order: orderIdOf(1) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).not.toContain(orderPath);
  });

  it('shows a VK page as a link and anything else stored there as plain text', async () => {
    let vkUrl = 'javascript:alert(document.cookie)';
    serve((url) => (url.pathname === orderPath ? { body: adminOrderFixture({ vkUrl }) } : undefined));
    const { unmount } = render(<AdminScreenHarness initial={`?order=${orderIdOf(1)}`} />);
    let dialog = await screen.findByRole('dialog', { name: adminFormTexts.orderTitle(1001) });
    expect(within(dialog).getByText(vkUrl).closest('a')).toBeNull();
    unmount();

    vkUrl = 'https://vk.com/olga';
    render(<AdminScreenHarness initial={`?order=${orderIdOf(1)}`} />);
    dialog = await screen.findByRole('dialog', { name: adminFormTexts.orderTitle(1001) });
    expect(within(dialog).getByRole('link', { name: vkUrl }).getAttribute('href')).toBe(vkUrl);
  });

  it('sets the urgent mark, the fixed date and the colour-proof status, and sends only what changed', async () => {
    serve((url) => {
      if (url.pathname === orderPath) return { body: adminOrderFixture({ isFixedDate: true }) };
      if (url.pathname === updatePath) return { body: adminOrderFixture() };
      return undefined;
    });
    const fetchMock = vi.mocked(globalThis.fetch);
    render(<AdminScreenHarness initial={`?order=${orderIdOf(1)}`} />);
    const dialog = await screen.findByRole('dialog', { name: adminFormTexts.orderTitle(1001) });
    const urgent = within(dialog).getByRole('checkbox', { name: adminFormTexts.urgentOrder }) as HTMLInputElement;
    const fixedDate = within(dialog).getByRole('checkbox', { name: adminFormTexts.isFixedDate }) as HTMLInputElement;
    const proof = within(dialog).getByRole('combobox', { name: adminFormTexts.colorProofStatus }) as HTMLSelectElement;
    expect([urgent.checked, fixedDate.checked, proof.value]).toEqual([false, true, '']);
    expect([...proof.options].map((option) => option.text)).toEqual([
      adminFormTexts.noColorProofStatus,
      'Желтый',
      'Синий',
      'Красный',
      'Зеленый',
    ]);
    const swatch = dialog.querySelector('[data-color-proof-swatch]') as HTMLElement;
    expect(swatch.dataset.colorProofSwatch).toBe('none');

    // Keyboard: Space toggles the focused checkbox.
    urgent.focus();
    await userEvent.keyboard(' ');
    expect(urgent.checked).toBe(true);
    await userEvent.selectOptions(proof, adminTexts.colorProofStatuses.Red);
    expect(swatch.dataset.colorProofSwatch).toBe('Red');
    expect(swatch.style.backgroundColor).toBe('#dc2626');
    await expectNoAxeViolations(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    await within(dialog).findByText(adminTexts.saved);
    const update = fetchMock.mock.calls.find(([input]) => String(input).includes(updatePath));
    const body = JSON.parse(String(update?.[1]?.body));
    expect(body).toMatchObject({ isUrgent: true, colorProofStatus: 'Red' });
    expect(body).not.toHaveProperty('isFixedDate');
  });

  it("shows 'Ошибка загрузки заказа' and 'Ошибка сохранения изменений'", async () => {
    serve((url) => {
      if (url.pathname === orderPath) return { body: adminOrderFixture() };
      if (url.pathname === updatePath) return { status: 500, body: { message: 'boom' } };
      if (url.pathname.startsWith('/api/web/admin/orders/'))
        return { status: 404, body: { message: 'Заказ не найден' } };
      return undefined;
    });
    render(<AdminScreenHarness initial={`?order=${orderIdOf(9)}`} />);
    expect(await screen.findByText(adminTexts.loadFailed)).toBeTruthy();
    cleanup();

    render(<AdminScreenHarness initial={`?order=${orderIdOf(1)}`} />);
    const dialog = await screen.findByRole('dialog', { name: adminFormTexts.orderTitle(1001) });
    await userEvent.click(within(dialog).getByLabelText(adminFormTexts.payed));
    await userEvent.click(within(dialog).getByRole('button', { name: adminTexts.save }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(adminTexts.saveFailed);
  });

  it('says when the table holds only the newest rows of a larger filtered set', async () => {
    mockFetch((url) => {
      if (url.pathname === listPath) return { body: twoRows };
      if (url.pathname === totalsPath) return { body: { ...totalsFixture, count: 2500 } };
      return undefined;
    });
    render(<AdminScreenHarness />);
    expect(await screen.findByText(adminTexts.rowsLimited(2, 2500), keepSpaces)).toBeTruthy();
    expect(adminTexts.rowsLimited(2000, 2500)).toContain('2\u00a0000 из 2\u00a0500');
    // A short page is the whole answer: nothing more to ask for.
    expect(screen.queryByRole('button', { name: /^Показать еще/ })).toBeNull();
  });

  it('brings the next page with the button under the table, and starts over on refresh', async () => {
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => orderViewRow(from + index));
    // A full first page and 500 more orders than it holds.
    const pageSize = orderViewPageSize;
    const secondPage = deferred<MockAnswer>();
    const { calls } = mockFetch((url) => {
      if (url.pathname === totalsPath) return { body: { ...totalsFixture, count: pageSize + 500 } };
      if (url.pathname !== listPath) return undefined;
      const offset = url.searchParams.get('offset');
      if (offset === null) return { body: page(1, pageSize) };
      return offset === String(pageSize) ? secondPage.promise : undefined;
    });
    const listCalls = () => calls.filter((call) => call.split('?')[0] === listPath);
    const { container } = render(<AdminScreenHarness />);
    const more = await screen.findByRole('button', { name: adminTexts.showMore(500) });
    expect(screen.getByText(adminTexts.rowsLimited(pageSize, pageSize + 500), keepSpaces)).toBeTruthy();
    expect(adminTexts.showMore(2000)).toBe('Показать еще 2\u00a0000');
    await expectNoAxeViolations(container);

    await userEvent.click(more);
    const busy = screen.getByRole('button', { name: adminTexts.loadingMore });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    secondPage.resolve({ body: page(pageSize + 1, 500) });
    await waitFor(() => expect(screen.queryByRole('button', { name: adminTexts.loadingMore })).toBeNull());
    expect(screen.queryByText(/^Загружено/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Показать еще/ })).toBeNull();
    expect(listCalls()).toEqual([listPath, `${listPath}?offset=${pageSize}`]);

    // 'Обновить' starts over at the first page.
    await userEvent.click(screen.getByRole('button', { name: adminTexts.refresh }));
    expect(await screen.findByRole('button', { name: adminTexts.showMore(500) })).toBeTruthy();
    expect(listCalls().at(-1)).toBe(listPath);
  });

  it('keeps only the rows in view in the DOM with 10,000 orders, and sorts by a header', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => orderViewRow(index + 1, { orderCost: index % 97 }));
    serve(undefined, many);
    const { container } = render(<AdminScreenHarness />);
    await screen.findByRole('button', { name: '1001' });
    const domRows = container.querySelectorAll('tbody tr[data-order-id]').length;
    expect(domRows).toBeGreaterThan(10);
    expect(domRows).toBeLessThan(60);
    const header = screen.getByRole('columnheader', { name: /Сумма/ });
    await userEvent.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    const firstRow = container.querySelector('tbody tr[data-order-id]') as HTMLElement;
    expect(firstRow.textContent).toContain('0,00');
  });

  it('lets the manager hide a column and remembers it', async () => {
    serve();
    const storage = memoryStorage();
    const stores = createAdminStores(createApiClient({ createXhr: null }), storage);
    render(<AdminScreenHarness stores={stores} />);
    await screen.findByRole('button', { name: '1001' });
    expect(screen.getByRole('columnheader', { name: /Комментарий/ })).toBeTruthy();
    await userEvent.click(screen.getByText(adminTexts.columns, { selector: 'summary' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Комментарий' }));
    expect(screen.queryByRole('columnheader', { name: /Комментарий/ })).toBeNull();
    expect(storage.getItem('stickers62.admin.columns')).not.toContain('comment');
  });
});
