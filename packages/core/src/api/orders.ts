import { type CreateOrderReply, type CreateOrderRequest, createOrderReply } from '../contract/checkout.js';
import { orderSummaryAnswer, publicOrderInfoAnswer } from '../contract/compiled/index.js';
import {
  type CartInfo,
  cartInfo,
  cartItemsCount,
  type Order,
  type OrderListEntry,
  type OrderSummary,
  order,
  orderList,
  type SubmitReply,
  submitReply,
} from '../contract/orders.js';
import { type OrderPaymentInfo, orderPaymentInfo, type PublicOrderInfo } from '../contract/payments.js';
import { buildPath, routes } from '../contract/routes.js';
import { callJson } from './call.js';
import type { ApiClient } from './client.js';
import {
  createOrderFromCartFailure,
  orderListFailure,
  orderLoadFailure,
  orderPaymentInfoFailure,
  publicOrderInfoFailure,
  submitToManagerFailure,
} from './errors.js';

/** The id of the caller's cart in order paths. */
export const cartOrderId = '0';

/** `GET /api/web/orders/list?active`: `active: true` lists the orders not yet archived. */
export function getOrderList(client: ApiClient, options: { active?: boolean } = {}): Promise<OrderListEntry[]> {
  const request = { method: 'GET', path: routes.orderList.path, query: { active: options.active } } as const;
  return callJson(client, request, orderList, orderListFailure);
}

/**
 * `GET /api/web/orders/{id}` (`'0'` is the cart). Fails with the section-8 kinds:
 * `notFound` 'Not found', `completed` 'Completed', `noAccess`, else 'Unknown error'.
 */
export function getOrder(client: ApiClient, id: string): Promise<Order> {
  const request = { method: 'GET', path: buildPath(routes.order.path, { id }) } as const;
  return callJson(client, request, order, orderLoadFailure);
}

/** `GET /api/web/orders/get-cart-items-count`: the badge number. */
export async function getCartItemsCount(client: ApiClient): Promise<number> {
  const request = { method: 'GET', path: routes.cartItemsCount.path } as const;
  const reply = await callJson(client, request, cartItemsCount, orderLoadFailure);
  return reply.count;
}

/** `GET /api/web/cart`: the caller's cart, created on demand. */
export function getCart(client: ApiClient): Promise<CartInfo> {
  return callJson(client, { method: 'GET', path: routes.cart.path }, cartInfo, orderLoadFailure);
}

/** `GET /api/web/orders/payment/{id}` */
export function getOrderPaymentInfo(client: ApiClient, id: string): Promise<OrderPaymentInfo> {
  const request = { method: 'GET', path: buildPath(routes.orderPaymentInfo.path, { id }) } as const;
  return callJson(client, request, orderPaymentInfo, orderPaymentInfoFailure);
}

/** `GET /api/web/orders/{id}/submit-to-manager` (200 required). */
export function submitToManager(client: ApiClient, id: string): Promise<SubmitReply> {
  const request = { method: 'GET', path: buildPath(routes.submitToManager.path, { id }) } as const;
  return callJson(client, request, submitReply, submitToManagerFailure);
}

/** `POST /api/web/orders/create-order-from-cart` (checkout). */
export function createOrderFromCart(client: ApiClient, body: CreateOrderRequest): Promise<CreateOrderReply> {
  const request = { method: 'POST', path: routes.createOrderFromCart.path, json: body } as const;
  return callJson(client, request, createOrderReply, createOrderFromCartFailure);
}

/** `GET /api/web/public/orders/{id}`: no sign-in; a missing order fails with message 'Not found'. */
export function getPublicOrderInfo(client: ApiClient, id: string): Promise<PublicOrderInfo> {
  const request = { method: 'GET', path: buildPath(routes.publicOrderInfo.path, { id }) } as const;
  return callJson(client, request, publicOrderInfoAnswer, publicOrderInfoFailure);
}

/** `GET /api/web/orders/{id}` read as the order-link page's summary (`orderSummary`). */
export function getOrderSummary(client: ApiClient, orderId: string): Promise<OrderSummary> {
  const request = { method: 'GET', path: buildPath(routes.order.path, { id: orderId }) } as const;
  return callJson(client, request, orderSummaryAnswer, orderLoadFailure);
}

// The order-link page's delivery choice lives in its own module, so a page that loads it on
// demand does not bring its answer's validator with the card (order-delivery.ts).
export { chooseOrderDelivery } from './order-delivery.js';
