// The one module with a side effect on import, on purpose: an element script holding the acrylic
// calculator imports it before anything else (scripts/element-files.ts), so that its lookups are
// asked for from the script's first statements (custom-elements/early-lookups.ts).
import { getAcrylCalculatorLookups } from '@stickers62/core/stores';
import { startElementLookups } from '../custom-elements/early-lookups';

/** `acrylCalculatorElement.tag`, written out: importing the spec would evaluate the component first. */
export const acrylCalculatorTag = 's62-acryl-calculator';

/** Starts the lookups of the acrylic calculators already on the page (one load per shop address). */
export function startAcrylCalculatorLookups(): void {
  startElementLookups(acrylCalculatorTag, (apiBase) => getAcrylCalculatorLookups(apiBase).prices.load());
}

startAcrylCalculatorLookups();
