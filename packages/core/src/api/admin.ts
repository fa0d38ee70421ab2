import {
  type AdminOrder,
  adminOrder,
  type CreateForClientReply,
  type CreateForClientRequest,
  createForClientReply,
  type OrderUpdate,
  type OrderView,
  type OrderViewFilters,
  type OrderViewTotals,
  orderViews,
  orderViewTotals,
} from '../contract/admin.js';
import type { ItemKind } from '../contract/items.js';
import { type ProductionTotals, productionTotals } from '../contract/production-totals.js';
import { buildPath, routes } from '../contract/routes.js';
import { callBlob, callJson, callVoid } from './call.js';
import type { ApiClient } from './client.js';
import {
  adminOrderFailure,
  createOrderForClientFailure,
  orderViewsFailure,
  productionTotalsFailure,
  setItemManagerPriceFailure,
  updateOrderInformationFailure,
} from './errors.js';

/** The list's filters as an address query carries them: several statuses as one comma list. */
export type OrderViewQuery = Omit<OrderViewFilters, 'statuses'> & { statuses?: string };

/**
 * `GET /api/stickers/orders/get-order-views` with the filters as query: one page of rows
 * (`orderViewPageSize`), newest first, after skipping `offset` of them.
 */
export function getOrderViews(client: ApiClient, filters: OrderViewQuery = {}, offset = 0): Promise<OrderView[]> {
  // The first page keeps the plain filters URL; later pages add `offset`.
  const query = offset > 0 ? { ...filters, offset } : filters;
  const request = { method: 'GET', path: routes.orderViews.path, query } as const;
  return callJson(client, request, orderViews, orderViewsFailure);
}

/** `GET …/get-order-views/totals`: sums over the same filters. */
export function getOrderViewTotals(client: ApiClient, filters: OrderViewQuery = {}): Promise<OrderViewTotals> {
  const request = { method: 'GET', path: routes.orderViewTotals.path, query: filters } as const;
  return callJson(client, request, orderViewTotals, orderViewsFailure);
}

/** Address of `…/get-order-views/export.csv` for the filters. */
export function orderViewsCsvUrl(client: ApiClient, filters: OrderViewQuery = {}): string {
  return client.url(routes.orderViewsCsv.path, filters);
}

/** The CSV export as a Blob (with the bearer header, which a plain link cannot send). */
export function downloadOrderViewsCsv(client: ApiClient, filters: OrderViewQuery = {}): Promise<Blob> {
  const request = { method: 'GET', path: routes.orderViewsCsv.path, query: filters } as const;
  return callBlob(client, request, orderViewsFailure);
}

/** `GET …/get-order-views/production-totals`: what production needs for the orders of the same filters. */
export function getProductionTotals(client: ApiClient, filters: OrderViewQuery = {}): Promise<ProductionTotals> {
  const request = { method: 'GET', path: routes.productionTotals.path, query: filters } as const;
  return callJson(client, request, productionTotals, productionTotalsFailure);
}

/** `…/production-totals.csv` as a Blob: the production totals as a second download beside the list's CSV. */
export function downloadProductionTotalsCsv(client: ApiClient, filters: OrderViewQuery = {}): Promise<Blob> {
  const request = { method: 'GET', path: routes.productionTotalsCsv.path, query: filters } as const;
  return callBlob(client, request, productionTotalsFailure);
}

/** `GET /api/web/admin/orders/{id}`: the order with its items. */
export function getAdminOrder(client: ApiClient, id: string): Promise<AdminOrder> {
  const request = { method: 'GET', path: buildPath(routes.adminOrder.path, { id }) } as const;
  return callJson(client, request, adminOrder, adminOrderFailure);
}

/** `POST /api/web/admin/orders/update-order-information?orderId` with the update payload. */
export function updateOrderInformation(client: ApiClient, update: OrderUpdate): Promise<void> {
  const request = {
    method: 'POST',
    path: routes.updateOrderInformation.path,
    query: { orderId: update.id },
    json: update,
  } as const;
  return callVoid(client, request, updateOrderInformationFailure);
}

/** `POST /api/web/admin/orders/create-for-client`: a draft order and an access link for a client. */
export function createOrderForClient(client: ApiClient, body: CreateForClientRequest): Promise<CreateForClientReply> {
  const request = { method: 'POST', path: routes.createOrderForClient.path, json: body } as const;
  return callJson(client, request, createForClientReply, createOrderForClientFailure);
}

/**
 * `POST /api/web/admin/orders/{id}/items/{kind}/{itemId}/price` (beyond the spec): the manager's
 * price of an item, the position's total (`null` clears it); answers the order as it now stands.
 */
export function setItemManagerPrice(
  client: ApiClient,
  orderId: string,
  kind: ItemKind,
  itemId: number,
  managerPrice: number | null,
): Promise<AdminOrder> {
  const path = buildPath(routes.setItemManagerPrice.path, { id: orderId, kind, itemId });
  const request = { method: 'POST', path, json: { managerPrice } } as const;
  return callJson(client, request, adminOrder, setItemManagerPriceFailure);
}
