import { z } from 'zod/mini';
import { contourFindingIds, contourResult } from './contour.js';

/** Green: ready to print; yellow: worth a look; red: will print badly. Preflight informs, it never blocks. */
export const preflightLevels = ['green', 'yellow', 'red'] as const;
export const preflightLevel = z.enum(preflightLevels);
export type PreflightLevel = z.infer<typeof preflightLevel>;

export const preflightCheckIds = [
  'format',
  'resolution',
  'colorMode',
  'transparency',
  'aspectRatio',
  'layers',
  'pageSize',
  'pageCount',
  'pdfImages',
  'fonts',
  ...contourFindingIds,
] as const;
export const preflightCheckId = z.enum(preflightCheckIds);
export type PreflightCheckId = z.infer<typeof preflightCheckId>;

/** One finding, with one Russian sentence saying what is wrong and what to do. */
export const preflightCheck = z.object({ id: preflightCheckId, level: preflightLevel, message: z.string() });
export type PreflightCheck = z.infer<typeof preflightCheck>;

export const preflightColorModes = ['rgb', 'cmyk', 'grey', 'other'] as const;

/** What was read from the file, for a manager's view; each is absent when the format has no such thing. */
export const preflightFacts = z.object({
  widthPx: z.optional(z.number()),
  heightPx: z.optional(z.number()),
  /** The resolution the file declares. */
  fileDpi: z.optional(z.number()),
  /** Pixels per inch when printed at the item's width × height (the lower of the two axes). */
  effectiveDpi: z.optional(z.number()),
  colorMode: z.optional(z.enum(preflightColorModes)),
  /** The embedded ICC profile's description, e.g. "Coated FOGRA39 (ISO 12647-2:2004)". */
  iccProfile: z.optional(z.string()),
  hasAlpha: z.optional(z.boolean()),
  layerNames: z.optional(z.array(z.string())),
  pageCount: z.optional(z.number()),
  pageWidthMm: z.optional(z.number()),
  pageHeightMm: z.optional(z.number()),
  /** Lowest resolution of the images placed in a PDF, at the item's size. */
  lowestImageDpi: z.optional(z.number()),
  fontsNotEmbedded: z.optional(z.array(z.string())),
});
export type PreflightFacts = z.infer<typeof preflightFacts>;

/** The preflight stored with a layout file: the worst level of its checks, the checks, and the facts read. */
export const preflightResult = z.object({
  level: preflightLevel,
  checks: z.array(preflightCheck),
  facts: preflightFacts,
  /** The traced cut contour, for a sticker item cut along its shape (see contour.ts). */
  contour: z.optional(contourResult),
});
export type PreflightResult = z.infer<typeof preflightResult>;
