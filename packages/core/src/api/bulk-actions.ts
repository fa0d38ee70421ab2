import { type BulkOrderResults, bulkOrderResults } from '../contract/admin.js';
import { routes } from '../contract/routes.js';
import { managerListTexts } from '../texts/manager-list.js';
import { callJson } from './call.js';
import type { ApiClient } from './client.js';
import { type FailureRule, serverTextOr } from './errors.js';

/** A bulk action as a whole: the server's reason (a status that does not exist) or the action bar's own. */
export const bulkActionFailure: FailureRule = (status, serverMessage) =>
  serverTextOr(status, serverMessage, managerListTexts.bulkFailed);

/** `POST /api/web/admin/orders/bulk/status` (beyond the spec): one status for the selected orders, a result each. */
export function bulkChangeStatus(
  client: ApiClient,
  orderIds: readonly string[],
  status: string,
): Promise<BulkOrderResults> {
  const request = { method: 'POST', path: routes.bulkOrderStatus.path, json: { orderIds, status } } as const;
  return callJson(client, request, bulkOrderResults, bulkActionFailure);
}

/** `POST /api/web/admin/orders/bulk/shipments` (beyond the spec): the selected orders' CDEK shipments, a result each. */
export function bulkRegisterShipments(client: ApiClient, orderIds: readonly string[]): Promise<BulkOrderResults> {
  const request = { method: 'POST', path: routes.bulkRegisterShipments.path, json: { orderIds } } as const;
  return callJson(client, request, bulkOrderResults, bulkActionFailure);
}
