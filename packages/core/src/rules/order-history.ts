import type { OrderListEntry } from '../contract/orders.js';

/** `?filter=archive` lists every order; without it history shows the active ones only. */
export const archiveFilterValue = 'archive';

/** History shows at most 3 layout previews per order. */
export const maxHistoryPreviews = 3;

/** What the order list is asked for: `active: true` unless the address asks for the archive. */
export function orderListFilterOf(search: string): { active: boolean } {
  return { active: new URLSearchParams(search).get('filter') !== archiveFilterValue };
}

export interface HistoryPreview {
  kind: 'stickers' | 'acryl';
  itemName: string;
}

/**
 * The thumbnails of one history card: items with a stored layout only (stickers first, as
 * the details screen lists them), at most three, and how many more with a layout there are.
 */
export function historyPreviews(entry: Pick<OrderListEntry, 'stickersOrderItems' | 'acrylOrderItems'>): {
  shown: HistoryPreview[];
  more: number;
} {
  const withLayout: HistoryPreview[] = [
    ...entry.stickersOrderItems
      .filter((item) => item.hasFile)
      .map((item) => ({ kind: 'stickers' as const, itemName: item.orderItemName })),
    ...entry.acrylOrderItems
      .filter((item) => item.hasFile)
      .map((item) => ({ kind: 'acryl' as const, itemName: item.orderItemName })),
  ];
  return { shown: withLayout.slice(0, maxHistoryPreviews), more: Math.max(0, withLayout.length - maxHistoryPreviews) };
}
