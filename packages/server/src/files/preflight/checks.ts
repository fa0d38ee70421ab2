import type { PreflightCheck, PreflightLevel } from '@stickers62/core/contract';
import { preflightTexts as texts } from '@stickers62/core/texts';
import type { PreflightThresholds } from './config.js';
import type { ImageFacts, PdfFacts, PreflightItem } from './facts.js';
import { isFogra39 } from './icc.js';

const mmPerInch = 25.4;

const check = (id: PreflightCheck['id'], level: PreflightLevel, message: string): PreflightCheck => ({
  id,
  level,
  message,
});

function hasSize(item: PreflightItem): boolean {
  return item.widthMm > 0 && item.heightMm > 0;
}

/** How far apart two width/height ratios are, as a fraction. */
function ratioDifference(width: number, height: number, otherWidth: number, otherHeight: number): number {
  return Math.abs((width / height) * (otherHeight / otherWidth) - 1);
}

/** Whether the layout matches the item better turned by 90° (a landscape file for a portrait item). */
function isTurned(width: number, height: number, item: PreflightItem): boolean {
  const upright = ratioDifference(width, height, item.widthMm, item.heightMm);
  const turned = ratioDifference(width, height, item.heightMm, item.widthMm);
  return turned < upright;
}

/** Pixels needed along `mm` for `dpi`; rounded as people quote them (100 mm at 300 dpi: 1181). */
const pixelsFor = (mm: number, dpi: number) => Math.round((mm / mmPerInch) * dpi);

export function resolutionCheck(facts: ImageFacts, item: PreflightItem, thresholds: PreflightThresholds) {
  const turned = isTurned(facts.widthPx, facts.heightPx, item);
  // Across the item as the layout lies on it: a turned layout is printed turned.
  const across = turned ? item.heightMm : item.widthMm;
  const down = turned ? item.widthMm : item.heightMm;
  const effectiveDpi = Math.round(Math.min(facts.widthPx / (across / mmPerInch), facts.heightPx / (down / mmPerInch)));
  const meets = (dpi: number) => facts.widthPx >= pixelsFor(across, dpi) && facts.heightPx >= pixelsFor(down, dpi);
  const { widthMm, heightMm } = item;
  const [goodWidth, goodHeight] = [pixelsFor(widthMm, thresholds.goodDpi), pixelsFor(heightMm, thresholds.goodDpi)];
  if (meets(thresholds.goodDpi)) {
    return { effectiveDpi, check: check('resolution', 'green', texts.resolutionGood(effectiveDpi, widthMm, heightMm)) };
  }
  const level = meets(thresholds.minimumDpi) ? 'yellow' : 'red';
  const message = (level === 'yellow' ? texts.resolutionFair : texts.resolutionLow)(
    effectiveDpi,
    widthMm,
    heightMm,
    thresholds.goodDpi,
    goodWidth,
    goodHeight,
  );
  return { effectiveDpi, check: check('resolution', level, message) };
}

export function colorModeCheck(facts: Pick<ImageFacts, 'colorMode' | 'colorModelName' | 'iccProfile'>) {
  switch (facts.colorMode) {
    case 'cmyk':
      if (isFogra39(facts.iccProfile)) return check('colorMode', 'green', texts.colorCmykFogra39);
      return facts.iccProfile === null
        ? check('colorMode', 'yellow', texts.colorCmykNoProfile)
        : check('colorMode', 'yellow', texts.colorCmykOtherProfile(facts.iccProfile));
    case 'rgb':
      return check('colorMode', 'yellow', texts.colorRgb);
    case 'grey':
      return check('colorMode', 'yellow', texts.colorGrey);
    case 'other':
      return check('colorMode', 'yellow', texts.colorOther(facts.colorModelName));
  }
}

export function aspectRatioCheck(facts: ImageFacts, item: PreflightItem, thresholds: PreflightThresholds) {
  const { widthPx, heightPx } = facts;
  const { widthMm, heightMm } = item;
  if (ratioDifference(widthPx, heightPx, widthMm, heightMm) <= thresholds.aspectTolerance) {
    return check('aspectRatio', 'green', texts.aspectMatches(widthMm, heightMm));
  }
  if (ratioDifference(widthPx, heightPx, heightMm, widthMm) <= thresholds.aspectTolerance) {
    return check('aspectRatio', 'yellow', texts.aspectRotated(widthMm, heightMm));
  }
  return check('aspectRatio', 'yellow', texts.aspectDiffers(widthPx, heightPx, widthMm, heightMm));
}

/** Words customers name acrylic layers with, in Russian and English (ё read as е). */
const acrylLayerPatterns = {
  face: /лиц|перед|\bface\b|\bfront\b/,
  back: /оборот|обратн|зад|изнан|\bback\b/,
  semiTransparent: /полу\s*-?\s*прозр|\bsemi/,
} as const;

export function layersCheck(layerNames: readonly string[], item: PreflightItem): PreflightCheck {
  if (item.kind === 'stickers') {
    return layerNames.length > 1
      ? check('layers', 'green', texts.stickerLayersSeparate(layerNames.length))
      : check('layers', 'yellow', texts.stickerLayersFlat);
  }
  const names = layerNames.map((name) => name.toLowerCase().replaceAll('ё', 'е'));
  const missing = (Object.keys(acrylLayerPatterns) as (keyof typeof acrylLayerPatterns)[]).filter(
    (layer) => !names.some((name) => acrylLayerPatterns[layer].test(name)),
  );
  if (missing.length === 0) return check('layers', 'green', texts.acrylLayersFound);
  return check(
    'layers',
    'yellow',
    texts.acrylLayersMissing(missing.map((layer) => texts.acrylLayerNames[layer]).join(', ')),
  );
}

export function imageChecks(facts: ImageFacts, item: PreflightItem, thresholds: PreflightThresholds) {
  const checks: PreflightCheck[] = [];
  let effectiveDpi: number | undefined;
  if (hasSize(item)) {
    const resolution = resolutionCheck(facts, item, thresholds);
    effectiveDpi = resolution.effectiveDpi;
    checks.push(resolution.check);
  }
  checks.push(colorModeCheck(facts));
  checks.push(check('transparency', 'green', facts.hasAlpha ? texts.transparencyPresent : texts.transparencyAbsent));
  if (hasSize(item)) checks.push(aspectRatioCheck(facts, item, thresholds));
  if (facts.layerNames) checks.push(layersCheck(facts.layerNames, item));
  return { checks, effectiveDpi };
}

export function pageSizeCheck(facts: PdfFacts, item: PreflightItem, thresholds: PreflightThresholds) {
  const pageWidth = Math.round(facts.pageWidthMm);
  const pageHeight = Math.round(facts.pageHeightMm);
  const fits = (page: number, side: number) =>
    page >= side - thresholds.pageToleranceMm && page <= side + 2 * thresholds.bleedMm + thresholds.pageToleranceMm;
  if (fits(facts.pageWidthMm, item.widthMm) && fits(facts.pageHeightMm, item.heightMm)) {
    return check('pageSize', 'green', texts.pageSizeMatches(pageWidth, pageHeight));
  }
  if (fits(facts.pageWidthMm, item.heightMm) && fits(facts.pageHeightMm, item.widthMm)) {
    return check('pageSize', 'yellow', texts.pageSizeRotated(pageWidth, pageHeight));
  }
  return check('pageSize', 'yellow', texts.pageSizeDiffers(pageWidth, pageHeight, item.widthMm, item.heightMm));
}

/** The placed images' resolution once the page is printed at the item's size (a smaller page is enlarged). */
function imageDpiAtItemSize(facts: PdfFacts, item: PreflightItem): number {
  const lowest = facts.lowestImageDpi as number;
  if (!hasSize(item)) return Math.round(lowest);
  const turned = isTurned(facts.pageWidthMm, facts.pageHeightMm, item);
  const across = turned ? item.heightMm : item.widthMm;
  const down = turned ? item.widthMm : item.heightMm;
  const scale = Math.max(across / facts.pageWidthMm, down / facts.pageHeightMm);
  return Math.round(lowest / scale);
}

export function pdfChecks(facts: PdfFacts, item: PreflightItem, thresholds: PreflightThresholds) {
  const checks: PreflightCheck[] = [];
  if (hasSize(item)) checks.push(pageSizeCheck(facts, item, thresholds));
  checks.push(
    facts.pageCount === 1
      ? check('pageCount', 'green', texts.pageCountOne)
      : check('pageCount', 'yellow', texts.pageCountMany(facts.pageCount)),
  );
  let lowestImageDpi: number | undefined;
  if (facts.lowestImageDpi !== null) {
    lowestImageDpi = imageDpiAtItemSize(facts, item);
    const level =
      lowestImageDpi >= thresholds.goodDpi ? 'green' : lowestImageDpi >= thresholds.minimumDpi ? 'yellow' : 'red';
    checks.push(
      check(
        'pdfImages',
        level,
        level === 'green'
          ? texts.pdfImagesGood(thresholds.goodDpi)
          : texts.pdfImagesLow(lowestImageDpi, thresholds.goodDpi),
      ),
    );
  }
  if (facts.hasText) {
    checks.push(
      facts.fontsNotEmbedded.length === 0
        ? check('fonts', 'green', texts.fontsEmbedded)
        : check('fonts', 'yellow', texts.fontsMissing(facts.fontsNotEmbedded.join(', '))),
    );
  }
  return { checks, lowestImageDpi };
}

const levelOrder: readonly PreflightLevel[] = ['green', 'yellow', 'red'];

/** The result's level: its worst check. */
export function worstLevel(checks: readonly PreflightCheck[]): PreflightLevel {
  return checks.reduce<PreflightLevel>(
    (worst, { level }) => (levelOrder.indexOf(level) > levelOrder.indexOf(worst) ? level : worst),
    'green',
  );
}
