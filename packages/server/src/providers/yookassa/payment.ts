import type { PaymentReceipt, ReceiptCustomer, ReceiptLine } from '@stickers62/core/rules';
import { z } from 'zod/mini';

/**
 * The YooKassa payment object, as far as we read it. Unknown fields are dropped; the fields
 * we trust (id, status, amount, metadata) must be present and well-formed.
 */
export const yooKassaPaymentStatuses = ['pending', 'waiting_for_capture', 'succeeded', 'canceled'] as const;
export type YooKassaPaymentStatus = (typeof yooKassaPaymentStatuses)[number];

export const yooKassaPayment = z.object({
  id: z.string().check(z.minLength(1)),
  status: z.enum(yooKassaPaymentStatuses),
  paid: z.optional(z.boolean()),
  amount: z.object({ value: z.string(), currency: z.string() }),
  metadata: z.optional(z.record(z.string(), z.string())),
  confirmation: z.optional(z.object({ type: z.string(), confirmation_url: z.optional(z.string()) })),
  test: z.optional(z.boolean()),
});
export type YooKassaPayment = z.infer<typeof yooKassaPayment>;

/** What our shop asks of a payment; the gateway turns it into the provider's request body. */
export interface NewPayment {
  orderId: string;
  orderNumber: number;
  /** The server's order cost in rubles (never the client's). */
  cost: number;
  returnUrl: string;
  customer: ReceiptCustomer;
  /** The 54-FZ receipt's lines (core `receiptLines`), summing exactly to `cost`. */
  receipt: ReceiptLine[];
  sbpOnly: boolean;
}

/** What our shop asks of a refund: all of one succeeded payment, with the receipt it was paid with. */
export interface NewRefund {
  providerPaymentId: string;
  amount: number;
  description: string;
  receipt: PaymentReceipt;
}

export const yooKassaRefundStatuses = ['pending', 'succeeded', 'canceled'] as const;

/** The YooKassa refund object, as far as we read it. */
export const yooKassaRefund = z.object({
  id: z.string().check(z.minLength(1)),
  payment_id: z.string(),
  status: z.enum(yooKassaRefundStatuses),
  amount: z.object({ value: z.string(), currency: z.string() }),
});
export type YooKassaRefund = z.infer<typeof yooKassaRefund>;

/** The payment provider as the routes use it: the real YooKassa client or the sandbox. */
export interface PaymentGateway {
  readonly mode: 'yookassa' | 'sandbox';
  /** The same key must be passed again when retrying an attempt whose outcome is unknown. */
  createPayment(payment: NewPayment, idempotenceKey: string): Promise<YooKassaPayment>;
  getPayment(paymentId: string): Promise<YooKassaPayment>;
  /** `POST /v3/refunds`; the key is the refund's own, stored before the first attempt. */
  createRefund(refund: NewRefund, idempotenceKey: string): Promise<YooKassaRefund>;
}

/** YooKassa amounts are strings with exactly two decimals: 1490.5 → "1490.50". */
export function amountValue(rubles: number): string {
  if (!Number.isFinite(rubles) || rubles < 0) throw new RangeError(`Not an amount: ${rubles}`);
  const kopecks = Math.round(rubles * 100);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}
