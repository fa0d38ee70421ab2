import { randomUUID } from 'node:crypto';
import { z } from 'zod/mini';
import type { YooKassaPayment, YooKassaRefund } from './payment.js';

/**
 * YooKassa's payment API in memory, following PROTOCOLS.md section 1: the fake HTTP server
 * of the tests and the local sandbox both answer through it, so the sandbox behaves like the
 * provider (idempotence keys, amount format, receipt rules, final statuses).
 */

export interface EmulatedReply {
  status: number;
  body: unknown;
}

const amount = z.object({
  value: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  currency: z.literal('RUB'),
});

const receipt = z.object({
  customer: z.object({ email: z.optional(z.string()), phone: z.optional(z.string()) }),
  items: z
    .array(
      z.object({
        description: z.string().check(z.minLength(1), z.maxLength(128)),
        quantity: z.union([z.string(), z.number()]),
        amount,
        vat_code: z.int().check(z.gte(1), z.lte(12)),
        payment_subject: z.optional(z.string()),
        payment_mode: z.optional(z.string()),
      }),
    )
    .check(z.minLength(1)),
});
type Receipt = z.infer<typeof receipt>;

const refundRequest = z.object({
  payment_id: z.string().check(z.minLength(1)),
  amount,
  description: z.optional(z.string().check(z.maxLength(250))),
  receipt: z.optional(receipt),
});

const createRequest = z.object({
  amount,
  capture: z.optional(z.boolean()),
  confirmation: z.object({ type: z.literal('redirect'), return_url: z.string().check(z.minLength(1)) }),
  description: z.optional(z.string().check(z.maxLength(128))),
  metadata: z.optional(z.record(z.string(), z.string())),
  payment_method_data: z.optional(z.object({ type: z.enum(['sbp', 'bank_card', 'yoo_money']) })),
  receipt: z.optional(receipt),
});

export function yooKassaError(status: number, code: string, description: string, parameter?: string): EmulatedReply {
  return { status, body: { type: 'error', id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) } };
}

const kopecksOf = (value: string) => Math.round(Number(value) * 100);

/**
 * Whether a receipt's lines (unit price × quantity) add up to the amount to the kopeck, as
 * YooKassa checks it; the reply names the parameter when they do not.
 */
function receiptSumError(lines: Receipt | undefined, total: string): EmulatedReply | undefined {
  if (!lines) return undefined;
  if (!lines.customer.email && !lines.customer.phone) {
    return yooKassaError(400, 'invalid_request', 'Receipt customer needs email or phone', 'receipt.customer');
  }
  const sum = lines.items.reduce((all, item) => all + kopecksOf(item.amount.value) * Number(item.quantity), 0);
  if (Math.round(sum) === kopecksOf(total)) return undefined;
  return yooKassaError(400, 'invalid_request', 'Sum of receipt items amounts differs from the amount', 'receipt');
}

export class YooKassaEmulator {
  readonly payments = new Map<string, YooKassaPayment>();
  readonly refunds = new Map<string, YooKassaRefund>();
  /** Refund requests as accepted, receipts included (tests read what was sent). */
  readonly refundRequests: z.infer<typeof refundRequest>[] = [];
  private readonly idempotence = new Map<string, { fingerprint: string; reply: EmulatedReply }>();

  constructor(private readonly confirmationUrl: (paymentId: string) => string) {}

  createPayment(body: unknown, idempotenceKey: string | undefined): EmulatedReply {
    return this.once('payments', body, idempotenceKey, () => this.validateAndCreate(body));
  }

  /** `POST /v3/refunds`: only a succeeded payment, up to what is not refunded yet, receipt summing to the amount. */
  createRefund(body: unknown, idempotenceKey: string | undefined): EmulatedReply {
    return this.once('refunds', body, idempotenceKey, () => this.validateAndRefund(body));
  }

  /** A POST answered once per Idempotence-Key: the same key and data repeat the first answer. */
  private once(operation: string, body: unknown, idempotenceKey: string | undefined, run: () => EmulatedReply) {
    if (!idempotenceKey) return yooKassaError(400, 'invalid_request', 'Idempotence key is missing', 'Idempotence-Key');
    const fingerprint = `${operation}:${JSON.stringify(body)}`;
    const remembered = this.idempotence.get(idempotenceKey);
    if (remembered) {
      if (remembered.fingerprint === fingerprint) return remembered.reply;
      return yooKassaError(400, 'invalid_request', 'Idempotence key duplicated', 'Idempotence-Key');
    }
    const reply = run();
    this.idempotence.set(idempotenceKey, { fingerprint, reply });
    return reply;
  }

  private validateAndRefund(body: unknown): EmulatedReply {
    const parsed = refundRequest.safeParse(body);
    if (!parsed.success) {
      const parameter = parsed.error.issues[0]?.path.join('.') ?? '';
      return yooKassaError(400, 'invalid_request', `Invalid value of parameter ${parameter}`, parameter);
    }
    const request = parsed.data;
    const payment = this.payments.get(request.payment_id);
    if (!payment) return yooKassaError(404, 'not_found', 'Payment not found', 'payment_id');
    if (payment.status !== 'succeeded') {
      return yooKassaError(400, 'invalid_request', 'Only a succeeded payment can be refunded', 'payment_id');
    }
    const refunded = [...this.refunds.values()]
      .filter((refund) => refund.payment_id === payment.id && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + kopecksOf(refund.amount.value), 0);
    if (refunded + kopecksOf(request.amount.value) > kopecksOf(payment.amount.value)) {
      return yooKassaError(400, 'invalid_request', 'Refund amount exceeds the amount not yet refunded', 'amount');
    }
    const receiptError = receiptSumError(request.receipt, request.amount.value);
    if (receiptError) return receiptError;
    const refund: YooKassaRefund = {
      id: randomUUID(),
      payment_id: payment.id,
      status: 'succeeded',
      amount: request.amount,
    };
    this.refunds.set(refund.id, refund);
    this.refundRequests.push(request);
    return { status: 200, body: refund };
  }

  getPayment(paymentId: string): EmulatedReply {
    const payment = this.payments.get(paymentId);
    if (!payment) return yooKassaError(404, 'not_found', 'Payment not found', 'payment_id');
    return { status: 200, body: payment };
  }

  /** The payer's action on the provider's page: only a pending payment can end, and only once. */
  finish(paymentId: string, outcome: 'succeeded' | 'canceled'): YooKassaPayment | undefined {
    const payment = this.payments.get(paymentId);
    if (payment?.status !== 'pending') return undefined;
    const finished: YooKassaPayment = { ...payment, status: outcome, paid: outcome === 'succeeded' };
    this.payments.set(paymentId, finished);
    return finished;
  }

  private validateAndCreate(body: unknown): EmulatedReply {
    const parsed = createRequest.safeParse(body);
    if (!parsed.success) {
      const parameter = parsed.error.issues[0]?.path.join('.') ?? '';
      return yooKassaError(400, 'invalid_request', `Invalid value of parameter ${parameter}`, parameter);
    }
    const request = parsed.data;
    const method = request.payment_method_data?.type;
    if (method === 'sbp' && request.capture !== true) {
      return yooKassaError(400, 'invalid_request', 'Two-stage payments are not available for SBP', 'capture');
    }
    const receiptError = receiptSumError(request.receipt, request.amount.value);
    if (receiptError) return receiptError;
    const id = randomUUID();
    const payment: YooKassaPayment = {
      id,
      status: 'pending',
      paid: false,
      amount: request.amount,
      metadata: request.metadata ?? {},
      confirmation: { type: 'redirect', confirmation_url: this.confirmationUrl(id) },
      test: true,
    };
    this.payments.set(id, payment);
    return { status: 200, body: payment };
  }
}
