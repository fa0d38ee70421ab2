import type { Client, Order } from '../contract/index.js';
import { formatDayMonth, formatRubles } from '../format/index.js';
import { completedTexts, promiseTexts } from '../texts/index.js';

/** What of the sent order the completed page shows (`GET /api/web/orders/{id}`). */
export type CompletedOrderFacts = Pick<
  Order,
  'number' | 'cost' | 'approximalSendDate' | 'approximalDeliveryDate' | 'deliveryType'
>;

/** The lines the completed page adds to the spec's text: number, total and the promised dates. */
export interface CompletedOrderSummary {
  number: string;
  total: string;
  /** `null` while the order has no send date. */
  dates: string | null;
}

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;
const dayMonth = (date: string | null | undefined) => (date && calendarDate.test(date) ? formatDayMonth(date) : null);

/**
 * The promise by the order's stored approximal dates, as checkout worded it: a pickup is ready by
 * the send day, Russian Post names no delivery day, otherwise sent by and delivered by.
 */
export function completedOrderSummary(order: CompletedOrderFacts): CompletedOrderSummary {
  const sendBy = dayMonth(order.approximalSendDate);
  const deliverBy = dayMonth(order.approximalDeliveryDate);
  let dates: string | null = null;
  if (sendBy && order.deliveryType === 'Pickup') dates = promiseTexts.pickup(sendBy);
  else if (sendBy && order.deliveryType === 'RussianPost') dates = promiseTexts.russianPost(sendBy);
  else if (sendBy && deliverBy) dates = completedTexts.sendAndDeliver(sendBy, deliverBy);
  else if (sendBy) dates = completedTexts.sendBy(sendBy);
  return { number: completedTexts.number(order.number), total: completedTexts.total(formatRubles(order.cost)), dates };
}

/**
 * Where the buyer hears about the order: VK when the shop can reach them there (`client.vk`:
 * signed in with VK ID or a VK link in the profile), else e-mail; `null` while the client is not
 * known (not loaded, or a server that does not say), so nothing is claimed.
 */
export function orderNewsChannel(client: Pick<Client, 'vk'> | null | undefined): 'vk' | 'email' | null {
  if (client?.vk === undefined) return null;
  return client.vk ? 'vk' : 'email';
}

/** The completed page's e-mail line for a buyer without VK, else `null`. */
export function orderNewsNote(client: Pick<Client, 'vk' | 'receiptEmail'> | null | undefined): string | null {
  return orderNewsChannel(client) === 'email' ? completedTexts.newsByEmail(client?.receiptEmail ?? null) : null;
}
