import { atom, computed, map } from 'nanostores';
import type {
  CuttingType,
  LaminationType,
  OrderConfiguration,
  PrintFormat,
  ReferenceLists,
  StickerPriceEntry,
} from '../../contract/index.js';
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
import { type NoPriceText, stickerCalculatorNoPriceText } from '../../rules/quote-text.js';
import type { LookupState, LookupStore } from '../lookup.js';
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
  /** Why there is no price and what to do, in words; `null` when priced. */
  reasonText: NoPriceText | null;
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
 * The films the calculator may offer: the shop's enabled films (the film-type reference list
 * holds only those), narrowed further by the embedder's list. Without the reference list (not
 * given, failed or empty) the embedder's list alone, as before.
 */
export function offeredFilmTypes(
  embedderFilms: readonly string[] | undefined,
  enabledFilms: readonly string[] | undefined,
): string[] | undefined {
  if (!enabledFilms || enabledFilms.length === 0) return embedderFilms ? [...embedderFilms] : undefined;
  return embedderFilms ? enabledFilms.filter((film) => embedderFilms.includes(film)) : [...enabledFilms];
}

const noReferences: LookupState<Pick<ReferenceLists, 'filmTypes'>> = {
  status: 'ready',
  value: { filmTypes: [] },
  error: null,
};

/**
 * One sticker calculator: the visitor's choice (per calculator) over the shared price list
 * (one request however many calculators the page has), the offered choices and the quote.
 * `references`, when given, limits the films to the enabled ones (the price list also prices
 * disabled films, for items ordered before a film was switched off).
 */
export function createStickerCalculatorStore(
  prices: LookupStore<StickerPriceEntry[]>,
  enabledFilmTypes: readonly string[] | undefined,
  references?: LookupStore<Pick<ReferenceLists, 'filmTypes'>>,
) {
  const $choice = map<StickerSelection>({
    cuttingType: null,
    laminationType: null,
    filmType: null,
    format: null,
    sheets: stickerCalculatorDefaults.sheets,
  });
  // Without a reference store the films are not narrowed: a settled state with no films stands in.
  const $references = references?.$state ?? atom<LookupState<Pick<ReferenceLists, 'filmTypes'>>>(noReferences);
  const $view = computed([prices.$state, $choice, $references], (priceState, choice, referenceState) => {
    if (priceState.status === 'failed') return { status: 'failed' } as StickerCalculatorView;
    if (priceState.status !== 'ready' || referenceState.status === 'loading' || referenceState.status === 'idle') {
      return { status: 'loading' } as StickerCalculatorView;
    }
    const list = priceState.value;
    // A failed load still holds the lists that did load (an empty film list narrows nothing).
    const enabled = referenceState.value.filmTypes;
    const choices = stickerCalculatorChoices(list, offeredFilmTypes(enabledFilmTypes, enabled));
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
    const reasonText = quote.reason ? stickerCalculatorNoPriceText(quote.reason) : null;
    return { status: 'ready', choices, formats, selection, quote, reasonText } as StickerCalculatorView;
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
  /**
   * What «Заказать» carries to the cart (core rules/order-configuration.ts): the chosen options,
   * the sheets and the sticker size when both sides are typed; `null` while an option is missing
   * or no sheet is counted.
   */
  const $orderConfiguration = computed([$view, $stickerSize], (view, sticker): OrderConfiguration | null => {
    if (view.status !== 'ready') return null;
    const { cuttingType, laminationType, filmType, format, sheets } = view.selection;
    if (!cuttingType || !laminationType || !filmType || !format || sheets < 1) return null;
    const size = sticker.width > 0 && sticker.height > 0;
    return {
      kind: 'stickers',
      cuttingType,
      laminationType,
      filmType,
      format,
      sheets,
      ...(size ? { stickerWidth: sticker.width, stickerHeight: sticker.height } : {}),
    };
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
    $orderConfiguration,
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
