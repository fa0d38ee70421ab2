import { type AdminOrder, adminOrder } from '../contract/admin.js';
import type { ItemKind } from '../contract/items.js';
import type { ManagerItemChange } from '../contract/manager-items.js';
import { buildPath, routes } from '../contract/routes.js';
import { managerItemTexts } from '../texts/manager-items.js';
import { callJson } from './call.js';
import type { ApiClient } from './client.js';
import { type FailureRule, serverTextOr } from './errors.js';

/** The manager's item change or removal: the server's reason (a paid order, a value it refuses) or the editor's own. */
export const managerItemFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, managerItemTexts.failed);

/**
 * `POST /api/web/admin/orders/{id}/items/{kind}/{itemId}` (beyond the spec): the manager's change
 * of an item's count and options before payment; answers the order as core priced it again.
 */
export function changeItemAsManager(
  client: ApiClient,
  orderId: string,
  kind: ItemKind,
  itemId: number,
  change: ManagerItemChange,
): Promise<AdminOrder> {
  const path = buildPath(routes.changeItemAsManager.path, { id: orderId, kind, itemId });
  return callJson(client, { method: 'POST', path, json: change }, adminOrder, managerItemFailure);
}

/** `DELETE /api/web/admin/orders/{id}/items/{kind}/{itemId}` (beyond the spec): the order without the item. */
export function removeItemAsManager(
  client: ApiClient,
  orderId: string,
  kind: ItemKind,
  itemId: number,
): Promise<AdminOrder> {
  const path = buildPath(routes.removeItemAsManager.path, { id: orderId, kind, itemId });
  return callJson(client, { method: 'DELETE', path }, adminOrder, managerItemFailure);
}
