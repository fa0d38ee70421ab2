import type { CuttingType, LaminationType, PrintFormat, StickerPriceEntry } from '@stickers62/core/contract';
import {
  findStickerPriceRow,
  type StickerCalculatorChoices,
  type StickerQuote,
  stickerCalculatorChoices,
  stickerCalculatorDefaults,
  stickerCalculatorQuote,
  stickerFormatsFor,
} from '@stickers62/core/pricing';
import type { LookupStore } from '@stickers62/core/stores';
import { computed, map } from 'nanostores';
import { pickChoice } from '../ui/pick-choice';

/** What the visitor picked; `null` means "not picked yet" (the first offered value applies). */
export interface StickerChoice {
  cuttingType: CuttingType | null;
  laminationType: LaminationType | null;
  filmType: string | null;
  format: PrintFormat | null;
  sheets: number;
}

export interface StickerSelection {
  cuttingType: CuttingType | null;
  laminationType: LaminationType | null;
  filmType: string | null;
  format: PrintFormat | null;
  sheets: number;
}

export type StickerCalculatorView =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      choices: StickerCalculatorChoices;
      formats: PrintFormat[];
      selection: StickerSelection;
      quote: StickerQuote;
    };

/**
 * One sticker calculator: the visitor's choice (per calculator) over the shared price list
 * (one request however many calculators the page has), the offered choices and the quote.
 */
export function createStickerCalculatorStore(
  prices: LookupStore<StickerPriceEntry[]>,
  enabledFilmTypes: readonly string[] | undefined,
) {
  const $choice = map<StickerChoice>({
    cuttingType: null,
    laminationType: null,
    filmType: null,
    format: null,
    sheets: stickerCalculatorDefaults.sheets,
  });
  const $view = computed([prices.$state, $choice], (priceState, choice): StickerCalculatorView => {
    if (priceState.status === 'failed') return { status: 'failed' };
    if (priceState.status !== 'ready') return { status: 'loading' };
    const list = priceState.value;
    const choices = stickerCalculatorChoices(list, enabledFilmTypes);
    const key = {
      cuttingType: pickChoice(choice.cuttingType, choices.cuttingTypes),
      laminationType: pickChoice(choice.laminationType, choices.laminationTypes),
      filmType: pickChoice(choice.filmType, choices.filmTypes),
    };
    const formats = stickerFormatsFor(findStickerPriceRow(list, key));
    const format = pickChoice(choice.format, formats, stickerCalculatorDefaults.format);
    const selection = { ...key, format, sheets: choice.sheets };
    const quote = stickerCalculatorQuote(list, {
      ...key,
      format: format ?? stickerCalculatorDefaults.format,
      sheets: choice.sheets,
    });
    return { status: 'ready', choices, formats, selection, quote };
  });
  return {
    $choice,
    $view,
    choose<Key extends keyof StickerChoice>(key: Key, value: StickerChoice[Key]) {
      $choice.setKey(key, value as never);
    },
  };
}
