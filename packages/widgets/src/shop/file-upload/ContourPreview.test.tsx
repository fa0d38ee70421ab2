import type { ContourResult } from '@stickers62/core/contract';
import { contourTexts } from '@stickers62/core/texts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test-support/axe';
import { ContourPreview } from './ContourPreview';

afterEach(cleanup);

const box = { widthMm: 54, heightMm: 34, bleedMm: 2, nodes: 4, findings: [] };
const ready: ContourResult = { ...box, status: 'ready', pathMm: 'M2 2L52 2 52 32 2 32Z' };

describe('ContourPreview', () => {
  it('draws the cut line over the layout placed at its print size inside the bleed', async () => {
    const { container } = render(<ContourPreview contour={ready} previewUrl="/preview.webp" />);
    const picture = screen.getByRole('img', { name: contourTexts.overlayLabel });
    expect(picture.getAttribute('viewBox')).toBe('0 0 54 34');
    // The layout fills the box less the 2 mm bleed on each side: 50 of 54 mm across, 30 of 34 down.
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/preview.webp');
    expect([image.style.left, image.style.width]).toEqual([`${(2 / 54) * 100}%`, `${(50 / 54) * 100}%`]);
    expect([image.style.top, image.style.height]).toEqual([`${(2 / 34) * 100}%`, `${(30 / 34) * 100}%`]);
    expect(screen.getByTestId('cut-line').getAttribute('d')).toBe(ready.pathMm);
    expect(screen.getByText(contourTexts.statusNames.ready)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('says the line is being traced, or expected in a vector file, without drawing one', () => {
    const { rerender } = render(
      <ContourPreview contour={{ ...ready, status: 'pending', pathMm: '' }} previewUrl="/p" />,
    );
    expect(screen.queryByTestId('cut-line')).toBeNull();
    expect(screen.getByText(contourTexts.statusNames.pending)).toBeTruthy();
    rerender(<ContourPreview contour={{ ...ready, status: 'vector', pathMm: '' }} previewUrl="/p" />);
    expect(screen.getByText(contourTexts.statusNames.vector)).toBeTruthy();
  });
});
