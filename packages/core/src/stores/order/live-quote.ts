import { computed, type ReadableAtom } from 'nanostores';
import type {
  AcrylItemSaveRequest,
  ItemKind,
  Order,
  ReferenceLists,
  StickerItemSaveRequest,
} from '../../contract/index.js';
import { formatRubles } from '../../format/index.js';
import { type ItemQuote, type PriceLists, preliminaryOrderCost, quoteOrderItems } from '../../pricing/index.js';
import { type NoPriceText, noPriceText, type PricedQuoteText, pricedQuoteText } from '../../rules/index.js';
import { priceOnRequestTexts } from '../../texts/index.js';
import type { LookupState } from '../lookup.js';

/** What the item form shows as the customer types: the item's price or why it has none, and the order total. */
export interface LiveQuote {
  quote: ItemQuote;
  /** Unit price, cost, tier and next-tier lines; `null` without a price. */
  priced: PricedQuoteText | null;
  /** Why there is no price and what to do; `null` with a price. */
  reason: NoPriceText | null;
  /** «цена по запросу — менеджер рассчитает» where the price would be; `null` when priced or not filled in. */
  onRequest: string | null;
  /** The preliminary order total with the item as typed, formatted. */
  orderTotal: string;
  /** «+ N позиций: цена по запросу — менеджер рассчитает» when items of the order (this one too) have no price. */
  unpricedNote: string | null;
}

export interface PriceListStates {
  stickerPrices: ReadableAtom<LookupState<PriceLists['stickerPrices']>>;
  acrylPrices: ReadableAtom<LookupState<PriceLists['acrylPrices']>>;
  references: ReadableAtom<LookupState<ReferenceLists>>;
}

type Values<Kind extends ItemKind> = Kind extends 'stickers' ? StickerItemSaveRequest : AcrylItemSaveRequest;

/** The order with the item as typed in place of its stored self (or added, when new). */
function withTypedItem(order: Order, kind: ItemKind, values: StickerItemSaveRequest | AcrylItemSaveRequest) {
  const list = kind === 'stickers' ? order.orderItems : order.acrylOrderItems;
  const id = values.id ?? 0;
  const index = id > 0 ? list.findIndex((item) => item.id === id) : -1;
  const stored = index >= 0 ? list[index] : undefined;
  // A new item has no stored cost: the whole of its price moves the order total.
  const typed = { ...stored, ...values, cost: stored?.cost ?? 0 };
  const items = index >= 0 ? list.map((item, at) => (at === index ? typed : item)) : [...list, typed];
  return {
    order: kind === 'stickers' ? { ...order, orderItems: items } : { ...order, acrylOrderItems: items },
    position: index >= 0 ? index : items.length - 1,
  };
}

/** The live quote of an item being typed into an order, or `null` until every price list is in. */
export function liveQuoteOf(
  kind: ItemKind,
  values: StickerItemSaveRequest | AcrylItemSaveRequest,
  order: Order,
  lists: PriceLists,
): LiveQuote {
  const { order: typedOrder, position } = withTypedItem(order, kind, values);
  const sticker = typedOrder.orderItems as Order['orderItems'];
  const acryl = typedOrder.acrylOrderItems as Order['acrylOrderItems'];
  const quotes = quoteOrderItems(sticker, acryl, lists);
  const quote = (kind === 'stickers' ? quotes.stickers : quotes.acryl)[position] as ItemQuote;
  const total = preliminaryOrderCost({ cost: order.cost, orderItems: sticker, acrylOrderItems: acryl }, lists).cost;
  return {
    quote,
    priced: quote.priced ? pricedQuoteText(kind, quote) : null,
    reason: quote.priced ? null : noPriceText(kind, quote.reason),
    onRequest: !quote.priced && quote.reason.kind !== 'incomplete' ? priceOnRequestTexts.onRequest : null,
    orderTotal: formatRubles(total),
    unpricedNote: quotes.unpriced > 0 ? priceOnRequestTexts.totalWithUnpriced(quotes.unpriced) : null,
  };
}

/** The price lists when all three are in; `null` while any is loading or failed. */
export function readyPriceLists(
  stickerPrices: LookupState<PriceLists['stickerPrices']>,
  acrylPrices: LookupState<PriceLists['acrylPrices']>,
  references: LookupState<ReferenceLists>,
): PriceLists | null {
  if (stickerPrices.status !== 'ready' || acrylPrices.status !== 'ready' || references.status !== 'ready') return null;
  return {
    stickerPrices: stickerPrices.value,
    acrylPrices: acrylPrices.value,
    acrylMaterialCategories: references.value.acrylMaterialCategories,
  };
}

/**
 * A live quote store for a form's values: recomputed when the values, the order or a price list
 * changes; `null` until the order and every price list are in.
 */
export function createLiveQuote<Kind extends ItemKind>(
  kind: Kind,
  $values: ReadableAtom<Values<Kind>>,
  $order: ReadableAtom<Order | null>,
  lists: PriceListStates,
): ReadableAtom<LiveQuote | null> {
  return computed(
    [$values, $order, lists.stickerPrices, lists.acrylPrices, lists.references],
    (values, order, stickerPrices, acrylPrices, references) => {
      const ready = readyPriceLists(stickerPrices, acrylPrices, references);
      return ready && order ? liveQuoteOf(kind, values, order, ready) : null;
    },
  );
}

/** Binds a live quote to the values of a form (what the order details store hands the item form). */
export type LiveQuoteSource<Kind extends ItemKind> = (
  $values: ReadableAtom<Values<Kind>>,
) => ReadableAtom<LiveQuote | null>;
