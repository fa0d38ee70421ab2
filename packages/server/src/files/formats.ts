/**
 * Which layout files the shop accepts, and how each announces itself in its first bytes.
 * The extension a customer gives is checked against the bytes, so an HTML page renamed
 * `.png` never reaches storage (and never reaches a browser as an "image").
 */
import { type LayoutExtension, layoutExtensions } from '@stickers62/core/contract';

export type LayoutFormat =
  | 'png'
  | 'jpeg'
  | 'webp'
  | 'tiff'
  | 'psd'
  | 'pdf'
  | 'postscript'
  | 'cdr'
  | 'zip'
  | 'rar'
  | '7z'
  | 'gzip';

/**
 * Allowed extensions and the formats their bytes may be. AI is PDF since Illustrator 9 and
 * PostScript before; CorelDRAW writes RIFF `CDR` up to version 13 and a ZIP container since X4.
 */
const formatsByExtension: Readonly<Record<LayoutExtension, readonly LayoutFormat[]>> = {
  psd: ['psd'],
  psb: ['psd'],
  cdr: ['cdr', 'zip'],
  ai: ['pdf', 'postscript'],
  eps: ['postscript'],
  pdf: ['pdf'],
  tif: ['tiff'],
  tiff: ['tiff'],
  png: ['png'],
  jpg: ['jpeg'],
  jpeg: ['jpeg'],
  webp: ['webp'],
  zip: ['zip'],
  rar: ['rar'],
  '7z': ['7z'],
  gz: ['gzip'],
  tgz: ['gzip'],
};

/** The contract's list: the record above must name every one of them, and no other. */
export const allowedExtensions: readonly string[] = layoutExtensions;

/** How many leading bytes `detectFormat` needs to decide (a PDF header may sit within the first KiB). */
export const sniffLength = 1024;

/** The lower-cased extension of a file name without the dot, or `''` when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isExtensionAllowed(extension: string): extension is LayoutExtension {
  return Object.hasOwn(formatsByExtension, extension);
}

function startsWith(head: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (head.length < at + signature.length) return false;
  return signature.every((byte, index) => head[at + index] === byte);
}

const ascii = (text: string): number[] => Array.from(text, (character) => character.charCodeAt(0));

/** `%PDF-` anywhere in the first KiB, as readers accept it (Illustrator files included). */
function isPdf(head: Uint8Array): boolean {
  return Buffer.from(head.buffer, head.byteOffset, Math.min(head.length, sniffLength)).includes('%PDF-');
}

/** The format the bytes announce, or `null` when they match none of the accepted ones. */
export function detectFormat(head: Uint8Array): LayoutFormat | null {
  if (startsWith(head, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('RIFF')) && /^cdr/i.test(Buffer.from(head.subarray(8, 11)).toString('latin1'))) {
    return 'cdr';
  }
  // Classic and BigTIFF, both byte orders.
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(head, [0x49, 0x49, 0x2b, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2b])) return 'tiff';
  if (startsWith(head, ascii('8BPS'))) return 'psd';
  if (startsWith(head, ascii('%!PS')) || startsWith(head, [0xc5, 0xd0, 0xd3, 0xc6])) return 'postscript';
  if (startsWith(head, ascii('PK')) && [0x0304, 0x0506, 0x0708].includes(((head[2] ?? 0) << 8) | (head[3] ?? 0))) {
    return 'zip';
  }
  if (startsWith(head, [...ascii('Rar!'), 0x1a, 0x07])) return 'rar';
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return '7z';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (isPdf(head)) return 'pdf';
  return null;
}

/** The format of a file with this extension and these first bytes, or `null` when they disagree. */
export function formatForExtension(extension: string, head: Uint8Array): LayoutFormat | null {
  const expected = isExtensionAllowed(extension) ? formatsByExtension[extension] : undefined;
  const detected = detectFormat(head);
  return expected && detected && expected.includes(detected) ? detected : null;
}

/** Formats a browser shows as they are: `image` sends the original bytes for these. */
export const browserImageTypes: Partial<Record<LayoutFormat, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

/** How a format becomes a picture: decoded by sharp, by the PSD composite reader, by PDFium, or not at all. */
export type RenderKind = 'raster' | 'psd' | 'pdf' | 'placeholder';

export function renderKindOf(format: LayoutFormat): RenderKind {
  switch (format) {
    case 'png':
    case 'jpeg':
    case 'webp':
    case 'tiff':
      return 'raster';
    case 'psd':
      return 'psd';
    case 'pdf':
      return 'pdf';
    default:
      return 'placeholder';
  }
}
