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
  customer: { email?: string; phone?: string };
  sbpOnly: boolean;
}

/** The payment provider as the routes use it: the real YooKassa client or the sandbox. */
export interface PaymentGateway {
  readonly mode: 'yookassa' | 'sandbox';
  /** The same key must be passed again when retrying an attempt whose outcome is unknown. */
  createPayment(payment: NewPayment, idempotenceKey: string): Promise<YooKassaPayment>;
  getPayment(paymentId: string): Promise<YooKassaPayment>;
}

/** YooKassa amounts are strings with exactly two decimals: 1490.5 → "1490.50". */
export function amountValue(rubles: number): string {
  if (!Number.isFinite(rubles) || rubles < 0) throw new RangeError(`Not an amount: ${rubles}`);
  const kopecks = Math.round(rubles * 100);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}
