import { layoutTemplateListAnswer } from '../contract/compiled/index.js';
import {
  type AcrylItem,
  type AcrylItemSaveRequest,
  acrylItem,
  type ItemKind,
  type StickerItem,
  type StickerItemSaveRequest,
  stickerItem,
} from '../contract/items.js';
import { type LayoutTemplateEntry, layoutTemplatePageSize } from '../contract/orders.js';
import { buildPath, routes } from '../contract/routes.js';
import { callJson, callVoid, postToOrder } from './call.js';
import type { ApiClient } from './client.js';
import { deleteItemFailure, recentItemsFailure, saveItemFailure } from './errors.js';

/**
 * `POST /api/web/stickers/{orderId}/save`: creates (no id) or updates an item; answers the
 * saved item. A 400 fails with the server's text (or 'Validation error'), anything else with
 * 'Failed to save order item'.
 */
export function saveStickerItem(
  client: ApiClient,
  orderId: string,
  item: StickerItemSaveRequest,
): Promise<StickerItem> {
  const request = postToOrder(routes.saveStickerItem.path, orderId, item);
  return callJson(client, request, stickerItem, saveItemFailure);
}

/** `POST /api/web/acryl/{orderId}/save`, as saveStickerItem. */
export function saveAcrylItem(client: ApiClient, orderId: string, item: AcrylItemSaveRequest): Promise<AcrylItem> {
  const request = postToOrder(routes.saveAcrylItem.path, orderId, item);
  return callJson(client, request, acrylItem, saveItemFailure);
}

/** `DELETE /api/web/{stickers|acryl}/{orderId}/delete?itemId` */
export function deleteItem(client: ApiClient, kind: ItemKind, orderId: string, itemId: number): Promise<void> {
  const route = kind === 'stickers' ? routes.deleteStickerItem : routes.deleteAcrylItem;
  const request = { method: 'DELETE', path: buildPath(route.path, { id: orderId }), query: { itemId } } as const;
  return callVoid(client, request, deleteItemFailure);
}

export interface RecentItemsPage {
  /** Offset into the list; the picker grows it by the page size. */
  skip?: number;
  take?: number;
}

/** `GET /api/web/{stickers|acryl}/recent-items?skip&take` (defaults 0 and 50): the layout picker's pages. */
export function getRecentItems(
  client: ApiClient,
  kind: ItemKind,
  page: RecentItemsPage = {},
): Promise<LayoutTemplateEntry[]> {
  const route = kind === 'stickers' ? routes.recentStickerItems : routes.recentAcrylItems;
  const query = { skip: page.skip ?? 0, take: page.take ?? layoutTemplatePageSize };
  // Compiled from the contract's schema: the layout picker reads this answer and carries no zod.
  return callJson(client, { method: 'GET', path: route.path, query }, layoutTemplateListAnswer, recentItemsFailure);
}
