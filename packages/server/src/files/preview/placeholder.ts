import { fileTexts } from '@stickers62/core/texts';

/** Escapes text for SVG (the label is one of our own extensions, but stay strict). */
function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The picture shown for a layout nothing renders (CDR, PostScript AI/EPS, archives) or one
 * the renderer refused: a sheet with the file type written on it, so a list of layouts stays
 * readable. It is our own markup, never the customer's bytes.
 */
export function placeholderSvg(extension: string, width: number): string {
  const label = escapeXml(extension.toUpperCase() || '?');
  const height = Math.round(width * 1.25);
  // Thumbnails are too small for a sentence; larger sizes say why there is no picture.
  const note =
    width >= 240
      ? `<text x="50" y="100" font-size="6" fill="#6b7280">${escapeXml(fileTexts.previewUnavailable)}</text>`
      : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 125">`,
    '<rect x="4" y="4" width="92" height="117" rx="6" fill="#f3f4f6" stroke="#9ca3af" stroke-width="2"/>',
    '<g font-family="sans-serif" text-anchor="middle">',
    `<text x="50" y="70" font-size="20" font-weight="700" fill="#374151">${label}</text>`,
    note,
    '</g></svg>',
  ].join('');
}
