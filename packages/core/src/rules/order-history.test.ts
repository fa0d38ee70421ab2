import { describe, expect, it } from 'vitest';
import { historyPreviews, orderListFilterOf } from './order-history.js';

describe('history filter', () => {
  it('asks for active orders unless the archive is asked for', () => {
    expect(orderListFilterOf('')).toEqual({ active: true });
    expect(orderListFilterOf('?filter=archive')).toEqual({ active: false });
    expect(orderListFilterOf('?filter=other')).toEqual({ active: true });
  });
});

describe('history previews', () => {
  const named = (names: string[], hasFile = true) => names.map((orderItemName) => ({ orderItemName, hasFile }));

  it('shows up to three items with a layout, stickers first, and counts the rest', () => {
    const previews = historyPreviews({
      stickersOrderItems: [...named(['a', 'b']), ...named(['no-file'], false)],
      acrylOrderItems: named(['c', 'd', 'e']),
    });
    expect(previews.shown).toEqual([
      { kind: 'stickers', itemName: 'a' },
      { kind: 'stickers', itemName: 'b' },
      { kind: 'acryl', itemName: 'c' },
    ]);
    expect(previews.more).toBe(2);
  });

  it('has nothing to show for an order without layouts', () => {
    expect(historyPreviews({ stickersOrderItems: named(['x'], false), acrylOrderItems: [] })).toEqual({
      shown: [],
      more: 0,
    });
  });
});
