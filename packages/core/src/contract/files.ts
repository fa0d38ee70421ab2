import { z } from 'zod/mini';
import { itemKind, itemLimits } from './items.js';
import { preflightResult } from './preflight.js';
import { orderIdOrCart } from './primitives.js';
import { queryInt } from './query.js';

export { forbiddenNameCharacters } from './constants.js';

/**
 * Layout file extensions the shop accepts (section 5's file guidance). The server's upload
 * guard maps each to the formats its bytes may be; the upload dialog offers exactly these.
 */
export const layoutExtensions = [
  'psd',
  'psb',
  'cdr',
  'ai',
  'eps',
  'pdf',
  'tif',
  'tiff',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'zip',
  'rar',
  '7z',
  'gz',
  'tgz',
] as const;
export type LayoutExtension = (typeof layoutExtensions)[number];

/** The `accept` attribute of a layout file input: `.psd,.psb,…`. */
export const acceptedLayoutFiles = layoutExtensions.map((extension) => `.${extension}`).join(',');

/** Path of every file call: `/api/web/files/{orderId}/{kind}/{itemName}/…`. */
export const filePathParams = z.object({
  orderId: orderIdOrCart,
  kind: itemKind,
  itemName: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(itemLimits.maxNameLength)),
});
export type FilePathParams = z.infer<typeof filePathParams>;

export const uploadQuery = z.object({ fileName: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(255)) });

/** Answer of upload and of `…/filename`. */
export const fileInfo = z.object({
  fileName: z.string(),
  status: z.nullable(z.string()),
  /** The automatic check of the file just stored (beyond the spec); absent on `…/filename`. */
  preflight: z.optional(z.nullable(preflightResult)),
});
export type FileInfo = z.infer<typeof fileInfo>;

/**
 * What `…/contour` answers: the cut line alone as SVG or PDF, the artwork with the cut line in one
 * PDF, or `json`: the contour as the preflight stores it (`ContourResult`), to wait for a `pending` one.
 */
export const contourDownloadFormats = ['svg', 'pdf', 'artwork-pdf', 'json'] as const;
export type ContourDownloadFormat = (typeof contourDownloadFormats)[number];
export const contourQuery = z.object({ format: z.optional(z.enum(contourDownloadFormats)) });

// The preview widths live with the plain constants, so a page that only shows previews carries no schema.
export { previewWidths } from './constants.js';
export const previewQuery = z.object({ maxWidth: z.optional(queryInt) });

/** Item name used in file paths for the order's general acryl file. */
export const generalAcrylFileItemName = '__general__';
