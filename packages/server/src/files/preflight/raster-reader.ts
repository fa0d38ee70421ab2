import type { ColorMode, ImageFacts } from './facts.js';
import { iccProfileDescription } from './icc.js';
import { OverLimitError } from './over-limit.js';

/** libvips' interpretations, as the colour models people know. */
function colorModeOf(space: string): ColorMode {
  if (space === 'cmyk') return 'cmyk';
  if (space === 'b-w' || space === 'grey16') return 'grey';
  if (space === 'srgb' || space === 'rgb' || space === 'rgb16' || space === 'scrgb') return 'rgb';
  return 'other';
}

/**
 * Facts of a PNG, JPEG, TIFF or WebP from its header: sharp's metadata decodes no pixels, so a
 * pixel bomb is refused here from what it claims, before anything would decode it.
 */
export async function readRasterFacts(path: string, maxPixels: number): Promise<ImageFacts> {
  // No sharp limit here: it would call a bomb unreadable; the claim is compared with the preview's limit below.
  // Loaded on the first upload, not at start-up (docs/decisions/0012-start-up.md).
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(path, { page: 0, limitInputPixels: false }).metadata();
  const { width, height } = metadata.autoOrient;
  if (width * height > maxPixels) {
    throw new OverLimitError(`Image is ${width}×${height}, more than ${maxPixels} pixels`);
  }
  return {
    kind: 'image',
    widthPx: width,
    heightPx: height,
    fileDpi: metadata.density ?? null,
    colorMode: colorModeOf(metadata.space),
    colorModelName: metadata.space.toUpperCase(),
    iccProfile: metadata.icc ? iccProfileDescription(metadata.icc) : null,
    hasAlpha: metadata.hasAlpha,
    layerNames: null,
  };
}
