import { orderFixture, referenceLists, stickerItemBody, stickerItemFixture } from '@stickers62/testkit/fixtures';
import { acrylPrices, stickerPrices } from '@stickers62/testkit/prices';
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import type { ReferenceLists, StickerItemSaveRequest } from '../../contract/index.js';
import { formatRubles } from '../../format/index.js';
import { incompleteTexts, largerThanA3Texts, priceOnRequestTexts } from '../../texts/index.js';
import type { LookupState } from '../lookup.js';
import { createLiveQuote, liveQuoteOf } from './live-quote.js';

const lists = { stickerPrices, acrylPrices, acrylMaterialCategories: referenceLists.acrylMaterialCategories };
// One A4 item of 20 sheets at the first tier (100 ₽ a sheet); the order also holds 300 ₽ of delivery.
const stored = stickerItemFixture({ id: 11, laminationType: 'Glossy', count: 20, cost: 2000 });
const order = orderFixture({ cost: 2300, orderItems: [stored] });
const a4 = (overrides: Partial<StickerItemSaveRequest>) =>
  stickerItemBody({ filmType: 'Белая', laminationType: 'Glossy', width: 210, height: 297, ...overrides });

describe('the live quote of an item as it is typed', () => {
  it('edits a stored item: its price, the next tier and the order total moved by the difference', () => {
    const live = liveQuoteOf('stickers', a4({ id: 11, count: 40 }), order, lists);
    expect(live.quote).toEqual({
      priced: true,
      unitPrice: 100,
      cost: 4000,
      tier: { minCount: 0 },
      nextTier: { minCount: 50, missing: 10, unitPrice: 90 },
    });
    expect(live.priced?.nextTier).toBe(`Ещё 10 листов в заказе — и лист будет стоить ${formatRubles(90)}`);
    expect(live.orderTotal).toBe(formatRubles(4300));
    expect(live.reason).toBeNull();
    expect(live.unpricedNote).toBeNull();
  });

  it('adds a new item: the order reaches the next tier, every sticker item is repriced', () => {
    const live = liveQuoteOf('stickers', a4({ count: 35 }), order, lists);
    expect(live.quote).toMatchObject({ unitPrice: 90, cost: 3150, nextTier: { minCount: 100, missing: 45 } });
    // 2300 + (20 × 90 + 3150 − 2000)
    expect(live.orderTotal).toBe(formatRubles(5250));
  });

  it('an over-A3 item: the reason, «цена по запросу» and the note beside the total', () => {
    const live = liveQuoteOf('stickers', a4({ width: 400, height: 500, count: 20 }), order, lists);
    expect(live.priced).toBeNull();
    expect(live.reason?.title).toBe(largerThanA3Texts.title);
    expect(live.onRequest).toBe(priceOnRequestTexts.onRequest);
    expect(live.unpricedNote).toBe('+ 1 позиция: цена по запросу — менеджер рассчитает');
    expect(live.orderTotal).toBe(formatRubles(2300));
  });

  it('a form not filled in yet is not «on request»: it says what to fill in', () => {
    const live = liveQuoteOf('stickers', a4({ cuttingType: null, count: 20 }), order, lists);
    expect(live.reason?.title).toBe(incompleteTexts.title);
    expect(live.onRequest).toBeNull();
  });

  it('follows the values and waits for every price list', () => {
    const ready = <T>(value: T): LookupState<T> => ({ status: 'ready', value, error: null });
    const $references = atom<LookupState<ReferenceLists>>({ status: 'loading', value: referenceLists, error: null });
    const $values = atom(a4({ id: 11, count: 20 }));
    const $quote = createLiveQuote('stickers', $values, atom(order), {
      stickerPrices: atom(ready(stickerPrices)),
      acrylPrices: atom(ready(acrylPrices)),
      references: $references,
    });
    const seen: (string | null)[] = [];
    const stop = $quote.subscribe((live) => seen.push(live?.orderTotal ?? null));
    $references.set(ready(referenceLists));
    $values.set(a4({ id: 11, count: 30 }));
    stop();
    expect(seen).toEqual([null, formatRubles(2300), formatRubles(3300)]);
  });
});
