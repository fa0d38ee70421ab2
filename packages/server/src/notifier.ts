import type { FastifyBaseLogger } from 'fastify';

/** What managers are told about; one method per event, so channels can format each well. */
export interface OrderSubmittedEvent {
  orderId: string;
  orderNumber: number;
  clientName: string | null;
  cost: number;
  stickersCount: number;
  acrylCount: number;
}

/**
 * Tells managers about events. The default writes to the log; the providers package adds
 * VK messages (messages.send). Failures must not fail the customer's request: callers
 * catch and log them.
 */
export interface Notifier {
  orderSubmitted(event: OrderSubmittedEvent): Promise<void>;
}

export function createLogNotifier(log: FastifyBaseLogger): Notifier {
  return {
    async orderSubmitted(event) {
      log.info({ notification: 'orderSubmitted', ...event }, `Заказ №${event.orderNumber} отправлен на проверку`);
    },
  };
}
