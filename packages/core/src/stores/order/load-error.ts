import { ApiError } from '../../api/errors.js';
import { orderId as orderIdSchema } from '../../contract/primitives.js';
import { orderTexts } from '../../texts/index.js';

/** What a failed order load means for the screen: a message, or the redirect of 'Completed'. */
export type OrderLoadOutcome = { kind: 'message'; text: string } | { kind: 'completed' };

/**
 * Section 8 of the ordering area: 404 'Заказ не найден или недоступен для загрузки.', 400
 * 'Completed' goes to /completed, 403 'У вас нет доступа к этому заказу.', anything else
 * 'Не удалось загрузить заказ. Пожалуйста, попробуйте позже.'.
 */
export function orderLoadOutcome(error: unknown): OrderLoadOutcome {
  const kind = error instanceof ApiError ? error.kind : 'failed';
  if (kind === 'completed') return { kind: 'completed' };
  if (kind === 'notFound') return { kind: 'message', text: orderTexts.loadNotFound };
  if (kind === 'noAccess') return { kind: 'message', text: orderTexts.loadNoAccess };
  return { kind: 'message', text: orderTexts.loadOther };
}

/**
 * The order id of a route: `'0'` (the cart) or a UUID. Anything else is no order at all
 * ('Заказ не найден'), decided without asking the server.
 */
export function routeOrderId(id: string | null | undefined): string | null {
  if (id === '0') return id;
  return id && orderIdSchema.safeParse(id).success ? id : null;
}

export const completedPath = '/completed';
export const completedOrderPath = (id: string) => `${completedPath}/${id}`;
export const confirmOrderPath = (id: string) => `/confirm-order/${id}`;
