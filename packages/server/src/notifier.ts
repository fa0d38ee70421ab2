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
 * A proof round changed (beyond the spec): `sent` is for the customer (their VK id when they
 * signed in with VK), `approved` and `changes` are for the managers.
 */
export interface ProofEvent {
  kind: 'sent' | 'approved' | 'changes';
  orderId: string;
  orderNumber: number;
  /** The customer's VK user id, when known: where a `sent` message goes. */
  customerVkId: string | null;
  comment: string | null;
}

/** Any other event managers hear of (a payment, a mismatch, a refund, a CDEK problem): ready lines and the dialog's link. */
export interface OrderNewsEvent {
  orderId: string;
  orderNumber: number;
  lines: readonly string[];
  /** The order's edit dialog (`/admin?order=<id>`). */
  link: string;
}

/**
 * Tells managers (and, for proofs, the customer) about events. The default writes to the log; the providers package adds
 * VK messages (messages.send). Failures must not fail the customer's request: callers
 * catch and log them. The outbox's worker (notifications/) calls it and retries what fails.
 */
export interface Notifier {
  orderSubmitted(event: OrderSubmittedEvent): Promise<void>;
  proofChanged(event: ProofEvent): Promise<void>;
  orderNews(event: OrderNewsEvent): Promise<void>;
  /** Only writes to the log (no VK configured): the outbox records its messages as skipped, not sent. */
  readonly logOnly?: boolean;
}

export function createLogNotifier(log: FastifyBaseLogger): Notifier {
  return {
    logOnly: true,
    async orderSubmitted(event) {
      log.info({ notification: 'orderSubmitted', ...event }, `Заказ №${event.orderNumber} отправлен на проверку`);
    },
    async proofChanged(event) {
      log.info({ notification: 'proofChanged', ...event }, `Макет по заказу №${event.orderNumber}: ${event.kind}`);
    },
    async orderNews(event) {
      log.info({ notification: 'orderNews', ...event }, event.lines.join(' · '));
    },
  };
}
