/**
 * The contract's plain constants, without zod: the schema modules build on them and re-export
 * them (so `@stickers62/core/contract` is unchanged), and the rules and lookups a calculator
 * runs import them from here, so a calculator's bundle carries no schema code.
 */

export const cuttingTypes = ['None', 'Through', 'Contour'] as const;
export const laminationTypes = ['None', 'Glossy', 'Opaque'] as const;
export const paperSizes = ['A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'Other'] as const;
/** A sheet size of an item; the same union as items.ts's `PaperSize`. */
export type PaperSizeName = (typeof paperSizes)[number];

/** Upper bounds the spec leaves open; they keep sums and files sane (docs/decisions/0001-contract-wire-shapes.md). */
export const itemLimits = {
  maxCount: 1_000_000,
  maxSideMm: 10_000,
  /**
   * Layout names travel in the file routes' path, and the server's router takes a path
   * parameter of at most 100 characters (Fastify's `maxParamLength`, counted after decoding):
   * no longer, so every route reaches every item.
   */
  maxNameLength: 100,
  maxCommentLength: 2000,
  /** Sticker and acrylic items together; keeps an order's sums inside the database's money type. */
  maxItemsPerOrder: 200,
} as const;

/** Sheet formats a sticker price can be given for, smallest first. */
export const printFormats = ['A8', 'A7', 'A6', 'A5', 'A4', 'A3'] as const;
export type PrintFormat = (typeof printFormats)[number];

/** Names of the reference lists and the path segment of each under `/api/stickers/references/`. */
export const referenceListPaths = {
  laminationTypes: 'lamination-types',
  cuttingTypes: 'cutting-types',
  filmTypes: 'film-types',
  acrylMaterialTypes: 'acryl-material-types',
  acrylMaterialCategories: 'acryl-material-categories',
  acrylTypes: 'acryl-types',
  acrylPrintTypes: 'acryl-print-types',
  acrylFittings: 'acryl-fittings',
} as const;
export type ReferenceListName = keyof typeof referenceListPaths;

/** Characters a layout name (which becomes a file name) must not contain. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is forbidden
export const forbiddenNameCharacters = /[<>:"/\\|?*\u0000-\u001f\u007f]/;

/**
 * The parcel weight the checkout asks tariffs for, in grams. Here rather than in checkout.ts, so
 * the delivery choice's tariff lookup does not bring the checkout schemas (and zod) with it.
 */
export const checkoutParcelWeightGrams = 1000;

/** The widths a layout preview is asked for: list thumbnails and the lightbox (files.ts re-exports them). */
export const previewWidths = { thumbnail: 120, lightbox: 1000 } as const;
