import type { CuttingType, LaminationType } from '@stickers62/core/contract';
import { getShopStores } from '@stickers62/core/stores';
import { calculatorTexts, cuttingNames, laminationNames, pictureShowcase } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { stickerPrices } from '@stickers62/testkit/prices';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickerCalculator } from '../sticker-calculator/StickerCalculator';
import { renderWidget } from '../test-support/render-in-element-scope';
import { AcrylPicture, ItemPicture, OptionPicture, ProductGallery, SheetPicture } from './index';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A picture's markup without its document-unique paint ids, to compare what it draws. */
function drawing(element: Element): string {
  return element.outerHTML.replace(/s62p[a-zA-Z0-9]+/g, 'ID');
}

function svgOf(ui: React.ReactElement): SVGSVGElement {
  const { container } = render(ui);
  const svg = container.querySelector('svg');
  if (!svg) throw new Error('no picture');
  return svg;
}

const a6 = { widthMm: 105, heightMm: 148 };
const films = ['Белая глянцевая', 'Белая матовая', 'Прозрачная', 'Голографическая', 'Крафт'];
const laminations: LaminationType[] = ['None', 'Glossy', 'Opaque'];
const cuttings: CuttingType[] = ['None', 'Contour', 'Through'];

describe('product pictures', () => {
  it('draws each film its own way: gloss, matte, clear over a checkerboard, holographic, kraft', () => {
    const pictures = films.map((film) =>
      svgOf(<SheetPicture film={film} lamination={null} cutting="Contour" sheet={a6} width={120} />),
    );
    expect(pictures.map((svg) => svg.dataset.film)).toEqual(['gloss', 'matte', 'clear', 'holo', 'kraft']);
    expect(new Set(pictures.map(drawing)).size).toBe(films.length);
    // The holographic film is a rainbow; the clear one shows a checkerboard (a pattern of squares).
    expect(pictures[3]?.querySelectorAll('linearGradient stop').length).toBeGreaterThanOrEqual(6);
    expect(pictures[2]?.querySelector('pattern path')?.getAttribute('d')).toContain('h4v4');
  });

  it('draws each lamination and each cutting differently', () => {
    const byLamination = laminations.map((lamination) =>
      svgOf(<SheetPicture film="Белая" lamination={lamination} cutting="None" sheet={a6} width={120} />),
    );
    expect(new Set(byLamination.map(drawing)).size).toBe(3);
    expect(byLamination[2]?.querySelector('[data-look="frost"]')).not.toBeNull();
    const byCutting = cuttings.map((cutting) =>
      svgOf(<SheetPicture film="Белая" lamination={null} cutting={cutting} sheet={a6} width={120} />),
    );
    expect(new Set(byCutting.map(drawing)).size).toBe(3);
    // Contour: the stickers' cut lines on the sheet; none on a plain sheet or on die-cut pieces.
    expect(byCutting[1]?.querySelectorAll('[data-testid="cut-guide"]').length).toBeGreaterThan(0);
    expect(byCutting[0]?.querySelector('[data-testid="cut-guide"]')).toBeNull();
  });

  it('gives every option of the lists its own small picture', () => {
    const options = [
      ...films.map((value) => <OptionPicture key={value} kind="film" value={value} />),
      ...laminations.map((value) => <OptionPicture key={value} kind="lamination" value={value} />),
      ...cuttings.map((value) => <OptionPicture key={value} kind="cutting" value={value} />),
    ];
    const drawings = options.map((option) => drawing(svgOf(option)));
    expect(new Set(drawings).size).toBe(options.length);
  });

  it('draws the acrylic types and each fitting', () => {
    const types = pictureShowcase.acrylTypes.map((type) => svgOf(<AcrylPicture type={type} width={80} />));
    expect(types.map((svg) => svg.dataset.shape)).toEqual(['keyRing', 'badge', 'stand', 'base']);
    const fittings = [
      'Кольцо для ключей',
      'Карабин',
      'Цепочка с кольцом',
      'Булавка для значка',
      'Магнит',
      'Шнурок для телефона',
    ];
    const drawn = fittings.map((fitting) => svgOf(<AcrylPicture type="Брелок" fitting={fitting} width={80} />));
    expect(drawn.map((svg) => svg.dataset.fitting)).toEqual(['ring', 'carabiner', 'chain', 'pin', 'magnet', 'strap']);
    expect(new Set(drawn.map(drawing)).size).toBe(fittings.length);
  });

  it('puts the buyer’s layout on the item’s sheet with the cut line, traced when the preflight kept a contour', () => {
    const item = {
      width: 100,
      height: 100,
      count: 10,
      filmType: 'Голографическая',
      laminationType: 'Glossy',
      cuttingType: 'Contour',
      stickerWidth: 40,
      stickerHeight: 40,
    };
    const tiled = svgOf(<ItemPicture kind="stickers" item={item} imageUrl="/preview.png" size={120} />);
    const images = tiled.querySelectorAll('image');
    expect(images.length).toBe(4);
    expect(images[0]?.getAttribute('href')).toBe('/preview.png');
    expect(tiled.dataset.film).toBe('holo');
    expect(tiled.querySelectorAll('[data-testid="cut-line"] rect').length).toBe(4);
    const contour = {
      status: 'ready' as const,
      widthMm: 44,
      heightMm: 44,
      bleedMm: 2,
      pathMm: 'M0 22A22 22 0 1 1 44 22A22 22 0 1 1 0 22Z',
      nodes: 2,
      findings: [],
    };
    const traced = svgOf(
      <ItemPicture kind="stickers" item={{ ...item, preflight: { contour } }} imageUrl="/preview.png" size={120} />,
    );
    const paths = traced.querySelectorAll('[data-contour="traced"]');
    expect(paths.length).toBe(4);
    expect(paths[0]?.getAttribute('d')).toBe(contour.pathMm);
    // The layout fills its tile where the contour is placed on it; inside a margin without one.
    const layoutWidth = (svg: SVGSVGElement) => Number(svg.querySelector('image')?.getAttribute('width'));
    expect(layoutWidth(traced)).toBe(40);
    expect(layoutWidth(tiled)).toBeLessThan(40);
    const acryl = svgOf(
      <ItemPicture
        kind="acryl"
        item={{ width: 50, height: 50, count: 5, acrylType: 'Брелок', fittings: ['Карабин'] }}
        imageUrl="/a.png"
        size={120}
      />,
    );
    expect(acryl.querySelector('image')?.getAttribute('href')).toBe('/a.png');
    expect(acryl.querySelector('[data-testid="cut-line"]')).not.toBeNull();
  });

  it('shows every film, lamination and cutting with its name in the gallery', () => {
    render(<ProductGallery catalogue={pictureShowcase} />);
    for (const name of [...pictureShowcase.films, ...Object.values(laminationNames), ...Object.values(cuttingNames)])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('img').length).toBeGreaterThanOrEqual(pictureShowcase.films.length + 6);
  });
});

describe('option pictures in the sticker calculator', () => {
  it('shows the chosen film’s picture beside its select and changes it with the choice', async () => {
    const films = ['Белая', 'Голографическая'];
    mockFetch((url) => {
      // The calculator's one lookups answer, or the price list and reference lists apart.
      if (url.pathname === '/api/stickers/calculators/sticker/lookups')
        return { body: { prices: stickerPrices, filmTypes: films } };
      if (url.pathname === '/api/stickers/prices/get-stickers-prices-views') return { body: stickerPrices };
      if (url.pathname === '/api/stickers/references/film-types') return { body: films };
      if (url.pathname.startsWith('/api/stickers/references/')) return { body: [] };
      return undefined;
    });
    const apiBase = 'https://pictures.test';
    getShopStores(apiBase, { sleep: async () => {} });
    const { container } = renderWidget(<StickerCalculator apiBase={apiBase} />);
    const film = (await screen.findByRole('combobox', { name: calculatorTexts.film })) as HTMLSelectElement;
    const filmPicture = () => film.parentElement?.querySelector('svg');
    await waitFor(() => expect(filmPicture()?.dataset.film).toBe('gloss'));
    fireEvent.change(film, { target: { value: 'Голографическая' } });
    await waitFor(() => expect(filmPicture()?.dataset.film).toBe('holo'));
    // Each of the three lists has its picture.
    expect(container.querySelectorAll('[data-testid="option-picture"] > svg').length).toBe(3);
  });
});
