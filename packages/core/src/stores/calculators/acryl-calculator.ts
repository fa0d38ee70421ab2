import { computed, map } from 'nanostores';
import type { AcrylPriceEntry, OrderConfiguration, ReferenceLists } from '../../contract/index.js';
import { formatRubles } from '../../format/index.js';
import {
  type AcrylCalculatorChoices,
  type AcrylCalculatorInput,
  type AcrylQuote,
  acrylCalculatorChoices,
  acrylCalculatorDefaults,
  acrylCalculatorQuote,
  acrylCountOptions,
  acrylSizeOptions,
  defaultAcrylMaterial,
  materialCategoryOf,
  standBaseLabel,
} from '../../pricing/index.js';
import { type NoPriceText, noPriceText } from '../../rules/quote-text.js';
import { acrylCalculatorTexts } from '../../texts/index.js';
import type { LookupStore } from '../lookup.js';
import { type CalculatorView, calculatorStore } from './calculator-store.js';
import { pickChoice } from './pick-choice.js';

/** What the visitor picked; `null` means "not picked yet" (the default or first offered applies). */
export interface AcrylChoice {
  acrylType: string | null;
  materialType: string | null;
  printType: string | null;
  count: number | null;
  width: number | null;
  height: number | null;
  printOnBase: boolean;
}

/** What the calculator's fields select: the quote's input without fittings (the widget offers none). */
export type AcrylSelection = Omit<AcrylCalculatorInput, 'fittings'>;

/** What the calculator reports when its quote changes (the element's `s62-price-change`). */
export interface AcrylPriceChange extends AcrylSelection {
  pricePerPiece: number | null;
  /** Per-piece surcharge for print on a stand's base. */
  basePrintSurcharge: number;
  total: number;
}

export type AcrylCalculatorView = CalculatorView<{
  choices: AcrylCalculatorChoices;
  counts: number[];
  sizes: number[];
  selection: AcrylSelection;
  quote: AcrylQuote;
  /** What the card says about a stand's base (free, its print surcharge, or too large); null for other products. */
  standBaseNote: string | null;
  /** Why there is no price and what to do, in words; `null` when priced. */
  reasonText: NoPriceText | null;
}>;

function standBaseNote({ standBase, standTooLarge, basePrintSurcharge }: AcrylQuote, printOnBase: boolean) {
  if (standTooLarge) return acrylCalculatorTexts.standTooLarge;
  if (!standBase) return null;
  const base = standBaseLabel(standBase);
  return printOnBase
    ? acrylCalculatorTexts.standBaseSurcharge(base, formatRubles(basePrintSurcharge))
    : acrylCalculatorTexts.standBaseFree(base);
}

/**
 * One acrylic calculator: the visitor's choice over the shared price list and reference
 * lists (one request for all of them however many calculators the page has), the offered choices
 * (tiers from the price data, else the fallback lists) and the quote.
 */
export function createAcrylCalculatorStore(
  prices: LookupStore<AcrylPriceEntry[]>,
  references: LookupStore<Pick<ReferenceLists, 'acrylMaterialCategories' | 'acrylFittings'>>,
) {
  const $choice = map<AcrylChoice>({
    acrylType: null,
    materialType: null,
    printType: null,
    count: null,
    width: null,
    height: null,
    printOnBase: false,
  });
  const $view = computed(
    [prices.$state, references.$state, $choice],
    (priceState, referenceState, choice): AcrylCalculatorView => {
      if (priceState.status === 'failed' || referenceState.status === 'failed') return { status: 'failed' };
      if (priceState.status !== 'ready' || referenceState.status !== 'ready') return { status: 'loading' };
      const list = priceState.value;
      const { acrylMaterialCategories, acrylFittings } = referenceState.value;
      const acrylType = pickChoice(
        choice.acrylType,
        acrylCalculatorChoices(list, acrylMaterialCategories, choice).acrylTypes,
      );
      const materials = acrylCalculatorChoices(list, acrylMaterialCategories, {
        acrylType,
        materialType: null,
      }).materialTypes;
      const materialType = pickChoice(choice.materialType, materials, defaultAcrylMaterial(materials, acrylType));
      const choices = acrylCalculatorChoices(list, acrylMaterialCategories, { acrylType, materialType });
      const printType = pickChoice(choice.printType, choices.printTypes);
      const key = { acrylType, category: materialCategoryOf(materialType, acrylMaterialCategories), printType };
      const counts = acrylCountOptions(list, key);
      const sizes = acrylSizeOptions(list, key);
      const selection: AcrylSelection = {
        acrylType,
        materialType,
        printType,
        count: pickChoice(choice.count, counts, acrylCalculatorDefaults.count) ?? acrylCalculatorDefaults.count,
        width: pickChoice(choice.width, sizes, acrylCalculatorDefaults.width) ?? acrylCalculatorDefaults.width,
        height: pickChoice(choice.height, sizes, acrylCalculatorDefaults.height) ?? acrylCalculatorDefaults.height,
        printOnBase: choice.printOnBase,
      };
      const quote = acrylCalculatorQuote(
        { ...selection, fittings: [] },
        { acrylPrices: list, acrylMaterialCategories, acrylFittings },
      );
      const note = standBaseNote(quote, selection.printOnBase);
      const reasonText = quote.reason ? noPriceText('acryl', quote.reason) : null;
      return { status: 'ready', choices, counts, sizes, selection, quote, standBaseNote: note, reasonText };
    },
  );
  /** What «Заказать» carries to the cart (core rules/order-configuration.ts); `null` while an option is missing. */
  const $orderConfiguration = computed($view, (view): OrderConfiguration | null => {
    if (view.status !== 'ready') return null;
    const { acrylType, materialType, printType, count, width, height, printOnBase } = view.selection;
    if (!acrylType || !materialType || !printType || !(count >= 1 && width > 0 && height > 0)) return null;
    return { kind: 'acryl', acrylType, materialType, printType, count, width, height, printOnBase };
  });
  return {
    ...calculatorStore(
      $choice,
      $view,
      ({ selection, quote }): AcrylPriceChange => ({
        ...selection,
        pricePerPiece: quote.pricePerPiece,
        basePrintSurcharge: quote.basePrintSurcharge,
        total: quote.total,
      }),
    ),
    $orderConfiguration,
  };
}

export type AcrylCalculatorStore = ReturnType<typeof createAcrylCalculatorStore>;
