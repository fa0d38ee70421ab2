import { formatRubles } from '@stickers62/core/format';
import { getShopStores } from '@stickers62/core/stores';
import { calculatorTexts } from '@stickers62/core/texts';
import { type MockAnswer, mockFetch } from '@stickers62/testkit/fake-fetch';
import { referenceLists } from '@stickers62/testkit/fixtures';
import { acrylPrices } from '@stickers62/testkit/prices';
import { cleanup, fireEvent, getDefaultNormalizer, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../test-support/axe';
import { renderWidget } from '../test-support/render-in-element-scope';
import { AcrylCalculator } from './AcrylCalculator';

/** The calculator's one lookup request: prices, material categories and fittings together. */
const lookupsPath = '/api/stickers/calculators/acryl/lookups';

let serverNumber = 0;
/** Stores are shared per API address: each test gets its own so the lists load afresh. */
function freshApiBase(): string {
  serverNumber += 1;
  const apiBase = `https://acryl${serverNumber}.test`;
  getShopStores(apiBase, { sleep: async () => {} });
  return apiBase;
}

function shopRoutes(url: URL): MockAnswer | undefined {
  if (url.pathname !== lookupsPath) return undefined;
  const { acrylMaterialCategories, acrylFittings } = referenceLists;
  return { body: { prices: acrylPrices, acrylMaterialCategories, acrylFittings } };
}

/** Rubles carry no-break spaces, which the default text normaliser would turn into spaces. */
const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

function select(name: string) {
  return screen.getByRole('combobox', { name }) as HTMLSelectElement;
}

function optionsOf(name: string) {
  return within(select(name))
    .getAllByRole('option')
    .map((option) => option.textContent);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AcrylCalculator', () => {
  it('starts at 5 pieces of 20×20 mm in clear 2 mm acrylic and never offers a base on its own', async () => {
    mockFetch(shopRoutes);
    const { container } = renderWidget(<AcrylCalculator apiBase={freshApiBase()} />);
    await screen.findByRole('heading', { name: calculatorTexts.acrylTitle });
    expect(optionsOf(calculatorTexts.acrylType)).toEqual(['Брелок', 'Стенд']);
    expect(select(calculatorTexts.material).value).toBe('Прозрачный 2 мм');
    expect(select(calculatorTexts.count).value).toBe('5');
    expect(optionsOf(calculatorTexts.count)).toEqual(['5', '25', '100']);
    expect(select(calculatorTexts.width).value).toBe('20');
    expect(select(calculatorTexts.height).value).toBe('20');
    expect(screen.getByTestId('price-per-piece').textContent).toBe(formatRubles(90));
    expect(screen.getByTestId('total').textContent).toBe(formatRubles(450));
    expect(screen.getByText(calculatorTexts.fittingsNote)).toBeTruthy();
    expect(screen.getByText(calculatorTexts.defaultMaterialNote)).toBeTruthy();
    expect(screen.queryByText(calculatorTexts.largeOrderNote)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('prices by the tier of the run and size, and notes large orders', async () => {
    mockFetch(shopRoutes);
    const onPriceChange = vi.fn();
    renderWidget(<AcrylCalculator apiBase={freshApiBase()} onPriceChange={onPriceChange} />);
    await screen.findByTestId('total');
    fireEvent.change(select(calculatorTexts.width), { target: { value: '80' } });
    fireEvent.change(select(calculatorTexts.count), { target: { value: '25' } });
    expect(screen.getByTestId('total').textContent).toBe(formatRubles(140 * 25));
    fireEvent.change(select(calculatorTexts.width), { target: { value: '50' } });
    fireEvent.change(select(calculatorTexts.count), { target: { value: '100' } });
    expect(screen.getByTestId('total').textContent).toBe(formatRubles(8000));
    expect(screen.getByText(calculatorTexts.largeOrderNote)).toBeTruthy();
    expect(onPriceChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ acrylType: 'Брелок', count: 100, width: 50, pricePerPiece: 80, total: 8000 }),
    );
  });

  it('includes the base of a stand free and charges for printing on it', async () => {
    mockFetch(shopRoutes);
    const { container } = renderWidget(<AcrylCalculator apiBase={freshApiBase()} />);
    await screen.findByTestId('total');
    fireEvent.change(select(calculatorTexts.acrylType), { target: { value: 'Стенд' } });
    expect(select(calculatorTexts.material).value).toBe('Прозрачный 3 мм');
    expect(screen.getByText(calculatorTexts.standBaseFree('5×5 см'))).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe(formatRubles(1500));
    fireEvent.click(screen.getByRole('checkbox', { name: calculatorTexts.standBasePrint }));
    expect(screen.getByText(calculatorTexts.standBaseSurcharge('5×5 см', formatRubles(65)), exactText)).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe(formatRubles((300 + 65) * 5));
    fireEvent.change(select(calculatorTexts.width), { target: { value: '150' } });
    expect(screen.getByText(calculatorTexts.standBaseSurcharge('8×8 см', formatRubles(100)), exactText)).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe(formatRubles((450 + 100) * 5));
    await expectNoAxeViolations(container);
  });

  it('two calculators of one shop share one request for the prices and the lists', async () => {
    const { calls } = mockFetch(shopRoutes);
    const apiBase = freshApiBase();
    renderWidget(
      <>
        <AcrylCalculator apiBase={apiBase} />
        <AcrylCalculator apiBase={apiBase} />
      </>,
    );
    expect(await screen.findAllByTestId('total')).toHaveLength(2);
    expect(calls).toEqual([lookupsPath]);
  });

  it('says the prices could not be loaded instead of calculating', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch((url) => (url.pathname === lookupsPath ? { status: 500, body: { message: 'boom' } } : shopRoutes(url)));
    renderWidget(<AcrylCalculator apiBase={freshApiBase()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(calculatorTexts.pricesFailed);
    expect(screen.queryByTestId('total')).toBeNull();
  });
});
