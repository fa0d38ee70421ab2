import { layoutPickerTexts } from '@stickers62/core/texts';
import { deferred, type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { layoutEntries } from '@stickers62/testkit/fixtures';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { LayoutPicker } from './LayoutPicker';

const recentStickers = '/api/web/stickers/recent-items';

/** Pages of the recent-items list: `sizes[n]` entries for the n-th page. */
function pagedRoutes(sizes: number[]) {
  return (url: URL): MockAnswer | undefined => {
    if (!url.pathname.endsWith('/recent-items')) return undefined;
    const skip = Number(url.searchParams.get('skip'));
    const size = sizes[skip / 50] ?? 0;
    return { body: layoutEntries(size, skip) };
  };
}

function scrollToEnd() {
  const grid = screen.getByTestId('layout-grid');
  fireEvent.scroll(grid);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LayoutPicker, single select', () => {
  it('shows the first page with filters, counters and cards; a click hands the layout over and closes', async () => {
    const { calls } = mockFetch(pagedRoutes([12]));
    const onSelect = vi.fn();
    const onClose = vi.fn();
    const { container } = renderWidget(
      <LayoutPicker open apiBase="https://shop.test" onSelect={onSelect} onClose={onClose} />,
    );
    const dialog = await screen.findByRole('dialog', { name: layoutPickerTexts.titleSingle });
    await within(dialog).findByText(layoutPickerTexts.count(10));
    expect(calls).toEqual([`${recentStickers}?skip=0&take=50`]);
    expect(screen.getByPlaceholderText(layoutPickerTexts.search)).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: layoutPickerTexts.hideRepeats }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.queryByText(layoutPickerTexts.selected(0))).toBeNull();

    const title = screen.getByRole('button', { name: 'Макет 3 (№1003 от 15.10.2026)' });
    const card = title.closest('li') as HTMLElement;
    // Film missing on every third entry: shown as '-'.
    expect(within(card).getByText(layoutPickerTexts.labels.filmType).nextElementSibling?.textContent).toBe('-');
    expect(within(card).getByText(layoutPickerTexts.labels.cuttingType).nextElementSibling?.textContent).toBe(
      'Контурная',
    );
    expect(within(card).getByText(layoutPickerTexts.labels.laminationType).nextElementSibling?.textContent).toBe(
      'Глянцевая',
    );
    const image = card.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toBe(
      'https://shop.test/api/web/files/5f0c6a3e-1b2d-4c3e-9f4a-2b6d8e0a1c7f/stickers/%D0%9C%D0%B0%D0%BA%D0%B5%D1%82%203/preview?maxWidth=120',
    );
    await expectNoAxeViolations(container);

    await userEvent.click(title);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]?.[0].layouts).toMatchObject([{ item: { name: 'Макет 3' }, count: 13 }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('searches by name ignoring case and shows repeats when asked', async () => {
    mockFetch(pagedRoutes([12]));
    renderWidget(<LayoutPicker open />);
    await screen.findByText(layoutPickerTexts.count(10));
    await userEvent.click(screen.getByRole('checkbox', { name: layoutPickerTexts.hideRepeats }));
    expect(screen.getByText(layoutPickerTexts.count(12))).toBeTruthy();
    await userEvent.type(screen.getByPlaceholderText(layoutPickerTexts.search), 'МАКЕТ 1');
    // 'Макет 1', 'Макет 10 из 1000', 'Макет 11', 'Макет 12'
    expect(screen.getByText(layoutPickerTexts.count(4))).toBeTruthy();
  });

  it('loads pages of 50 on scroll, one at a time, and stops after a short page', async () => {
    const held = deferred<MockAnswer>();
    const { calls } = mockFetch((url) => {
      const skip = Number(url.searchParams.get('skip'));
      if (skip === 50) return held.promise;
      return pagedRoutes([50, 50, 7])(url);
    });
    renderWidget(<LayoutPicker open />);
    await screen.findByText(layoutPickerTexts.count(40));
    scrollToEnd();
    await screen.findByText(layoutPickerTexts.loading);
    scrollToEnd();
    scrollToEnd();
    expect(calls).toHaveLength(2);
    await act(async () => held.resolve({ body: layoutEntries(50, 50) }));
    await screen.findByText(layoutPickerTexts.count(80));
    scrollToEnd();
    await screen.findByText(layoutPickerTexts.count(86));
    scrollToEnd();
    scrollToEnd();
    expect(calls).toEqual([
      `${recentStickers}?skip=0&take=50`,
      `${recentStickers}?skip=50&take=50`,
      `${recentStickers}?skip=100&take=50`,
    ]);
  });

  it('replaces the grid with the error in red, logs it once in Russian, stops paging and retries', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failures = 1;
    const { calls } = mockFetch(() =>
      failures-- > 0 ? { status: 500, body: { message: 'boom' } } : { status: 200, body: layoutEntries(3) },
    );
    const { container } = renderWidget(<LayoutPicker open kind="acryl" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(layoutPickerTexts.loadFailed);
    expect(alert.className).toContain('text-red-600');
    expect(screen.queryByTestId('layout-grid')).toBeNull();
    // One line, Russian, no error object (whose stack a console would print).
    expect(log.mock.calls).toEqual([
      [`«Стикеры 62»: ${layoutPickerTexts.loadFailedLog.replace(/:$/, '')}: сервер ответил 500`],
    ]);
    expect(calls).toEqual(['/api/web/acryl/recent-items?skip=0&take=50']);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    await screen.findByText(layoutPickerTexts.count(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual(['/api/web/acryl/recent-items?skip=0&take=50', '/api/web/acryl/recent-items?skip=0&take=50']);
  });

  it('on another site than the shop’s, says the picker works only on the shop’s site, with no retry', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A partner's page: the shop refuses the cross-origin list, which the browser reports as a network failure.
    mockFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWidget(<LayoutPicker open apiBase="https://shop.other-origin.test" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(layoutPickerTexts.shopOnly);
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(log.mock.calls[0]?.[0]).toContain(layoutPickerTexts.shopOnly);
  });

  it('opens a lightbox with the large preview that zooms up to 3x and closes on Escape and backdrop', async () => {
    mockFetch(pagedRoutes([3]));
    const onClose = vi.fn();
    renderWidget(<LayoutPicker open onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: `${layoutPickerTexts.openPreview}: Макет 1` }));
    const lightbox = screen.getByRole('dialog', { name: 'Макет 1' });
    expect(lightbox.querySelector('img')?.getAttribute('src')).toContain('/preview?maxWidth=1000');
    for (let step = 0; step < 12; step += 1) fireEvent.wheel(lightbox, { deltaY: -100 });
    expect(lightbox.getAttribute('data-zoom')).toBe('3');
    fireEvent.wheel(lightbox, { deltaY: 100 });
    expect(lightbox.getAttribute('data-zoom')).toBe('2.75');
    // The keyboard zooms too: + and −, within 1× and 3×.
    await userEvent.keyboard('{+}{+}');
    expect(lightbox.getAttribute('data-zoom')).toBe('3');
    for (let step = 0; step < 10; step += 1) await userEvent.keyboard('{-}');
    expect(lightbox.getAttribute('data-zoom')).toBe('1');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Макет 1' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: `${layoutPickerTexts.openPreview}: Макет 2` }));
    await userEvent.click(screen.getByRole('dialog', { name: 'Макет 2' }));
    expect(screen.queryByRole('dialog', { name: 'Макет 2' })).toBeNull();
  });

  it('closes only the preview when Escape reaches the picker before the lightbox has focus', async () => {
    mockFetch(pagedRoutes([3]));
    const onClose = vi.fn();
    renderWidget(<LayoutPicker open onClose={onClose} />);
    const opener = await screen.findByRole('button', { name: `${layoutPickerTexts.openPreview}: Макет 1` });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Макет 1' })).toBeTruthy();
    // The key lands on the thumbnail's button inside the picker, as when pressed within a frame.
    fireEvent.keyDown(opener, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Макет 1' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: layoutPickerTexts.titleSingle })).toBeTruthy();
  });
});

describe('LayoutPicker, multi select', () => {
  it('toggles layouts, clamps quantities to 1 and hands over the selection', async () => {
    mockFetch(pagedRoutes([4]));
    const onSelect = vi.fn();
    const onClose = vi.fn();
    const { container } = renderWidget(<LayoutPicker open multiple onSelect={onSelect} onClose={onClose} />);
    await screen.findByRole('dialog', { name: layoutPickerTexts.titleMulti });
    const repeat = await screen.findByRole('button', { name: layoutPickerTexts.repeat(0) });
    expect((repeat as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(layoutPickerTexts.selected(0))).toBeTruthy();

    const first = await screen.findByRole('button', { name: /^Макет 1 / });
    await userEvent.click(first);
    await userEvent.click(screen.getByRole('button', { name: /^Макет 2 / }));
    await userEvent.click(screen.getByRole('button', { name: /^Макет 2 / }));
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(layoutPickerTexts.selected(1))).toBeTruthy();
    const quantity = screen.getByRole('spinbutton', { name: layoutPickerTexts.quantity });
    fireEvent.change(quantity, { target: { value: '0' } });
    expect((quantity as HTMLInputElement).value).toBe('1');
    fireEvent.change(quantity, { target: { value: '25' } });
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: layoutPickerTexts.repeat(1) }));
    expect(onSelect.mock.calls[0]?.[0].layouts).toMatchObject([{ item: { name: 'Макет 1' }, count: 25 }]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts afresh on every opening', async () => {
    const { calls } = mockFetch(pagedRoutes([4]));
    const { rerender } = renderWidget(<LayoutPicker open multiple />);
    await userEvent.click(await screen.findByRole('button', { name: /^Макет 1 / }));
    await userEvent.type(screen.getByPlaceholderText(layoutPickerTexts.search), 'Макет');
    rerender(<LayoutPicker open={false} multiple />);
    rerender(<LayoutPicker open multiple />);
    await screen.findByText(layoutPickerTexts.count(4));
    expect(screen.getByText(layoutPickerTexts.selected(0))).toBeTruthy();
    expect((screen.getByPlaceholderText(layoutPickerTexts.search) as HTMLInputElement).value).toBe('');
    expect(calls).toHaveLength(2);
  });

  it('closes with Отмена and Escape without handing anything over', async () => {
    mockFetch(pagedRoutes([2]));
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderWidget(<LayoutPicker open multiple onSelect={onSelect} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: layoutPickerTexts.cancel }));
    screen.getByRole('dialog').focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSelect).not.toHaveBeenCalled();
  });
});
