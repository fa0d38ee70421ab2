import type { PreflightCheck, PreflightResult } from '@stickers62/core/contract';
import { preflightTexts } from '@stickers62/core/texts';
import { isVectorFormat, rasterContour, untracedContour, vectorContour, wantsContour } from '../contour/index.js';
import type { LayoutFormat } from '../formats.js';
import { PreviewRefusedError } from '../preview/refusal.js';
import type { RenderLimits } from '../preview/render.js';
import { imageChecks, pdfChecks, worstLevel } from './checks.js';
import type { PreflightThresholds } from './config.js';
import type { PreflightItem } from './facts.js';
import { OverLimitError } from './over-limit.js';
import { readPdfFacts } from './pdf-reader.js';
import { readPsdFacts } from './psd-reader.js';
import { readRasterFacts } from './raster-reader.js';

export type { PreflightThresholds } from './config.js';
export { loadPreflightThresholds, preflightDefaults } from './config.js';
export type { PreflightItem } from './facts.js';

/** One stored layout to examine, with the item it is for. Runs in a preview worker, under its limits. */
export interface PreflightRequest {
  sourcePath: string;
  /** The format its bytes were detected as on upload (`formatForExtension`). */
  format: LayoutFormat;
  item: PreflightItem;
  limits: RenderLimits;
  thresholds: PreflightThresholds;
  /**
   * Trace the cut contour of a shape-cut sticker's raster layout (decodes every pixel). Without
   * it such a layout's contour is `pending`: the upload answers from the headers alone and the
   * contour follows in a job of its own (LayoutPreflight).
   */
  traceContour?: boolean;
}

/**
 * `checked` carries the result to store with the file. `refused` is a file the preview would
 * refuse too (a pixel bomb, a PDF above the byte limit): it gets no preflight at all.
 */
export type PreflightOutcome = { status: 'checked'; result: PreflightResult } | { status: 'refused'; reason: string };

/** Names customers know the unreadable formats by. */
const formatNames: Partial<Record<LayoutFormat, string>> = {
  postscript: 'EPS',
  cdr: 'CDR',
  zip: 'ZIP',
  rar: 'RAR',
  '7z': '7Z',
  gzip: 'GZ',
};

function managerWillCheck(message: string): PreflightResult {
  const checks: PreflightCheck[] = [{ id: 'format', level: 'yellow', message }];
  return { level: worstLevel(checks), checks, facts: {} };
}

async function examine(request: PreflightRequest): Promise<PreflightResult> {
  const { sourcePath, format, item, limits, thresholds } = request;
  switch (format) {
    case 'png':
    case 'jpeg':
    case 'webp':
    case 'tiff':
    case 'psd': {
      const facts =
        format === 'psd'
          ? await readPsdFacts(sourcePath, limits.maxPixels)
          : await readRasterFacts(sourcePath, limits.maxPixels);
      const { checks, effectiveDpi } = imageChecks(facts, item, thresholds);
      const contourOptions = {
        settings: thresholds.contour,
        maxPixels: limits.maxPixels,
        fallbackDpi: thresholds.goodDpi,
      };
      const contour = !wantsContour(item)
        ? undefined
        : request.traceContour
          ? await rasterContour(sourcePath, format, facts, item, contourOptions)
          : untracedContour('pending', item, thresholds.contour);
      // The contour's findings join the checks, so every list of checks shows them with the rest.
      if (contour) checks.push(...contour.findings);
      return {
        level: worstLevel(checks),
        checks,
        facts: {
          widthPx: facts.widthPx,
          heightPx: facts.heightPx,
          ...(facts.fileDpi === null ? {} : { fileDpi: facts.fileDpi }),
          ...(effectiveDpi === undefined ? {} : { effectiveDpi }),
          colorMode: facts.colorMode,
          ...(facts.iccProfile === null ? {} : { iccProfile: facts.iccProfile }),
          hasAlpha: facts.hasAlpha,
          ...(facts.layerNames === null ? {} : { layerNames: facts.layerNames }),
        },
        ...(contour ? { contour } : {}),
      };
    }
    case 'pdf': {
      const facts = await readPdfFacts(sourcePath, limits.maxPdfBytes);
      const { checks, lowestImageDpi } = pdfChecks(facts, item, thresholds);
      const contour = vectorContour(item, thresholds.contour);
      return {
        ...(contour ? { contour } : {}),
        level: worstLevel(checks),
        checks,
        facts: {
          pageCount: facts.pageCount,
          pageWidthMm: Math.round(facts.pageWidthMm * 10) / 10,
          pageHeightMm: Math.round(facts.pageHeightMm * 10) / 10,
          ...(lowestImageDpi === undefined ? {} : { lowestImageDpi }),
          ...(facts.hasText ? { fontsNotEmbedded: facts.fontsNotEmbedded } : {}),
        },
      };
    }
    default: {
      const result = managerWillCheck(preflightTexts.managerWillCheck(formatNames[format] ?? format.toUpperCase()));
      const contour = isVectorFormat(format) ? vectorContour(item, thresholds.contour) : undefined;
      return contour ? { ...result, contour } : result;
    }
  }
}

/** libvips' words for an input it will not or cannot read. */
function isDecoderFailure(error: unknown): boolean {
  return (
    error instanceof Error && /pixel limit|unsupported image format|bad|corrupt|invalid|premature/i.test(error.message)
  );
}

/**
 * Examines a stored layout against its item: green, yellow or red checks with one Russian
 * sentence each. Only headers and metadata are read, and the alpha channel of a shape-cut
 * sticker's artwork, to trace its contour. It informs and never fails:
 * a file it cannot make sense of is left to the manager; only what the preview refuses as
 * hostile is `refused`.
 */
export async function runPreflight(request: PreflightRequest): Promise<PreflightOutcome> {
  try {
    return { status: 'checked', result: await examine(request) };
  } catch (error) {
    if (error instanceof OverLimitError) return { status: 'refused', reason: error.message };
    if (error instanceof PreviewRefusedError || isDecoderFailure(error)) {
      return { status: 'checked', result: managerWillCheck(preflightTexts.unreadable) };
    }
    throw error;
  }
}
