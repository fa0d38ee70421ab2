// The one module with a side effect on import, on purpose: an element script holding the sticker
// calculator imports it before anything else (scripts/element-files.ts), so that its lookups are
// asked for from the script's first statements (custom-elements/early-lookups.ts).
import { getStickerCalculatorLookups } from '@stickers62/core/stores';
import { startElementLookups } from '../custom-elements/early-lookups';

/** `stickerCalculatorElement.tag`, written out: importing the spec would evaluate the component first. */
export const stickerCalculatorTag = 's62-sticker-calculator';

/** Starts the lookups of the sticker calculators already on the page (one load per shop address). */
export function startStickerCalculatorLookups(): void {
  startElementLookups(stickerCalculatorTag, (apiBase) => getStickerCalculatorLookups(apiBase).prices.load());
}

startStickerCalculatorLookups();
