import type { ItemKind } from '../contract/index.js';
import { formatRubles } from '../format/index.js';
import type { ItemQuote, NoPriceReason } from '../pricing/index.js';
import { liveQuoteTexts, noPriceTexts, sheetForms } from '../texts/index.js';
import { pluralRu } from '../texts/plural.js';

/** A reason in words: what is wrong, and what to do about it. */
export interface NoPriceText {
  title: string;
  action: string;
}

function unitWord(kind: ItemKind, count: number): string {
  return kind === 'stickers' ? pluralRu(count, sheetForms) : 'шт.';
}

/** The Russian title and action of a reason; sticker runs count sheets, acrylic ones pieces. */
export function noPriceText(kind: ItemKind, reason: NoPriceReason): NoPriceText {
  switch (reason.kind) {
    case 'belowMinimumRun':
      return {
        title:
          kind === 'stickers'
            ? noPriceTexts.belowMinimumRunStickers(reason.minCount)
            : noPriceTexts.belowMinimumRunAcryl(reason.minCount),
        action: noPriceTexts.belowMinimumRunAction(reason.missing, unitWord(kind, reason.missing)),
      };
    case 'largerThanA3':
      return { title: noPriceTexts.largerThanA3, action: noPriceTexts.largerThanA3Action };
    case 'aboveAcrylCeilings':
      return {
        title: noPriceTexts.aboveAcrylCeilings(reason.maxWidth, reason.maxHeight),
        action: noPriceTexts.aboveAcrylCeilingsAction,
      };
    case 'noPriceRow':
      return { title: noPriceTexts.noPriceRow, action: noPriceTexts.noPriceRowAction };
    case 'incomplete':
      return { title: noPriceTexts.incomplete, action: noPriceTexts.incompleteAction };
  }
}

/** The lines of a priced quote: unit price, the tier it comes from and the next tier's offer. */
export interface PricedQuoteText {
  unitPrice: string;
  cost: string;
  tier: string;
  nextTier: string;
}

export function pricedQuoteText(kind: ItemKind, quote: Extract<ItemQuote, { priced: true }>): PricedQuoteText {
  const price = formatRubles(quote.unitPrice);
  const stickers = kind === 'stickers';
  const next = quote.nextTier;
  let nextTier: string = liveQuoteTexts.topTier;
  if (next) {
    const nextPrice = formatRubles(next.unitPrice);
    nextTier = stickers
      ? liveQuoteTexts.nextTierSheets(next.missing, nextPrice)
      : liveQuoteTexts.nextTierPieces(next.missing, nextPrice);
  }
  return {
    unitPrice: stickers ? liveQuoteTexts.unitPriceSheet(price) : liveQuoteTexts.unitPricePiece(price),
    cost: formatRubles(quote.cost),
    tier: stickers ? liveQuoteTexts.tierSheets(quote.tier.minCount) : liveQuoteTexts.tierPieces(quote.tier.minCount),
    nextTier,
  };
}
