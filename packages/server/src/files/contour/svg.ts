import type { ContourResult } from '@stickers62/core/contract';

/* The cut contour as text: its path read back into points, and as an SVG drawing (no pdf-lib here). */

/** The spot colour's name cutting RIPs recognise. */
export const cutContourColour = 'CutContour';

/** The rings of a path `d` of `M`, `L` and `Z` commands, as points in millimetres. */
export function ringsOfPath(pathMm: string): { x: number; y: number }[][] {
  return pathMm
    .split('M')
    .filter((ring) => ring.trim() !== '')
    .map((ring) => {
      const numbers = ring.replace(/[LZ]/g, ' ').trim().split(/\s+/).map(Number);
      const points: { x: number; y: number }[] = [];
      for (let index = 0; index + 1 < numbers.length; index += 2) {
        points.push({ x: numbers[index] as number, y: numbers[index + 1] as number });
      }
      return points;
    });
}

/** The contour as an SVG drawing in millimetres: magenta hairline, id `CutContour`. */
export function contourSvg(contour: Pick<ContourResult, 'widthMm' | 'heightMm' | 'pathMm'>): string {
  const { widthMm, heightMm, pathMm } = contour;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthMm}mm" height="${heightMm}mm" viewBox="0 0 ${widthMm} ${heightMm}">`,
    `<path id="${cutContourColour}" d="${pathMm}" fill="none" stroke="#ec008c" stroke-width="0.1"/>`,
    '</svg>',
  ].join('\n');
}
