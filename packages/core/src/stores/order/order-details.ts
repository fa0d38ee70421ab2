import { atom, computed, map, type ReadableAtom } from 'nanostores';
import { ApiError } from '../../api/errors.js';
import { deleteFile, downloadFile, type FileTarget, getFileName, uploadFile } from '../../api/files.js';
import { deleteItem, saveAcrylItem, saveStickerItem } from '../../api/items.js';
import { getOrder } from '../../api/orders.js';
import type { AcrylItemSaveRequest, FileInfo, ItemKind, Order, StickerItemSaveRequest } from '../../contract/index.js';
import {
  type ItemCosts,
  type OrderItemQuotes,
  preliminaryOrderCost,
  quoteOrderItems,
  stickerUnitPrice,
  totalStickerCount,
} from '../../pricing/index.js';
import {
  canPayOrder,
  canSendOrder,
  configuredItem,
  defaultOrderTab,
  hasMissingLayouts,
  isOrderEditable,
  type NoPriceText,
  noPriceText,
  type OrderTab,
  readOrderConfiguration,
  refundNoteText,
} from '../../rules/index.js';
import { fileTexts, itemTexts, orderConfigurationTexts, orderTexts, priceOnRequestTexts } from '../../texts/index.js';
import type { ShopStores } from '../registry.js';
import {
  createAcrylItemForm,
  createStickerItemForm,
  type ItemFormTarget,
  type ItemSaveResult,
  itemSaveFailureText,
  type OpenItemForm,
} from './item-form.js';
import { createLiveQuote, type LiveQuoteSource, readyPriceLists } from './live-quote.js';
import { completedPath, confirmOrderPath, orderLoadOutcome, routeOrderId } from './load-error.js';
import { createNoticeStore, type Notice } from './notice.js';
import { createRepeater, type RepeatChoice } from './repeat.js';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0…100, whole numbers. */
  percent: number;
}

export interface OrderDetailsState {
  phase: 'loading' | 'ready' | 'failed';
  order: Order | null;
  /** The section-8 text of a failed load. */
  loadError: string | null;
  /** Where the screen must go instead ('Completed' goes to /completed). */
  redirectTo: string | null;
  tab: OrderTab;
  /** Uploads under way by file key (`fileKey`). */
  uploads: Record<string, UploadProgress>;
  /**
   * The server's answer to the last upload of each file (with its preflight), by file key, kept
   * until its dialog closes (`forgetUploadAnswer`), so the dialog can show the checks.
   */
  uploadAnswers: Record<string, FileInfo>;
}

/**
 * Every byte is sent and the server's answer is awaited: it stores the file and checks it then,
 * so the dialog says «Проверяем макет…» instead of a full progress bar that seems stuck.
 */
export function isUploadChecking(progress: UploadProgress): boolean {
  return progress.total > 0 && progress.loaded >= progress.total;
}

export interface OrderDetailsView {
  /** 'Создан' and 'Ожидает загрузки макетов': cards and the floating menu; else the table. */
  editable: boolean;
  canSend: boolean;
  canPay: boolean;
  missingLayouts: boolean;
  /** The preliminary order cost (the order's own cost until the price lists are in). */
  cost: number;
  /** Recomputed item costs, or `null` until the price lists are in (then items show their own). */
  itemCosts: ItemCosts | null;
  /** Why each item has no price (in words), `null` for a priced one; empty lists until the prices are in. */
  noPrice: { stickers: (NoPriceText | null)[]; acryl: (NoPriceText | null)[] };
  /** «+ N позиций: цена по запросу — менеджер рассчитает» beside the total; `null` when every item is priced. */
  unpricedNote: string | null;
  /**
   * Why an order that could otherwise be paid cannot be yet: an item has no price (the server
   * refuses its payment link too). `null` when nothing holds the payment back this way.
   */
  paymentHeldNote: string | null;
  /** A payment that did not pay the order was returned (core `refundNoteText`); `null` without one. */
  refundNote: string | null;
}

function reasonsOf(kind: ItemKind, quotes: OrderItemQuotes): (NoPriceText | null)[] {
  return (kind === 'stickers' ? quotes.stickers : quotes.acryl).map((quote) =>
    quote.priced ? null : noPriceText(kind, quote.reason),
  );
}

/** Key of a file in `uploads`: kind and item name (the general acryl file is `acryl/__general__`). */
export function fileKey(kind: ItemKind, itemName: string): string {
  return `${kind}/${itemName}`;
}

type Stores = Pick<ShopStores, 'api' | 'cartCount' | 'stickerPrices' | 'acrylPrices' | 'references'>;

/** Repeat failures show for 2 seconds (section 8). */
export const repeatFailureMs = 2000;

/**
 * The order details screen (`/cart` is id `'0'`, `/order/{id}`): the load with the section-8
 * mapping, the tab, item save and delete, file uploads with progress and cancel, file delete
 * and download, repeats, and what the send and pay buttons may do. Every change goes to the
 * server first and the order is read again after it, so costs and statuses are the server's.
 */
export function createOrderDetailsStore(stores: Stores, routeId: string | null | undefined) {
  const { api } = stores;
  const id = routeOrderId(routeId);
  const $state = map<OrderDetailsState>({
    phase: id === null ? 'failed' : 'loading',
    order: null,
    loadError: id === null ? orderTexts.noOrder : null,
    redirectTo: null,
    tab: 'stickers',
    uploads: {},
    uploadAnswers: {},
  });
  const notices = createNoticeStore();
  const uploadControllers = new Map<string, AbortController>();
  const repeater = createRepeater(api);
  let configurationTaken = false;

  const $view: ReadableAtom<OrderDetailsView | null> = computed(
    [$state, stores.stickerPrices.$state, stores.acrylPrices.$state, stores.references.$state],
    (state, stickerPrices, acrylPrices, references) => {
      const { order } = state;
      if (!order) return null;
      const lists = readyPriceLists(stickerPrices, acrylPrices, references);
      const preliminary = lists ? preliminaryOrderCost(order, lists) : null;
      const quotes = lists ? quoteOrderItems(order.orderItems, order.acrylOrderItems, lists) : null;
      const unpriced = quotes?.unpriced ?? 0;
      return {
        editable: isOrderEditable(order.status),
        canSend: canSendOrder(order),
        canPay: canPayOrder(order) && unpriced === 0,
        paymentHeldNote: canPayOrder(order) && unpriced > 0 ? priceOnRequestTexts.notPayable : null,
        refundNote: refundNoteText(order.lastRefund, order.payed),
        missingLayouts: hasMissingLayouts(order),
        cost: preliminary?.cost ?? order.cost,
        itemCosts: preliminary?.items ?? null,
        noPrice: quotes
          ? { stickers: reasonsOf('stickers', quotes), acryl: reasonsOf('acryl', quotes) }
          : { stickers: [], acryl: [] },
        unpricedNote: unpriced > 0 ? priceOnRequestTexts.totalWithUnpriced(unpriced) : null,
      };
    },
  );

  const $order = computed($state, (state) => state.order);
  const lists = {
    stickerPrices: stores.stickerPrices.$state,
    acrylPrices: stores.acrylPrices.$state,
    references: stores.references.$state,
  };

  /** The order id for calls: the loaded order's own id (the cart's too). */
  function orderIdForCalls(): string {
    const order = $state.get().order;
    if (!order) throw new Error('The order is not loaded');
    return order.id;
  }

  async function load(): Promise<void> {
    if (id === null) return;
    $state.set({ ...$state.get(), phase: 'loading', loadError: null });
    try {
      const order = await getOrder(api, id);
      $state.set({ ...$state.get(), phase: 'ready', order, tab: defaultOrderTab(order) });
    } catch (error) {
      const failure = orderLoadOutcome(error);
      if (failure.kind === 'completed') $state.setKey('redirectTo', completedPath);
      else $state.set({ ...$state.get(), phase: 'failed', loadError: failure.text });
    }
  }

  /** Reads the order again after a change; a failure keeps what is shown (and is logged). */
  async function refresh(): Promise<void> {
    try {
      const order = await getOrder(api, orderIdForCalls());
      $state.setKey('order', order);
    } catch (error) {
      api.log(orderTexts.loadOther, error);
    }
  }

  async function afterItemsChanged(): Promise<void> {
    await refresh();
    void stores.cartCount.refresh();
  }

  function target(kind: ItemKind, itemName: string): FileTarget {
    return { orderId: orderIdForCalls(), kind, itemName };
  }

  function setUploadAnswer(key: string, answer: FileInfo | null) {
    const { [key]: _dropped, ...rest } = $state.get().uploadAnswers;
    $state.setKey('uploadAnswers', answer ? { ...rest, [key]: answer } : rest);
  }

  function setUpload(key: string, progress: UploadProgress | null) {
    const { [key]: _dropped, ...rest } = $state.get().uploads;
    $state.setKey('uploads', progress ? { ...rest, [key]: progress } : rest);
  }

  function showError(text: string, error: unknown) {
    api.log(text, error);
    notices.show({ tone: 'error', text });
  }

  async function saveItem(save: () => Promise<unknown>): Promise<ItemSaveResult> {
    try {
      await save();
    } catch (error) {
      api.log(itemTexts.saveFailedLog, error);
      return { ok: false, message: itemSaveFailureText(error) };
    }
    await afterItemsChanged();
    return { ok: true };
  }

  function saveSticker(values: StickerItemSaveRequest): Promise<ItemSaveResult> {
    return saveItem(() => saveStickerItem(api, orderIdForCalls(), values));
  }

  function saveAcryl(values: AcrylItemSaveRequest): Promise<ItemSaveResult> {
    return saveItem(() => saveAcrylItem(api, orderIdForCalls(), values));
  }

  /**
   * The price of one sheet of a sticker item as its form is filled in: the tier counts the
   * order's other sticker items with this one's count; `null` until the prices are in.
   */
  function sheetPriceOf(values: StickerItemSaveRequest): number | null {
    const prices = stores.stickerPrices.$state.get();
    const order = $state.get().order;
    if (prices.status !== 'ready' || !order) return null;
    const others = order.orderItems.filter((item) => item.id !== values.id);
    return stickerUnitPrice(values, totalStickerCount(others) + Math.max(0, values.count), prices.value);
  }

  /** The live quote of a sticker item form: its price as typed and the order total with it. */
  const stickerLiveQuote: LiveQuoteSource<'stickers'> = (values) => createLiveQuote('stickers', values, $order, lists);
  /** The live quote of an acrylic item form. */
  const acrylLiveQuote: LiveQuoteSource<'acryl'> = (values) => createLiveQuote('acryl', values, $order, lists);
  const $itemForm = atom<OpenItemForm | null>(null);

  return {
    $state,
    $view,
    $notice: notices.$notice as ReadableAtom<Notice | null>,
    load,
    refresh,
    selectTab(tab: OrderTab) {
      $state.setKey('tab', tab);
    },
    dismissNotice: notices.clear,

    saveStickerItem: saveSticker,

    /**
     * Adds the item a calculator's «Заказать» carried (`?add=` of the cart, core
     * rules/order-configuration.ts) through the item save call, as the form would: the server
     * prices and names-checks it. Checked against the shop's reference lists first; one the shop
     * does not offer (unknown, tampered, too long) adds nothing and says so. Call it once the
     * order is loaded; it runs once per screen, so a second call (React's double effects) adds
     * nothing more. Resolves true when the item was added.
     */
    async addConfiguredItem(encoded: string): Promise<boolean> {
      if (configurationTaken || !$state.get().order) return false;
      configurationTaken = true;
      await stores.references.load();
      const references = stores.references.$state.get();
      if (references.status !== 'ready') {
        showError(orderConfigurationTexts.notChecked, references.error);
        return false;
      }
      const configuration = readOrderConfiguration(encoded, references.value);
      const order = $state.get().order;
      if (!configuration || !order) {
        notices.show({ tone: 'error', text: orderConfigurationTexts.dropped });
        return false;
      }
      const items = configuration.kind === 'stickers' ? order.orderItems : order.acrylOrderItems;
      const item = configuredItem(
        configuration,
        items.map((existing) => existing.name),
      );
      try {
        if (item.kind === 'stickers') await saveStickerItem(api, order.id, item.request);
        else await saveAcrylItem(api, order.id, item.request);
      } catch (error) {
        showError(itemSaveFailureText(error), error);
        return false;
      }
      await afterItemsChanged();
      $state.setKey('tab', item.kind);
      notices.show({ tone: 'success', text: orderConfigurationTexts.added });
      return true;
    },

    saveAcrylItem: saveAcryl,

    /** Deletes an item; 'Не удалось удалить позицию!' when it fails. */
    async deleteItem(kind: ItemKind, itemId: number): Promise<boolean> {
      try {
        await deleteItem(api, kind, orderIdForCalls(), itemId);
      } catch (error) {
        showError(itemTexts.deleteFailed, error);
        return false;
      }
      await afterItemsChanged();
      return true;
    },

    /**
     * Uploads a layout with progress; `acryl` + `generalAcrylFileItemName` is the order's
     * general acryl file. Resolves true when stored.
     */
    async uploadFile(kind: ItemKind, itemName: string, file: Blob, fileName?: string): Promise<boolean> {
      const key = fileKey(kind, itemName);
      uploadControllers.get(key)?.abort();
      const controller = new AbortController();
      uploadControllers.set(key, controller);
      setUpload(key, { loaded: 0, total: file.size, percent: 0 });
      setUploadAnswer(key, null);
      let answer: FileInfo;
      try {
        answer = await uploadFile(api, target(kind, itemName), file, {
          ...(fileName ? { fileName } : {}),
          signal: controller.signal,
          onProgress: (loaded, total) => {
            if (uploadControllers.get(key) !== controller) return;
            setUpload(key, { loaded, total, percent: total > 0 ? Math.round((loaded / total) * 100) : 0 });
          },
        });
      } catch (error) {
        if (uploadControllers.get(key) === controller) {
          uploadControllers.delete(key);
          setUpload(key, null);
        }
        if (error instanceof ApiError && error.kind === 'aborted') {
          notices.show({ tone: 'error', text: fileTexts.uploadCancelled });
        } else {
          // 'Не удалось загрузить файл. ' ends with a space for the reason the server gave.
          const reason = error instanceof ApiError ? (error.serverMessage ?? '') : '';
          showError(`${fileTexts.uploadFailed}${reason}`.trim(), error);
        }
        return false;
      }
      uploadControllers.delete(key);
      setUploadAnswer(key, answer);
      setUpload(key, null);
      notices.show({ tone: 'success', text: fileTexts.uploaded });
      await refresh();
      return true;
    },

    /** The upload dialog of the file closed: its answer is no longer shown. */
    forgetUploadAnswer(kind: ItemKind, itemName: string) {
      setUploadAnswer(fileKey(kind, itemName), null);
    },

    sheetPriceOf,

    /** The item form open on the screen (`null`: none); one form store per opening. */
    $itemForm: $itemForm as ReadableAtom<OpenItemForm | null>,

    /**
     * Opens the item form of the target: a new form store of its kind, with the sheet price and
     * the live quote, saving through this store; a successful save closes it, a failed one keeps
     * it open with the error.
     */
    openItemForm(opening: ItemFormTarget): OpenItemForm {
      const opened: OpenItemForm =
        opening.kind === 'stickers'
          ? {
              ...opening,
              form: createStickerItemForm(opening.item, closingOnSuccess(saveSticker), sheetPriceOf, stickerLiveQuote),
            }
          : { ...opening, form: createAcrylItemForm(opening.item, closingOnSuccess(saveAcryl), acrylLiveQuote) };
      $itemForm.set(opened);
      return opened;

      function closingOnSuccess<Values>(save: (values: Values) => Promise<ItemSaveResult>) {
        return async (values: Values): Promise<ItemSaveResult> => {
          const result = await save(values);
          if (result.ok && $itemForm.get() === opened) $itemForm.set(null);
          return result;
        };
      }
    },

    closeItemForm() {
      $itemForm.set(null);
    },

    cancelUpload(kind: ItemKind, itemName: string) {
      uploadControllers.get(fileKey(kind, itemName))?.abort();
    },

    async deleteFile(kind: ItemKind, itemName: string): Promise<boolean> {
      try {
        await deleteFile(api, target(kind, itemName));
      } catch (error) {
        showError(fileTexts.deleteFailed, error);
        return false;
      }
      notices.show({ tone: 'success', text: fileTexts.deleted });
      await refresh();
      return true;
    },

    /**
     * The stored file's name as the server has it (`null` when there is none), for the upload
     * dialog; `undefined` after showing 'Не удалось загрузить информацию о файле.'.
     */
    async fileName(kind: ItemKind, itemName: string): Promise<string | null | undefined> {
      try {
        return (await getFileName(api, target(kind, itemName)))?.fileName ?? null;
      } catch (error) {
        showError(fileTexts.infoFailed, error);
        return undefined;
      }
    },

    /** The stored layout as a Blob, or `null` after showing 'Не удалось скачать файл.'. */
    async downloadFile(kind: ItemKind, itemName: string): Promise<Blob | null> {
      try {
        return await downloadFile(api, target(kind, itemName));
      } catch (error) {
        showError(fileTexts.downloadFailed, error);
        return null;
      }
    },

    /** Adds copies of earlier layouts; 'Не получилось сохранить макет!' for 2 s when one fails. */
    async repeat(kind: ItemKind, choices: readonly RepeatChoice[]): Promise<boolean> {
      const ok = await repeater.repeat(kind, orderIdForCalls(), choices);
      if (!ok) notices.show({ tone: 'error', text: itemTexts.repeatFailed }, repeatFailureMs);
      await afterItemsChanged();
      return ok;
    },

    /** Where 'Отправить заказ в обработку' leads after the confirmation. */
    sendPath(): string {
      return confirmOrderPath(orderIdForCalls());
    },

    /** The payment check saw the payment: the sidebar shows the order paid. */
    markPaid() {
      const order = $state.get().order;
      if (order) $state.setKey('order', { ...order, payed: true });
    },
  };
}

export type OrderDetailsStore = ReturnType<typeof createOrderDetailsStore>;
