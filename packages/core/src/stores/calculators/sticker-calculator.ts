import { computed, map } from 'nanostores';
import type { CuttingType, LaminationType, PrintFormat, StickerPriceEntry } from '../../contract/index.js';
import {
  findStickerPriceRow,
  paperFormatSizes,
  type StickerCalculatorChoices,
  type StickerQuote,
  stickerCalculatorChoices,
  stickerCalculatorDefaults,
  stickerCalculatorQuote,
  stickerFormatsFor,
} from '../../pricing/index.js';
import type { LookupStore } from '../lookup.js';
import { noStickerSize, type StickerSheetView, type StickerSize, stickerSheetView } from '../sheet-layout.js';
import { type CalculatorView, calculatorStore } from './calculator-store.js';
import { pickChoice } from './pick-choice.js';

/**
 * The calculator's fields. In what the visitor picked, `null` means "not picked yet" (the
 * first offered value applies); in the view, it means the price list offers nothing.
 */
export interface StickerSelection {
  cuttingType: CuttingType | null;
  laminationType: LaminationType | null;
  filmType: string | null;
  format: PrintFormat | null;
  sheets: number;
}

/** What the calculator reports when its quote changes (the element's `s62-price-change`). */
export interface StickerPriceChange extends StickerSelection {
  pricePerSheet: number | null;
  total: number;
}

export type StickerCalculatorView = CalculatorView<{
  choices: StickerCalculatorChoices;
  formats: PrintFormat[];
  selection: StickerSelection;
  quote: StickerQuote;
}>;

/** The film types an embedder enables, written "Белая, Прозрачная"; `undefined` (every priced film) when none. */
export function enabledFilmTypeList(filmTypes: string | undefined): string[] | undefined {
  const films = filmTypes
    ?.split(',')
    .map((film) => film.trim())
    .filter(Boolean);
  return films && films.length > 0 ? films : undefined;
}

/** The sheets field's text as a count: whole sheets, never below 0 (an empty field is 0). */
function sheetsFromText(text: string): number {
  const parsed = Number.parseInt(text, 10);
  return Number.isFinite(parsed) ? Math.max(0, parsed) : 0;
}

/**
 * One sticker calculator: the visitor's choice (per calculator) over the shared price list
 * (one request however many calculators the page has), the offered choices and the quote.
 */
export function createStickerCalculatorStore(
  prices: LookupStore<StickerPriceEntry[]>,
  enabledFilmTypes: readonly string[] | undefined,
) {
  const $choice = map<StickerSelection>({
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
  // The optional sticker size lives apart from the choice: the price-change event reports the choice.
  const $stickerSize = map<StickerSize>(noStickerSize);
  const $sheet = computed([$view, $stickerSize], (view, sticker): StickerSheetView | null => {
    if (view.status !== 'ready') return null;
    const size = paperFormatSizes[view.selection.format ?? stickerCalculatorDefaults.format];
    return stickerSheetView({
      sheet: { widthMm: size.width, heightMm: size.height },
      sticker,
      sheets: view.selection.sheets,
      pricePerSheet: view.quote.pricePerSheet,
    });
  });
  return {
    ...calculatorStore(
      $choice,
      $view,
      ({ selection, quote }): StickerPriceChange => ({
        ...selection,
        pricePerSheet: quote.pricePerSheet,
        total: quote.total,
      }),
    ),
    /** Stickers of the typed size on the chosen format; `null` until both sides are typed (they are optional). */
    $sheet,
    setStickerSize(side: keyof StickerSize, millimetres: number) {
      $stickerSize.setKey(side, millimetres);
    },
    /** The sheets field changed: what the visitor typed, as whole sheets. */
    chooseSheets(text: string) {
      $choice.setKey('sheets', sheetsFromText(text));
    },
  };
}

export type StickerCalculatorStore = ReturnType<typeof createStickerCalculatorStore>;
