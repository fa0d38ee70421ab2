import { atom, computed, map, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/errors.js';
import type {
  AcrylItem,
  AcrylItemSaveRequest,
  PaperSize,
  StickerItem,
  StickerItemSaveRequest,
} from '../../contract/index.js';
import { sheetSizeFor } from '../../pricing/index.js';
import {
  type AcrylFormField,
  checkAcrylItemForm,
  checkStickerItemForm,
  type ItemFormCheck,
  layoutNameError,
  newAcrylItem,
  newStickerItem,
  paperSizeDimensions,
  paperSizeOf,
  type StickerFormField,
  storedStickerSize,
} from '../../rules/index.js';
import { itemTexts } from '../../texts/index.js';
import { type StickerSheetView, type StickerSize, stickerSheetView, stickerSizeOfItem } from '../sheet-layout.js';
import type { LiveQuote, LiveQuoteSource } from './live-quote.js';

/** The outcome of saving an item: the text the form shows when it failed. */
export type ItemSaveResult = { ok: true } | { ok: false; message: string };

/**
 * 'Не удалось сохранить позицию! ' plus the reason: the server's text for a 400 that has one,
 * 'Проверьте заполненность полей' for a 400 without, 'Неизвестная ошибка' otherwise.
 */
export function itemSaveFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return itemTexts.saveFailedPrefix + (error.serverMessage ?? itemTexts.saveFailedValidation);
  }
  return itemTexts.saveFailedPrefix + itemTexts.saveFailedGeneric;
}

/** The form values of a sticker item (or a new one); the paper size is derived from the sizes. */
export function stickerFormValues(item: StickerItem | null): StickerItemSaveRequest {
  if (!item) return newStickerItem();
  const { fileName: _file, status: _status, cost: _cost, preflight: _preflight, ...editable } = item;
  return { ...editable, paperSize: paperSizeOf(item.width, item.height) };
}

/** The form values of an acrylic item (or a new one). */
export function acrylFormValues(item: AcrylItem | null): AcrylItemSaveRequest {
  if (!item) return newAcrylItem();
  const { fileName: _file, status: _status, cost: _cost, preflight: _preflight, ...editable } = item;
  return { ...editable, fittings: [...item.fittings] };
}

export interface ItemFormState<Values, Field extends string> {
  values: Values;
  /** Fields to highlight; empty until the first save attempt. */
  highlighted: Field[];
  /** The live message under the name field. */
  nameError: string | null;
  /** Why saving was blocked or failed; `null` otherwise. */
  error: string | null;
  saving: boolean;
}

export interface ItemFormStore<Values, Field extends string> {
  readonly $state: ReadableAtom<ItemFormState<Values, Field>>;
  /** The item's price as typed (or why there is none) and the new order total; `null` until prices are in. */
  readonly $quote: ReadableAtom<LiveQuote | null>;
  set<Key extends keyof Values>(field: Key, value: Values[Key]): void;
  /** Checks, then saves; resolves true when the item was saved. */
  submit(): Promise<boolean>;
}

function createItemForm<Values extends { name: string }, Field extends string>(
  initial: Values,
  check: (values: Values) => ItemFormCheck<Field>,
  save: (values: Values) => Promise<ItemSaveResult>,
) {
  const $state = map<ItemFormState<Values, Field>>({
    values: initial,
    highlighted: [],
    nameError: layoutNameError(initial.name),
    error: null,
    saving: false,
  });
  let attempted = false;

  function update(values: Values) {
    const highlighted = attempted ? check(values).highlighted : [];
    $state.set({ ...$state.get(), values, highlighted, nameError: layoutNameError(values.name) });
  }

  const store = {
    $state,
    set<Key extends keyof Values>(field: Key, value: Values[Key]) {
      update({ ...$state.get().values, [field]: value });
    },
    update,
    async submit() {
      attempted = true;
      const { values } = $state.get();
      const result = check(values);
      $state.set({ ...$state.get(), highlighted: result.highlighted, error: result.blockingMessage });
      if (result.blockingMessage || $state.get().saving) return false;
      $state.setKey('saving', true);
      const outcome = await save(values);
      $state.set({ ...$state.get(), saving: false, error: outcome.ok ? null : outcome.message });
      return outcome.ok;
    },
  };
  return store;
}

export interface StickerItemFormStore extends ItemFormStore<StickerItemSaveRequest, StickerFormField> {
  /** A standard size fills width and height; 'Other' leaves them to type. */
  setPaperSize(size: PaperSize): void;
  /** The size of one sticker, typed to see the sheet layout; saved with the item when both sides are typed. */
  readonly $stickerSize: ReadableAtom<StickerSize>;
  setStickerSize(side: keyof StickerSize, millimetres: number): void;
  /** Stickers of that size on the item's sheet, for the count of sheets ordered, with the price of one; `null` until typed. */
  readonly $sheet: ReadableAtom<StickerSheetView | null>;
}

const noLiveQuote: ReadableAtom<LiveQuote | null> = /*#__PURE__*/ atom(null);

function valuesOf<Values>($state: ReadableAtom<{ values: Values }>): ReadableAtom<Values> {
  return computed($state, (state) => state.values);
}

/** The price of one sheet of the item as it is being filled in; `null` when the price list has none. */
export type SheetPriceOf = (values: StickerItemSaveRequest) => number | null;

/**
 * The sticker item form. The item is a sheet (its format, or its own size for «Другой») ordered
 * `count` times; the sticker size typed beside it lays stickers out on that sheet.
 */
export function createStickerItemForm(
  item: StickerItem | null,
  save: (values: StickerItemSaveRequest) => Promise<ItemSaveResult>,
  sheetPriceOf: SheetPriceOf = () => null,
  liveQuote?: LiveQuoteSource<'stickers'>,
): StickerItemFormStore {
  const $stickerSize = map<StickerSize>(stickerSizeOfItem(item ?? {}));
  const form = createItemForm(stickerFormValues(item), checkStickerItemForm, (values) =>
    save({ ...values, ...storedStickerSize($stickerSize.get()) }),
  );
  const $quote = liveQuote ? liveQuote(valuesOf(form.$state)) : noLiveQuote;
  const $sheet = computed([form.$state, $stickerSize], ({ values }, sticker) =>
    stickerSheetView({
      sheet: sheetSizeFor(values.paperSize ?? 'Other', values),
      sticker,
      sheets: values.count,
      pricePerSheet: sheetPriceOf(values),
    }),
  );
  return {
    $state: form.$state,
    $quote,
    set: form.set,
    submit: form.submit,
    setPaperSize(size) {
      const dimensions = paperSizeDimensions(size);
      form.update({ ...form.$state.get().values, paperSize: size, ...(dimensions ?? {}) });
    },
    $stickerSize,
    setStickerSize(side, millimetres) {
      $stickerSize.setKey(side, millimetres);
    },
    $sheet,
  };
}

export interface AcrylItemFormStore extends ItemFormStore<AcrylItemSaveRequest, AcrylFormField> {
  toggleFitting(fitting: string): void;
}

export function createAcrylItemForm(
  item: AcrylItem | null,
  save: (values: AcrylItemSaveRequest) => Promise<ItemSaveResult>,
  liveQuote?: LiveQuoteSource<'acryl'>,
): AcrylItemFormStore {
  const form = createItemForm(acrylFormValues(item), checkAcrylItemForm, save);
  return {
    $state: form.$state,
    $quote: liveQuote ? liveQuote(valuesOf(form.$state)) : noLiveQuote,
    set: form.set,
    submit: form.submit,
    toggleFitting(fitting) {
      const { fittings } = form.$state.get().values;
      const next = fittings.includes(fitting) ? fittings.filter((name) => name !== fitting) : [...fittings, fitting];
      form.set('fittings', next);
    },
  };
}

/** What an item form opens on: a kind and its item (`null`: a new one). */
export type ItemFormTarget = { kind: 'stickers'; item: StickerItem | null } | { kind: 'acryl'; item: AcrylItem | null };

/** An open item form: its target and the form store of that kind (the order details store's `$itemForm`). */
export type OpenItemForm =
  | { kind: 'stickers'; item: StickerItem | null; form: StickerItemFormStore }
  | { kind: 'acryl'; item: AcrylItem | null; form: AcrylItemFormStore };
