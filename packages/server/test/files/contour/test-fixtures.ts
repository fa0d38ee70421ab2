import sharp from 'sharp';

/**
 * Artworks the contour tests draw themselves, as SVG rendered to a transparent PNG by libvips:
 * each shape's exact geometry is known, so the traced contour can be measured against it.
 */

/** A transparent PNG of `width` × `height` pixels with `shapes` (SVG elements) drawn on it. */
export function transparentPng(width: number, height: number, shapes: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** The points of a star with `rays` rays of `rayWidth` (px) reaching `outer` from the centre. */
export function starShapes(centre: number, outer: number, rays: number, rayWidth: number): string {
  return Array.from({ length: rays }, (_, ray) => {
    const angle = (ray * 360) / rays;
    return `<rect x="${centre - rayWidth / 2}" y="${centre - outer}" width="${rayWidth}" height="${outer}" transform="rotate(${angle} ${centre} ${centre})"/>`;
  }).join('');
}

/** The nearest and farthest distance of the rings' nodes from (cx, cy). */
export function radiusRange(rings: { x: number; y: number }[][], cx: number, cy: number): { min: number; max: number } {
  const distances = rings.flat().map(({ x, y }) => Math.hypot(x - cx, y - cy));
  return { min: Math.min(...distances), max: Math.max(...distances) };
}
