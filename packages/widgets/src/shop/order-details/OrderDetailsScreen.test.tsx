import { formatRubles } from '@stickers62/core/format';
import { instructionCookieName } from '@stickers62/core/stores';
import {
  completedTexts,
  fileTexts,
  instructionTexts,
  itemTexts,
  largerThanA3Texts,
  navTexts,
  orderScreenTexts,
  orderTexts,
  paymentTexts,
  preflightViewTexts,
  priceOnRequestTexts,
  quantityTexts,
  sheetFitTexts,
  sheetFitViewTexts,
} from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { lowResolutionPreflight, orderId } from '@stickers62/testkit/fixtures';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { OrderDetailsScreen } from './OrderDetailsScreen';
import { cart, freshApiBase, lookupRoutes, screenPaths, stickerItem } from './test-routes';

function routes(order = cart, extra: (url: URL, method: string) => MockAnswer | undefined = () => undefined) {
  return (url: URL) => {
    const answer = extra(url, '');
    if (answer) return answer;
    if (url.pathname === '/api/web/orders/0' || url.pathname === `/api/web/orders/${orderId}`) return { body: order };
    return lookupRoutes(url);
  };
}

function markInstructionSeenInCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the page's cookie as the browser would have kept it
  document.cookie = `${instructionCookieName}=1; path=/`;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the instruction cookie
  document.cookie = `${instructionCookieName}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderDetailsScreen: the cart in the editing state', () => {
  it('shows the instruction until it is ticked off, then the cards, tabs and sidebar', async () => {
    const { calls } = mockFetch(routes());
    const { container } = render(
      <OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />,
    );
    const instruction = await screen.findByRole('dialog', { name: instructionTexts.title });
    expect(within(instruction).getByText(instructionTexts.cmyk)).toBeTruthy();
    await expectNoAxeViolations(container);
    fireEvent.click(within(instruction).getByRole('checkbox', { name: instructionTexts.dontShowAgain }));
    fireEvent.click(within(instruction).getByRole('button', { name: instructionTexts.understood }));
    expect(document.cookie).toContain(`${instructionCookieName}=1`);
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.getByRole('heading', { name: orderTexts.cartTitle })).toBeTruthy();
    expect(screen.getByRole('tab', { name: orderTexts.stickersTab(1) }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: orderTexts.acrylTab(1) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Котики' })).toBeTruthy();
    expect(screen.getByTestId('file-status').textContent).toBe('Ожидает загрузки файла');
    // No status in the sidebar while the order is being edited; the sum is preliminary.
    expect(screen.queryByText(orderTexts.status)).toBeNull();
    expect(screen.getByText(orderTexts.preliminary)).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-sum').textContent).not.toBe(''));
    expect(calls).toContain('/api/web/orders/0');
    await expectNoAxeViolations(container);

    fireEvent.keyDown(screen.getByRole('tab', { name: orderTexts.stickersTab(1) }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: orderTexts.acrylTab(1) }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: orderTexts.acrylTab(1) })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Брелок' })).toBeTruthy();
    expect(screen.getByRole('region', { name: fileTexts.generalAcrylTitle })).toBeTruthy();
    const thumbnail = screen
      .getByRole('button', { name: orderScreenTexts.openPreview('Брелок') })
      .querySelector('img') as HTMLImageElement;
    expect(thumbnail.getAttribute('loading')).toBe('lazy');
    expect(thumbnail.src).toContain(`/api/web/files/${orderId}/acryl/`);
    expect(thumbnail.src).toContain('maxWidth=120');
    fireEvent.click(screen.getByRole('button', { name: orderScreenTexts.openPreview('Брелок') }));
    const lightbox = screen.getByRole('dialog', { name: orderScreenTexts.previewAlt('Брелок') });
    expect((within(lightbox).getByRole('img') as HTMLImageElement).src).toContain('maxWidth=1000');
  });

  it('adds a sticker item through the form with its validation', async () => {
    markInstructionSeenInCookie();
    const saved: unknown[] = [];
    mockFetch((url) => {
      if (url.pathname === `/api/web/stickers/${orderId}/save`)
        return { body: { ...stickerItem, id: 12, name: 'Новые' } };
      return routes()(url);
    });
    const fetchMock = vi.mocked(fetch);
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    await screen.findByRole('heading', { name: 'Котики' });
    fireEvent.click(screen.getByRole('button', { name: orderScreenTexts.menu }));
    fireEvent.click(screen.getByRole('button', { name: orderTexts.addItem }));
    const form = screen.getByRole('dialog', { name: itemTexts.newStickerTitle });
    const name = within(form).getByRole('textbox', { name: itemTexts.name });
    fireEvent.change(name, { target: { value: 'bad:name' } });
    expect(within(form).getByText(itemTexts.nameInvalidCharacters)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: itemTexts.save }));
    expect((await within(form).findByRole('alert')).textContent).toBe(itemTexts.nameBlocksSave);

    fireEvent.change(name, { target: { value: 'Новые' } });
    fireEvent.click(within(form).getByRole('button', { name: itemTexts.save }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(itemTexts.stickersRequired));
    expect(within(form).getByRole('combobox', { name: itemTexts.cuttingType }).getAttribute('aria-invalid')).toBe(
      'true',
    );

    fireEvent.change(within(form).getByRole('combobox', { name: itemTexts.cuttingType }), {
      target: { value: 'Contour' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: itemTexts.filmType }), { target: { value: 'Белая' } });
    fireEvent.change(within(form).getByRole('combobox', { name: itemTexts.laminationType }), {
      target: { value: 'None' },
    });
    fireEvent.change(within(form).getByRole('combobox', { name: itemTexts.paperSize }), { target: { value: 'A5' } });
    expect((within(form).getByRole('spinbutton', { name: itemTexts.width }) as HTMLInputElement).disabled).toBe(true);
    const count = within(form).getByRole('spinbutton', { name: quantityTexts.stickerCountLabel });
    fireEvent.change(count, { target: { value: '30' } });
    // The live price as typed: the item's cost, the tier, how many more sheets reach the next one, the new total.
    const live = within(form).getByTestId('live-quote');
    await waitFor(() => expect(within(live).getByTestId('live-cost').textContent).toMatch(/₽/));
    expect(within(live).getByTestId('next-tier').textContent).toMatch(/^Ещё \d+ лист/);
    expect(within(live).getByTestId('live-order-total').textContent).toMatch(/₽/);
    // Larger than A3: the reason and «цена по запросу», never a bare zero.
    fireEvent.change(within(form).getByRole('combobox', { name: itemTexts.paperSize }), { target: { value: 'Other' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: itemTexts.width }), { target: { value: '400' } });
    fireEvent.change(within(form).getByRole('spinbutton', { name: itemTexts.height }), { target: { value: '500' } });
    expect(within(live).getByTestId('no-price-reason').textContent).toBe(largerThanA3Texts.title);
    expect(within(live).getByText(priceOnRequestTexts.onRequest)).toBeTruthy();
    expect(within(live).queryByTestId('live-cost')).toBeNull();
    fireEvent.change(within(form).getByRole('combobox', { name: itemTexts.paperSize }), { target: { value: 'A5' } });
    fireEvent.click(within(form).getByRole('button', { name: itemTexts.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const call = fetchMock.mock.calls.find(([input]) => String(input).includes('/save'));
    saved.push(JSON.parse(String(call?.[1]?.body)));
    expect(saved[0]).toMatchObject({
      name: 'Новые',
      cuttingType: 'Contour',
      filmType: 'Белая',
      laminationType: 'None',
      count: 30,
      width: 148,
      height: 210,
      paperSize: 'A5',
      isColorProof: true,
    });
  });

  it('opens a stored item in the form with its values and derived paper size', async () => {
    markInstructionSeenInCookie();
    mockFetch(routes());
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    fireEvent.click(await screen.findByRole('button', { name: itemTexts.edit }));
    const form = screen.getByRole('dialog', { name: itemTexts.editTitle });
    expect((within(form).getByRole('textbox', { name: itemTexts.name }) as HTMLInputElement).value).toBe('Котики');
    expect((within(form).getByRole('combobox', { name: itemTexts.paperSize }) as HTMLSelectElement).value).toBe('A4');
    expect((within(form).getByRole('combobox', { name: itemTexts.laminationType }) as HTMLSelectElement).value).toBe(
      'Glossy',
    );
  });

  it("asks before deleting an item and says 'Не удалось удалить позицию!' when it fails", async () => {
    markInstructionSeenInCookie();
    const { calls } = mockFetch((url) =>
      url.pathname.endsWith('/delete') ? { status: 500, body: { message: 'x' } } : routes()(url),
    );
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    fireEvent.click(await screen.findByRole('button', { name: itemTexts.delete }));
    const confirm = screen.getByRole('dialog', { name: itemTexts.deleteConfirm });
    expect(within(confirm).getByText('Котики')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: navTexts.yes }));
    expect((await screen.findByRole('alert')).textContent).toContain(itemTexts.deleteFailed);
    expect(calls).toContain(`/api/web/stickers/${orderId}/delete?itemId=11`);
  });

  it('warns about missing layouts before sending and then goes to checkout', async () => {
    markInstructionSeenInCookie();
    mockFetch(routes());
    const navigate = vi.fn();
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={navigate} apiBase={freshApiBase()} />);
    fireEvent.click(await screen.findByRole('button', { name: orderTexts.send }));
    const dialog = screen.getByRole('dialog', { name: orderTexts.sendConfirmTitle });
    expect(within(dialog).getByRole('alert').textContent).toBe(orderTexts.notAllUploaded);
    expect(within(dialog).getByText(orderTexts.sendConfirmText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: navTexts.yes }));
    expect(navigate).toHaveBeenCalledWith(`/confirm-order/${orderId}`);
  });

  it('disables sending an empty cart', async () => {
    markInstructionSeenInCookie();
    mockFetch(routes({ ...cart, orderItems: [], acrylOrderItems: [] }));
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    expect(((await screen.findByRole('button', { name: orderTexts.send })) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(orderTexts.emptyItems)).toBeTruthy();
  });

  it('uploads a layout from the dialog with the file guidance and says so', async () => {
    markInstructionSeenInCookie();
    mockFetch((url) => {
      if (url.pathname.endsWith('/upload')) return { body: { fileName: 'cats.png', status: 'Макет загружен' } };
      if (url.pathname.endsWith('/filename')) return { body: { fileName: 'old-cats.psd', status: null } };
      return routes()(url);
    });
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    fireEvent.click(await screen.findByRole('button', { name: fileTexts.upload }));
    const dialog = screen.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Котики') });
    expect(within(dialog).getByText(instructionTexts.cmyk)).toBeTruthy();
    // The stored name comes from the server's filename call when the dialog opens.
    expect(await within(dialog).findByText(orderScreenTexts.currentFile('old-cats.psd'))).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'cats.png', { type: 'image/png' })] } });
    expect(await screen.findByText(fileTexts.uploaded)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('OrderDetailsScreen: layout preflight and the sheet layout', () => {
  it('keeps the upload dialog open with the checks of the answer; the card then shows the badge', async () => {
    markInstructionSeenInCookie();
    let stored = cart;
    mockFetch((url) => {
      if (url.pathname.endsWith('/upload')) {
        stored = {
          ...cart,
          orderItems: [
            { ...stickerItem, fileName: 'cats.png', status: 'Макет загружен', preflight: lowResolutionPreflight },
          ],
        };
        return { body: { fileName: 'cats.png', status: 'Макет загружен', preflight: lowResolutionPreflight } };
      }
      if (url.pathname.endsWith('/filename')) return { body: { fileName: null, status: null } };
      return routes(stored)(url);
    });
    const { container } = render(
      <OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: fileTexts.upload }));
    const dialog = screen.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Котики') });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'cats.png', { type: 'image/png' })] } });
    const checks = await within(dialog).findByRole('region', { name: preflightViewTexts.checksTitle });
    expect(within(checks).getByText(preflightViewTexts.badge.red)).toBeTruthy();
    expect(within(checks).getByText(lowResolutionPreflight.checks[0]?.message ?? '', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText(orderScreenTexts.currentFile('cats.png'))).toBeTruthy();
    await expectNoAxeViolations(container);

    fireEvent.click(within(dialog).getByRole('button', { name: preflightViewTexts.done }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = (await screen.findByText(preflightViewTexts.badge.red)).closest('li') as HTMLElement;
    expect(within(card).getByRole('heading', { name: 'Котики' })).toBeTruthy();
    // Opened again, the dialog starts afresh: no checks of the earlier upload.
    fireEvent.click(within(card).getByRole('button', { name: fileTexts.replace }));
    const again = screen.getByRole('dialog', { name: orderScreenTexts.uploadTitle('Котики') });
    expect(within(again).queryByRole('region', { name: preflightViewTexts.checksTitle })).toBeNull();
  });

  it('lays stickers of a typed size out on the item sheet in the form, with the price of one', async () => {
    markInstructionSeenInCookie();
    mockFetch(routes());
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    fireEvent.click(await screen.findByRole('button', { name: itemTexts.edit }));
    const form = screen.getByRole('dialog', { name: itemTexts.editTitle });
    const section = within(form).getByRole('group', { name: sheetFitViewTexts.title });
    fireEvent.change(within(section).getByRole('spinbutton', { name: sheetFitViewTexts.stickerWidth }), {
      target: { value: '50' },
    });
    fireEvent.change(within(section).getByRole('spinbutton', { name: sheetFitViewTexts.stickerHeight }), {
      target: { value: '50' },
    });
    // A4 (the item is 210×297) ordered 20 times; Contour, white, glossy: 100 ₽ a sheet at 20 sheets.
    const lines = Array.from(section.querySelectorAll('p'), (line) => line.textContent);
    expect(lines).toEqual([
      sheetFitTexts.perSheet(15, 3, 5),
      sheetFitTexts.totalStickers(300),
      sheetFitTexts.pricePerSticker(formatRubles(6.67)),
    ]);
    expect(section.querySelectorAll('svg rect')).toHaveLength(16);

    fireEvent.change(within(form).getByRole('combobox', { name: itemTexts.paperSize }), { target: { value: 'A8' } });
    expect(within(section).getByText(sheetFitTexts.tooLarge(50, 50, 52, 74))).toBeTruthy();
    expect(section.querySelector('svg')).toBeNull();
  });
});

describe('OrderDetailsScreen: what the cards show beyond the items', () => {
  it('shows the sheet layout of a saved sticker size on the card, with the price of one sticker', async () => {
    markInstructionSeenInCookie();
    const laidOut = { ...stickerItem, stickerWidth: 50, stickerHeight: 50 };
    mockFetch(routes({ ...cart, orderItems: [laidOut] }));
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    // The same numbers the form showed for 50×50 mm on A4, 20 sheets at 100 ₽.
    expect((await screen.findByTestId('sheet-fit')).textContent).toBe(
      [
        sheetFitTexts.perSheet(15, 3, 5),
        sheetFitTexts.totalStickers(300),
        sheetFitTexts.pricePerSticker(formatRubles(6.67)),
      ].join(' · '),
    );
  });

  it('shows a repeated item («Повтор макета») with its source layout, not «Файл не загружен»', async () => {
    markInstructionSeenInCookie();
    const repeated = { ...stickerItem, fileName: null, isFileInOtherItem: true, otherItem: 41 };
    mockFetch(routes({ ...cart, orderItems: [repeated], acrylOrderItems: [] }));
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    const open = await screen.findByRole('button', { name: orderScreenTexts.openPreview(repeated.name) });
    // The layout drawn on the item's sheet (the product pictures' chunk, loaded on demand).
    const layout = await waitFor(() => {
      const image = open.querySelector('[data-testid="layout-on-product"]');
      if (!image) throw new Error('the layout is not on the sheet yet');
      return image;
    });
    expect(layout.getAttribute('href')).toContain(
      `/api/web/files/${cart.id}/stickers/${encodeURIComponent(repeated.name)}/preview`,
    );
    expect(screen.queryByText(orderScreenTexts.noFile)).toBeNull();
    // The source gone (the preview answers 404): the card says so instead of a broken picture.
    fireEvent.error(layout);
    expect(await screen.findByText(orderScreenTexts.noFile)).toBeTruthy();
  });

  it('shows no sheet line for an item without a saved sticker size', async () => {
    markInstructionSeenInCookie();
    mockFetch(routes());
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    await screen.findByRole('button', { name: itemTexts.edit });
    expect(screen.queryByTestId('sheet-fit')).toBeNull();
  });

  it("shows the general acryl file's checks beside it", async () => {
    markInstructionSeenInCookie();
    mockFetch(
      routes({
        ...cart,
        acrylUploaded: true,
        acrylFileName: 'Общий.png',
        acrylFilePreflight: lowResolutionPreflight,
      }),
    );
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    fireEvent.click(await screen.findByRole('tab', { name: /Акрил/ }));
    const general = await screen.findByRole('region', { name: fileTexts.generalAcrylTitle });
    expect(within(general).getByText(preflightViewTexts.badge.red)).toBeTruthy();
  });
});

describe('OrderDetailsScreen: read-only and failures', () => {
  it('shows a table past editing, the status, and pays or checks the payment', async () => {
    const ready = { ...cart, status: 'Готов к печати', deliveryType: 'CDEK', manager: 'Анна' };
    mockFetch((url) => {
      if (url.pathname === '/api/yookassa/is-payment-completed') return { body: { paymentStatus: 'success' } };
      if (url.pathname === `/api/web/orders/payment/${orderId}`) {
        return { body: { orderId, orderNumber: 1042, cost: 3200, payed: false, canPay: true, receiptEmail: 'a@b.ru' } };
      }
      if (url.pathname === '/api/yookassa/create-payment-link') return { body: { url: 'https://pay.test/x' } };
      return routes(ready)(url);
    });
    const openUrl = vi.fn();
    const { container } = render(
      <OrderDetailsScreen
        orderId={orderId}
        paths={screenPaths}
        navigate={vi.fn()}
        openUrl={openUrl}
        apiBase={freshApiBase()}
      />,
    );
    expect(await screen.findByRole('heading', { name: orderTexts.orderTitle(1042) })).toBeTruthy();
    expect(screen.getByText('Готов к печати')).toBeTruthy();
    expect(screen.getByText('СДЭК')).toBeTruthy();
    expect(screen.getByRole('table', { name: orderScreenTexts.itemsTable })).toBeTruthy();
    expect(screen.queryByRole('button', { name: orderScreenTexts.menu })).toBeNull();
    expect(screen.queryByRole('button', { name: orderTexts.send })).toBeNull();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: orderTexts.pay }));
    const form = screen.getByRole('dialog', { name: 'Оплата заказа' });
    await waitFor(() => expect((within(form).getByRole('textbox') as HTMLInputElement).value).toBe('a@b.ru'));
    // The amount stands in the dialog; card or SBP, as on the order-link page.
    expect(within(form).getByTestId('pay-dialog-amount').textContent).toBe(formatRubles(3200));
    fireEvent.click(within(form).getByRole('button', { name: paymentTexts.payByCard }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledWith('https://pay.test/x'));
    fireEvent.click(within(form).getByRole('button', { name: navTexts.cancel }));

    fireEvent.click(screen.getByRole('button', { name: orderTexts.checkPayment }));
    expect(await screen.findByText(orderTexts.paymentSucceeded)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(orderTexts.paid)).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
    expect(screen.queryByRole('button', { name: orderTexts.pay })).toBeNull();
  });

  it.each([
    [403, orderTexts.loadNoAccess],
    [404, orderTexts.loadNotFound],
    [500, orderTexts.loadOther],
  ])('shows the section-8 text of a %i load', async (status, text) => {
    mockFetch((url) =>
      url.pathname.startsWith('/api/web/orders/') ? { status, body: { message: 'x' } } : lookupRoutes(url),
    );
    const navigate = vi.fn();
    render(<OrderDetailsScreen orderId={orderId} paths={screenPaths} navigate={navigate} apiBase={freshApiBase()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    const toOrders = screen.getByRole('link', { name: completedTexts.toOrders });
    expect(toOrders.getAttribute('href')).toBe(screenPaths.orders);
    fireEvent.click(toOrders);
    expect(navigate).toHaveBeenCalledWith(screenPaths.orders);
  });

  it("shows 'Заказ не найден' for a path that is no order id", async () => {
    mockFetch(lookupRoutes);
    render(<OrderDetailsScreen orderId="not-an-id" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(orderTexts.noOrder);
  });

  it('shows the item cost recomputed with the current prices', async () => {
    markInstructionSeenInCookie();
    // The stored cost is stale: 20 stickers on A4 at the first tier (100 ₽ per sheet) cost 2000 ₽ now.
    mockFetch(routes({ ...cart, orderItems: [{ ...stickerItem, cost: 1500 }] }));
    render(<OrderDetailsScreen orderId="0" paths={screenPaths} navigate={vi.fn()} apiBase={freshApiBase()} />);
    const card = (await screen.findByRole('heading', { name: 'Котики' })).closest('li') as HTMLElement;
    await waitFor(() => expect(card.textContent).toContain(formatRubles(2000)));
    expect(card.textContent).not.toContain(formatRubles(1500));
  });
});
