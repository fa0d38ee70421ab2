import type { ItemKind } from '../contract/index.js';
import { formatRubles } from '../format/index.js';
import type { ItemQuote, NoPriceReason } from '../pricing/index.js';
import type { StickerCalculatorNoPriceReason } from '../pricing/sticker-calculator.js';
import {
  aboveAcrylCeilingsTexts,
  belowMinimumRunTexts,
  incompleteTexts,
  largerThanA3Texts,
  liveQuoteTexts,
  managerPriceTexts,
  noPriceRowTexts,
  sheetForms,
} from '../texts/index.js';
import { pluralRu } from '../texts/plural.js';

/** A reason in words: what is wrong, and what to do about it. */
export interface NoPriceText {
  title: string;
  action: string;
}

/** Sticker runs count sheets, acrylic ones pieces. */
function belowMinimumRunText(kind: ItemKind, reason: Extract<NoPriceReason, { kind: 'belowMinimumRun' }>): NoPriceText {
  const stickers = kind === 'stickers';
  return {
    title: stickers ? belowMinimumRunTexts.sheets(reason.minCount) : belowMinimumRunTexts.pieces(reason.minCount),
    action: belowMinimumRunTexts.action(reason.missing, stickers ? pluralRu(reason.missing, sheetForms) : 'шт.'),
  };
}

/** The Russian title and action of a reason. */
export function noPriceText(kind: ItemKind, reason: NoPriceReason): NoPriceText {
  switch (reason.kind) {
    case 'belowMinimumRun':
      return belowMinimumRunText(kind, reason);
    case 'largerThanA3':
      return largerThanA3Texts;
    case 'aboveAcrylCeilings':
      return {
        title: aboveAcrylCeilingsTexts.title(reason.maxWidth, reason.maxHeight),
        action: aboveAcrylCeilingsTexts.action,
      };
    case 'noPriceRow':
      return noPriceRowTexts;
    case 'incomplete':
      return incompleteTexts;
  }
}

/**
 * `noPriceText` for the sticker calculator, whose quote meets only these two reasons: apart, so
 * that its script carries none of the other reasons' words.
 */
export function stickerCalculatorNoPriceText(reason: StickerCalculatorNoPriceReason): NoPriceText {
  return reason.kind === 'noPriceRow' ? noPriceRowTexts : belowMinimumRunText('stickers', reason);
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
  if (quote.byManager || !quote.tier) {
    return {
      unitPrice: stickers ? liveQuoteTexts.unitPriceSheet(price) : liveQuoteTexts.unitPricePiece(price),
      cost: formatRubles(quote.cost),
      tier: managerPriceTexts.quoteTier,
      nextTier: '',
    };
  }
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
