import { createApiClient } from '@stickers62/core/api';
import type { ContourResult, PreflightResult } from '@stickers62/core/contract';
import { contourTexts } from '@stickers62/core/texts';
import { mockFetch } from '@stickers62/testkit/fake-fetch';
import { stickerItemFixture } from '@stickers62/testkit/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { ItemList } from './ItemList';
import { orderIdOf } from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contour = (status: ContourResult['status'], pathMm = 'M2 2L52 2L52 52Z'): ContourResult => ({
  status,
  widthMm: 54,
  heightMm: 54,
  bleedMm: 2,
  pathMm,
  nodes: pathMm ? 3 : 0,
  findings: [],
});
const preflightWith = (cut: ContourResult): PreflightResult => ({
  level: 'green',
  checks: [],
  facts: {},
  contour: cut,
});

function renderSticker(cut: ContourResult | undefined) {
  mockFetch(() => ({ body: 'image-bytes' }));
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const sticker = stickerItemFixture({
    id: 1,
    name: 'Кот',
    fileName: 'kot.png',
    cost: 1500,
    preflight: cut ? preflightWith(cut) : null,
  });
  const session = { getAccessToken: () => 'token-1', setAccessToken: () => {}, clear: () => {} };
  const api = createApiClient({ createXhr: null, session });
  return render(<ItemList api={api} orderId={orderIdOf(1)} stickers={[sticker]} acryl={[]} />);
}

const named = (label: string) => contourTexts.downloadOf(label, 'Кот');

describe("the manager's contour downloads in the order's item rows", () => {
  it('links a traced contour as PDF, SVG and artwork PDF, each named with its item', async () => {
    const { container } = renderSticker(contour('ready'));
    expect(screen.getByText(contourTexts.statusNames.ready)).toBeTruthy();
    const list = screen.getByRole('list', { name: contourTexts.downloadsTitle });
    const pdf = within(list).getByRole('link', { name: named(contourTexts.downloadPdf) });
    const base = `/api/web/files/${orderIdOf(1)}/stickers/%D0%9A%D0%BE%D1%82/contour`;
    expect(pdf.getAttribute('href')).toBe(`${base}?format=pdf&accessToken=token-1`);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(pdf.textContent).toBe(contourTexts.downloadPdf);
    expect(
      within(list)
        .getByRole('link', { name: named(contourTexts.downloadSvg) })
        .getAttribute('href'),
    ).toContain('format=svg');
    expect(
      within(list)
        .getByRole('link', { name: named(contourTexts.downloadArtworkPdf) })
        .getAttribute('href'),
    ).toContain('format=artwork-pdf');
    await expectNoAxeViolations(container);
  });

  it('links a contour that needs attention too: it is traced, the findings are in the checks', () => {
    renderSticker(contour('needs-attention'));
    expect(screen.getByText(contourTexts.statusNames['needs-attention'])).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Контур|Макет с контуром/ })).toHaveLength(3);
  });

  it('says a contour is being traced or expected in a vector file, and links nothing', () => {
    renderSticker(contour('pending', ''));
    expect(screen.getByText(contourTexts.statusNames.pending)).toBeTruthy();
    expect(screen.queryByRole('list', { name: contourTexts.downloadsTitle })).toBeNull();
    cleanup();
    renderSticker(contour('vector', ''));
    expect(screen.getByText(contourTexts.statusNames.vector)).toBeTruthy();
    expect(screen.queryByRole('link', { name: named(contourTexts.downloadPdf) })).toBeNull();
  });

  it('shows nothing of a contour for an item cut as a sheet (no contour in its preflight)', () => {
    renderSticker(undefined);
    expect(screen.queryByTestId('contour-downloads')).toBeNull();
  });
});
