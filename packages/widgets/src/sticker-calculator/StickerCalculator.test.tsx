import { formatRubles } from '@stickers62/core/format';
import { readOrderConfiguration } from '@stickers62/core/rules';
import { getShopStores } from '@stickers62/core/stores';
import { calculatorTexts, sheetFitTexts, sheetFitViewTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { stickerA3At501SheetsReport, stickerPrices } from '@stickers62/testkit/prices';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../custom-elements/define-element';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { libraryEnvironment } from '../ui/library-environment';
import { stickerCalculatorElement } from './element';
import { StickerCalculator } from './StickerCalculator';

/** The calculator's one lookup request: the price list and the enabled films together. */
const lookupsPath = '/api/stickers/calculators/sticker/lookups';
let serverNumber = 0;
/** Stores are shared per API address: each test gets its own so the price list loads afresh. */
function freshApiBase(): string {
  serverNumber += 1;
  const apiBase = `https://shop${serverNumber}.test`;
  getShopStores(apiBase, { sleep: async () => {} });
  return apiBase;
}

/** The shop's enabled films: every film the test prices is enabled unless a test says otherwise. */
let enabledFilms: string[] = ['Белая', 'Голографическая'];

function priceRoutes(url: URL): MockAnswer | undefined {
  if (url.pathname === lookupsPath) return { body: { prices: stickerPrices, filmTypes: enabledFilms } };
  return undefined;
}

function sheetsInput() {
  return screen.getByRole('spinbutton', { name: new RegExp(calculatorTexts.sheets) });
}

afterEach(() => {
  enabledFilms = ['Белая', 'Голографическая'];
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('StickerCalculator', () => {
  it('starts at A4 and 10 sheets with the price per sheet from the tier and the total', async () => {
    mockFetch(priceRoutes);
    const { container } = renderWidget(<StickerCalculator apiBase={freshApiBase()} />);
    await screen.findByRole('heading', { name: calculatorTexts.stickerTitle });
    expect((screen.getByRole('combobox', { name: calculatorTexts.format }) as HTMLSelectElement).value).toBe('A4');
    expect((sheetsInput() as HTMLInputElement).value).toBe('10');
    expect(screen.getByText(calculatorTexts.minimumRun)).toBeTruthy();
    expect(screen.getByTestId('price-per-sheet').textContent).toBe(formatRubles(100));
    expect(screen.getByTestId('total').textContent).toBe(formatRubles(1000));
    const cutting = screen.getByRole('combobox', { name: calculatorTexts.cutting });
    expect(
      within(cutting)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Сквозная', 'Контурная']);
    const lamination = screen.getByRole('combobox', { name: calculatorTexts.lamination });
    expect(
      within(lamination)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Без ламинации', 'Глянцевая']);
    await expectNoAxeViolations(container);
  });

  it('takes the price from the highest tier the sheets reach, and notes runs over 500 sheets', async () => {
    mockFetch(priceRoutes);
    const onPriceChange = vi.fn();
    renderWidget(<StickerCalculator apiBase={freshApiBase()} onPriceChange={onPriceChange} />);
    await screen.findByTestId('total');
    fireEvent.change(sheetsInput(), { target: { value: '60' } });
    expect(screen.getByTestId('price-per-sheet').textContent).toBe(formatRubles(90));
    expect(screen.getByTestId('total').textContent).toBe(formatRubles(5400));
    fireEvent.change(screen.getByRole('combobox', { name: calculatorTexts.format }), { target: { value: 'A3' } });
    expect(screen.getByTestId('total').textContent).toBe(formatRubles(9600));
    expect(screen.queryByText(calculatorTexts.largeRunNote)).toBeNull();
    fireEvent.change(sheetsInput(), { target: { value: '501' } });
    expect(screen.getByText(calculatorTexts.largeRunNote)).toBeTruthy();
    expect(onPriceChange).toHaveBeenLastCalledWith(stickerA3At501SheetsReport);
  });

  it('lays stickers of an optional size out on the format, with the price of one, and says when one is too large', async () => {
    mockFetch(priceRoutes);
    const { container } = renderWidget(<StickerCalculator apiBase={freshApiBase()} />);
    const section = await screen.findByRole('group', { name: sheetFitViewTexts.title });
    expect(section.querySelector('svg')).toBeNull();
    fireEvent.change(within(section).getByRole('spinbutton', { name: sheetFitViewTexts.stickerWidth }), {
      target: { value: '50' },
    });
    fireEvent.change(within(section).getByRole('spinbutton', { name: sheetFitViewTexts.stickerHeight }), {
      target: { value: '50' },
    });
    // A4 at 100 ₽ a sheet, 10 sheets: 15 stickers a sheet.
    const lines = () => Array.from(section.querySelectorAll('p'), (line) => line.textContent);
    expect(lines()).toEqual([
      sheetFitTexts.perSheet(15, 3, 5),
      sheetFitTexts.totalStickers(150),
      sheetFitTexts.pricePerSticker(formatRubles(6.67)),
    ]);
    // The sheet in the chosen film (the product pictures, loaded on demand), a sticker per tile.
    const sheet = await waitFor(() => {
      const picture = section.querySelector('svg[data-film]');
      if (!picture) throw new Error('the sheet picture has not loaded yet');
      return picture;
    });
    expect(sheet.querySelectorAll('svg')).toHaveLength(15);
    await expectNoAxeViolations(container);

    fireEvent.change(sheetsInput(), { target: { value: '20' } });
    expect(lines()[1]).toBe(sheetFitTexts.totalStickers(300));
    fireEvent.change(within(section).getByRole('spinbutton', { name: sheetFitViewTexts.stickerWidth }), {
      target: { value: '300' },
    });
    expect(lines()).toEqual([sheetFitTexts.tooLarge(300, 50, 210, 297)]);
    expect(section.querySelector('svg')).toBeNull();
  });

  it('marks a run below the minimum', async () => {
    mockFetch(priceRoutes);
    renderWidget(<StickerCalculator apiBase={freshApiBase()} />);
    await screen.findByTestId('total');
    fireEvent.change(sheetsInput(), { target: { value: '5' } });
    expect(sheetsInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText(calculatorTexts.minimumRun)[0]?.className).toContain('text-red-600');
    // No price below the minimum run: the reason (the spec's hint) and what to do, never «Нет цены…».
    expect(screen.getByTestId('price-per-sheet').textContent).toBe(calculatorTexts.minimumRun);
    expect(screen.getByTestId('total').textContent).toBe('-');
    expect(screen.getByTestId('no-price-action').textContent).toBe('Добавьте ещё 5 листов — тогда появится цена.');
    expect(screen.queryByText(calculatorTexts.noPrice)).toBeNull();
  });

  it('offers only the films the shop enables, though the price list prices more', async () => {
    enabledFilms = ['Белая'];
    mockFetch(priceRoutes);
    renderWidget(<StickerCalculator apiBase={freshApiBase()} />);
    const film = await screen.findByRole('combobox', { name: calculatorTexts.film });
    expect(
      within(film)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Белая']);
  });

  it('offers only the enabled film types', async () => {
    mockFetch(priceRoutes);
    renderWidget(<StickerCalculator apiBase={freshApiBase()} filmTypes="Голографическая" />);
    const film = await screen.findByRole('combobox', { name: calculatorTexts.film });
    expect(
      within(film)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Голографическая']);
    expect(screen.getByTestId('price-per-sheet').textContent).toBe(formatRubles(150));
  });

  it('two calculators of one shop make one request, for the prices and the films together', async () => {
    const { calls } = mockFetch(priceRoutes);
    const apiBase = freshApiBase();
    renderWidget(
      <>
        <StickerCalculator apiBase={apiBase} />
        <StickerCalculator apiBase={apiBase} />
      </>,
    );
    expect(await screen.findAllByTestId('total')).toHaveLength(2);
    expect(calls).toEqual([lookupsPath]);
  });

  it('says the prices could not be loaded instead of calculating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(() => ({ status: 500, body: { message: 'boom' } }));
    const { container } = renderWidget(<StickerCalculator apiBase={freshApiBase()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(calculatorTexts.pricesFailed);
    expect(screen.queryByTestId('total')).toBeNull();
    await expectNoAxeViolations(container);
  });
});

const orderReferences = {
  filmTypes: ['Белая', 'Голографическая'],
  acrylTypes: [],
  acrylMaterialTypes: [],
  acrylPrintTypes: [],
};

/** The configuration «Заказать» carries in its address's `add`. */
function configurationOf(href: string | null) {
  return readOrderConfiguration(new URL(href ?? '', 'http://x').searchParams.get('add') ?? '', orderReferences);
}

describe('StickerCalculator «Заказать»', () => {
  it('leads to the shop’s cart with the configuration, in a new tab on another origin', async () => {
    mockFetch(priceRoutes);
    const apiBase = freshApiBase();
    renderWidget(<StickerCalculator apiBase={apiBase} />);
    await screen.findByTestId('total');
    fireEvent.change(screen.getByRole('combobox', { name: calculatorTexts.cutting }), { target: { value: 'Contour' } });
    fireEvent.change(screen.getByRole('combobox', { name: calculatorTexts.format }), { target: { value: 'A5' } });
    fireEvent.change(sheetsInput(), { target: { value: '50' } });
    const link = screen.getByRole('link', { name: calculatorTexts.order });
    const href = link.getAttribute('href');
    expect(href?.startsWith(`${apiBase}/cart?add=`)).toBe(true);
    expect(configurationOf(href)).toEqual({
      kind: 'stickers',
      cuttingType: 'Contour',
      laminationType: 'None',
      filmType: 'Белая',
      format: 'A5',
      sheets: 50,
    });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('honours orderUrl (same tab on the page’s own origin), and is disabled without sheets', async () => {
    mockFetch(priceRoutes);
    renderWidget(<StickerCalculator apiBase={freshApiBase()} orderUrl="/order?ref=7" />);
    await screen.findByTestId('total');
    const link = screen.getByRole('link', { name: calculatorTexts.order });
    expect(link.getAttribute('href')).toMatch(/^\/order\?ref=7&add=[\w-]+$/);
    expect(configurationOf(link.getAttribute('href'))).toMatchObject({ kind: 'stickers', format: 'A4', sheets: 10 });
    expect(link.hasAttribute('target')).toBe(false);
    fireEvent.change(sheetsInput(), { target: { value: '' } });
    expect((screen.getByRole('button', { name: calculatorTexts.order }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('<s62-sticker-calculator> s62-order', () => {
  defineElement(stickerCalculatorElement, libraryEnvironment);

  /** Clicks «Заказать» in the element; whether the click's default (following the link) was prevented. */
  async function clickOrder(element: HTMLElement): Promise<boolean> {
    const link = await vi.waitFor(() => {
      const found = element.shadowRoot?.querySelector('a');
      if (!found) throw new Error('no link yet');
      return found;
    });
    let prevented = false;
    const record = (event: Event) => {
      prevented = event.defaultPrevented;
      // jsdom does not navigate: the test stops the link itself once it has looked.
      event.preventDefault();
    };
    document.addEventListener('click', record);
    link.click();
    document.removeEventListener('click', record);
    return prevented;
  }

  it('fires a cancelable, bubbling, composed s62-order with the configuration and address; cancelled, nothing opens', async () => {
    mockFetch(priceRoutes);
    const apiBase = freshApiBase();
    document.body.innerHTML = `<section><s62-sticker-calculator api-base="${apiBase}" order-url="https://partner.test/buy"></s62-sticker-calculator></section>`;
    const element = document.querySelector('s62-sticker-calculator') as HTMLElement;
    const events: CustomEvent[] = [];
    let cancel = true;
    document.querySelector('section')?.addEventListener('s62-order', (event) => {
      events.push(event as CustomEvent);
      if (cancel) event.preventDefault();
    });
    expect(await clickOrder(element)).toBe(true);
    expect(events).toHaveLength(1);
    const [fired] = events as [CustomEvent];
    expect(fired.cancelable && fired.bubbles && fired.composed).toBe(true);
    expect(fired.detail.url).toMatch(/^https:\/\/partner\.test\/buy\?add=[\w-]+$/);
    expect(fired.detail.configuration).toMatchObject({ kind: 'stickers', format: 'A4', sheets: 10 });
    expect(configurationOf(fired.detail.url)).toEqual(fired.detail.configuration);

    cancel = false;
    expect(await clickOrder(element)).toBe(false);
    expect(events).toHaveLength(2);
    document.body.replaceChildren();
  });
});
