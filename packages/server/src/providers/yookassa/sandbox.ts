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
 * YooKassa emulator, and the "provider's page" is our own sandbox page. State lives in memory,
 * so a restart forgets sandbox payments (orders already marked paid stay paid).
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly mode = 'sandbox' as const;
  readonly emulator: YooKassaEmulator;

  constructor(publicUrl: string, policy: SandboxPolicy) {
    assertSandboxAllowed('YooKassa', policy);
    const base = publicUrl.replace(/\/$/, '');
    this.emulator = new YooKassaEmulator((id) => `${base}${sandboxPayPath.replace(':paymentId', id)}`);
  }

  async createPayment(payment: NewPayment, idempotenceKey: string): Promise<YooKassaPayment> {
    return yooKassaPayment.parse(unwrap(this.emulator.createPayment(paymentRequestBody(payment), idempotenceKey)));
  }

  async getPayment(paymentId: string): Promise<YooKassaPayment> {
    return yooKassaPayment.parse(unwrap(this.emulator.getPayment(paymentId)));
  }

  async createRefund(refund: NewRefund, idempotenceKey: string): Promise<YooKassaRefund> {
    return yooKassaRefund.parse(unwrap(this.emulator.createRefund(refundRequestBody(refund), idempotenceKey)));
  }
}

function unwrap(reply: EmulatedReply): unknown {
  if (reply.status !== 200) {
    throw new ProviderError('yookassa-sandbox', 'http', `HTTP ${reply.status}`, reply.status, reply.body);
  }
  return reply.body;
}
