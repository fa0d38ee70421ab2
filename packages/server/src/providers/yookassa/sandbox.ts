import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxPaymentObjects } from '../../db/schema.js';
import { ProviderError } from '../http.js';
import { assertSandboxAllowed, type SandboxPolicy } from '../sandbox-guard.js';
import { type EmulatedReply, YooKassaEmulator } from './emulator.js';
import {
  type NewPayment,
  type NewRefund,
  type PaymentGateway,
  type YooKassaPayment,
  type YooKassaRefund,
  yooKassaPayment,
  yooKassaRefund,
} from './payment.js';
import { paymentRequestBody, refundRequestBody } from './request-body.js';

/** Where the sandbox's pay page lives on our own server. */
export const sandboxPayPath = '/api/yookassa/sandbox/pay/:paymentId';

/**
 * The payment provider for local runs: the same request body as the real client goes into the
 * YooKassa emulator, and the "provider's page" is our own sandbox page. The emulator checks and
 * answers as YooKassa would; what the provider would remember (payments and refunds) is kept in
 * the database (`sandbox_payment_objects`) and read back before each answer, so a status check
 * after a restart, or on another instance, sees the payment made before. Idempotence keys live
 * in memory only: a retried creation after a restart makes a second payment (a sandbox's limit).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;
  readonly emulator: YooKassaEmulator;

  constructor(
    publicUrl: string,
    policy: SandboxPolicy,
    private readonly db: Database,
  ) {
    assertSandboxAllowed('YooKassa', policy);
    const base = publicUrl.replace(/\/$/, '');
    this.emulator = new YooKassaEmulator((id) => `${base}${sandboxPayPath.replace(':paymentId', id)}`);
  }

  async createPayment(payment: NewPayment, idempotenceKey: string): Promise<YooKassaPayment> {
    const created = yooKassaPayment.parse(
      unwrap(this.emulator.createPayment(paymentRequestBody(payment), idempotenceKey)),
    );
    await this.savePayment(created);
    return created;
  }

  async getPayment(paymentId: string): Promise<YooKassaPayment> {
    await this.recall(paymentId);
    return yooKassaPayment.parse(unwrap(this.emulator.getPayment(paymentId)));
  }

  async createRefund(refund: NewRefund, idempotenceKey: string): Promise<YooKassaRefund> {
    await this.recall(refund.providerPaymentId);
    const made = yooKassaRefund.parse(unwrap(this.emulator.createRefund(refundRequestBody(refund), idempotenceKey)));
    await this.db
      .insert(sandboxPaymentObjects)
      .values({ id: made.id, kind: 'refund', paymentId: made.payment_id, body: made })
      .onConflictDoNothing();
    return made;
  }

  /** The payer's answer on the sandbox page; undefined for an unknown payment or one already finished. */
  async finish(paymentId: string, outcome: 'succeeded' | 'canceled'): Promise<YooKassaPayment | undefined> {
    await this.recall(paymentId);
    const finished = this.emulator.finish(paymentId, outcome);
    if (finished) await this.savePayment(finished);
    return finished;
  }

  /** The payment as the provider knows it now (the sandbox page reads it). */
  async findPayment(paymentId: string): Promise<YooKassaPayment | undefined> {
    await this.recall(paymentId);
    return this.emulator.payments.get(paymentId);
  }

  private async savePayment(payment: YooKassaPayment): Promise<void> {
    await this.db
      .insert(sandboxPaymentObjects)
      .values({ id: payment.id, kind: 'payment', paymentId: payment.id, body: payment })
      .onConflictDoUpdate({ target: sandboxPaymentObjects.id, set: { body: payment, updatedAt: new Date() } });
  }

  /** Reads a payment and its refunds back into the emulator: another instance may have changed them. */
  private async recall(paymentId: string): Promise<void> {
    const rows = await this.db
      .select()
      .from(sandboxPaymentObjects)
      .where(eq(sandboxPaymentObjects.paymentId, paymentId));
    for (const row of rows) {
      if (row.kind === 'payment') this.emulator.payments.set(row.id, yooKassaPayment.parse(row.body));
      else this.emulator.refunds.set(row.id, yooKassaRefund.parse(row.body));
    }
  }
}

function unwrap(reply: EmulatedReply): unknown {
  if (reply.status !== 200) {
    throw new ProviderError('yookassa-sandbox', 'http', `HTTP ${reply.status}`, reply.status, reply.body);
  }
  return reply.body;
}
