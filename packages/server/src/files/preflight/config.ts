import { z } from 'zod';
import { type ContourSettings, contourDefaults } from '../contour/settings.js';

/** What preflight compares a layout with. Each has an environment variable and a documented default. */
export interface PreflightThresholds {
  /** At or above this effective resolution a layout prints sharp: green. */
  goodDpi: number;
  /** Below this it prints visibly soft: red; between the two: yellow. */
  minimumDpi: number;
  /** A layout's width/height ratio may differ from the item's by this fraction and still match (bleed, rounding). */
  aspectTolerance: number;
  /** A PDF page may be this much smaller than the item (mm), or larger by this plus two bleeds. */
  pageToleranceMm: number;
  /** Bleed a PDF page may carry on each edge beyond the item's size (mm). */
  bleedMm: number;
  /** How the cut contour of a shape-cut sticker is traced (`CONTOUR_*`). */
  contour: ContourSettings;
}

export const preflightDefaults: PreflightThresholds = {
  goodDpi: 300,
  minimumDpi: 150,
  aspectTolerance: 0.02,
  pageToleranceMm: 1,
  bleedMm: 3,
  contour: contourDefaults,
};

const preflightEnvironment = z
  .object({
    PREFLIGHT_GOOD_DPI: z.coerce.number().int().positive().default(preflightDefaults.goodDpi),
    PREFLIGHT_MINIMUM_DPI: z.coerce.number().int().positive().default(preflightDefaults.minimumDpi),
    PREFLIGHT_ASPECT_TOLERANCE_PERCENT: z.coerce
      .number()
      .min(0)
      .max(50)
      .default(preflightDefaults.aspectTolerance * 100),
    PREFLIGHT_PAGE_TOLERANCE_MM: z.coerce.number().min(0).max(50).default(preflightDefaults.pageToleranceMm),
    PREFLIGHT_BLEED_MM: z.coerce.number().min(0).max(50).default(preflightDefaults.bleedMm),
    CONTOUR_BLEED_MM: z.coerce.number().min(0).max(20).default(contourDefaults.bleedMm),
    CONTOUR_MIN_WIDTH_MM: z.coerce.number().min(0).max(20).default(contourDefaults.minimumWidthMm),
    CONTOUR_MAX_NODES: z.coerce.number().int().min(10).default(contourDefaults.maxNodes),
  })
  .refine((env) => env.PREFLIGHT_MINIMUM_DPI <= env.PREFLIGHT_GOOD_DPI, {
    message: 'PREFLIGHT_MINIMUM_DPI не может быть больше PREFLIGHT_GOOD_DPI',
    path: ['PREFLIGHT_MINIMUM_DPI'],
  });

/** Preflight thresholds from the environment, each problem named with its variable. */
export function loadPreflightThresholds(environment: NodeJS.ProcessEnv = process.env): PreflightThresholds {
  const parsed = preflightEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid preflight configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    goodDpi: env.PREFLIGHT_GOOD_DPI,
    minimumDpi: env.PREFLIGHT_MINIMUM_DPI,
    aspectTolerance: env.PREFLIGHT_ASPECT_TOLERANCE_PERCENT / 100,
    pageToleranceMm: env.PREFLIGHT_PAGE_TOLERANCE_MM,
    bleedMm: env.PREFLIGHT_BLEED_MM,
    contour: {
      bleedMm: env.CONTOUR_BLEED_MM,
      minimumWidthMm: env.CONTOUR_MIN_WIDTH_MM,
      maxNodes: env.CONTOUR_MAX_NODES,
    },
  };
}
