import { type AcrylItem, acrylTypeNames } from '../contract/index.js';
import { minimumRunTexts } from '../texts/index.js';

/** Key rings up to this size (mm, longer side) count as small: 6 cm. */
export const smallKeyRingMaxSideMm = 60;

export interface MinimumRun {
  count: number;
  hint: string;
}

export const stickerMinimumRun: MinimumRun = { count: 10, hint: minimumRunTexts.stickers };

/**
 * The minimum run of an acrylic layout, a hint only (saving is never blocked): new key rings
 * up to 6 cm 10, larger 5; new stands 5; repeats of key rings 5, of stands 3. Other product
 * types have none. A repeat is an item with `otherItem` set.
 */
export function acrylMinimumRun(
  item: Pick<AcrylItem, 'acrylType' | 'width' | 'height' | 'otherItem'>,
): MinimumRun | null {
  const isRepeat = item.otherItem !== null;
  if (item.acrylType === acrylTypeNames.keyRing) {
    if (isRepeat) return { count: 5, hint: minimumRunTexts.acrylRepeatKeyRings };
    return Math.max(item.width, item.height) <= smallKeyRingMaxSideMm
      ? { count: 10, hint: minimumRunTexts.acrylNewKeyRingsSmall }
      : { count: 5, hint: minimumRunTexts.acrylNewKeyRingsLarge };
  }
  if (item.acrylType === acrylTypeNames.stand) {
    return isRepeat
      ? { count: 3, hint: minimumRunTexts.acrylRepeatStands }
      : { count: 5, hint: minimumRunTexts.acrylNewStands };
  }
  return null;
}

/** Whether the count is below the minimum run (to show the hint prominently). */
export function isBelowMinimumRun(count: number, run: MinimumRun | null): boolean {
  return run !== null && count < run.count;
}
