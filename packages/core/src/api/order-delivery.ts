import type { OrderDeliveryReply, OrderDeliveryRequest } from '../contract/checkout.js';
import { orderDeliveryReplyAnswer } from '../contract/compiled/index.js';
import { routes } from '../contract/routes.js';
import { callJson, postToOrder } from './call.js';
import type { ApiClient } from './client.js';
import { chooseOrderDeliveryFailure } from './delivery-errors.js';

/** `POST /api/web/orders/{id}/delivery`: the order-link page's delivery choice (the server prices it). */
export function chooseOrderDelivery(
  client: ApiClient,
  orderId: string,
  body: OrderDeliveryRequest,
): Promise<OrderDeliveryReply> {
  const request = postToOrder(routes.chooseOrderDelivery.path, orderId, body);
  return callJson(client, request, orderDeliveryReplyAnswer, chooseOrderDeliveryFailure);
}
