import { ProviderError, requestJson } from '../http.js';
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

export interface YooKassaClientOptions {
  /** `https://api.yookassa.ru/v3` in production. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  timeoutMs?: number;
  /** Attempts per call when the outcome is unknown (timeout, network error, 5xx, 202). */
  maxAttempts?: number;
  /** Pause between attempts; YooKassa's 202 names its own (`retry_after`, ms). */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const provider = 'yookassa';

/** YooKassa API v3 over fetch: Basic auth shopId:secret, one Idempotence-Key per attempt. */
export class YooKassaClient implements PaymentGateway {
  readonly mode = 'yookassa' as const;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly retryDelayMs: number;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: YooKassaClientOptions) {
    this.authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.retryDelayMs = options.retryDelayMs ?? 1_000;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  createPayment(payment: NewPayment, idempotenceKey: string): Promise<YooKassaPayment> {
    // The body is built once: a retry must repeat the same key with the same data.
    const body = JSON.stringify(paymentRequestBody(payment));
    return this.call(parsePayment, 'POST', '/payments', body, idempotenceKey);
  }

  getPayment(paymentId: string): Promise<YooKassaPayment> {
    return this.call(parsePayment, 'GET', `/payments/${encodeURIComponent(paymentId)}`);
  }

  createRefund(refund: NewRefund, idempotenceKey: string): Promise<YooKassaRefund> {
    return this.call(parseRefund, 'POST', '/refunds', JSON.stringify(refundRequestBody(refund)), idempotenceKey);
  }

  private async call<Answer>(
    parse: (body: unknown) => Answer,
    method: 'GET' | 'POST',
    path: string,
    body?: string,
    idempotenceKey?: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = { Authorization: this.authorization };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (idempotenceKey) headers['Idempotence-Key'] = idempotenceKey;
    let lastError: ProviderError | undefined;
    for (let attempt = 1; attempt <= this.maxAttempts; attempt++) {
      if (attempt > 1) await this.sleep(this.retryDelay(lastError));
      try {
        const response = await requestJson({
          provider,
          url: `${this.options.apiUrl.replace(/\/$/, '')}${path}`,
          method,
          headers,
          body,
          timeoutMs: this.timeoutMs,
        });
        if (response.status === 200) return parse(response.body);
        lastError = new ProviderError(
          provider,
          'http',
          describe(response.status, response.body),
          response.status,
          response.body,
        );
        // 202: the request is still being processed; ask again with the same key.
        if (response.status !== 202 && response.status < 500) throw lastError;
      } catch (error) {
        if (!(error instanceof ProviderError) || !isRetryable(error)) throw error;
        lastError = error;
      }
    }
    throw lastError ?? new ProviderError(provider, 'network', 'no attempt made');
  }

  private retryDelay(error: ProviderError | undefined): number {
    if (error?.status === 202) {
      const retryAfter = (error.body as { retry_after?: unknown } | undefined)?.retry_after;
      if (typeof retryAfter === 'number' && retryAfter >= 0) return Math.min(retryAfter, 10_000);
    }
    return this.retryDelayMs;
  }
}

function isRetryable(error: ProviderError): boolean {
  return error.outcomeUnknown || error.status === 202;
}

function parsePayment(body: unknown): YooKassaPayment {
  const parsed = yooKassaPayment.safeParse(body);
  if (!parsed.success) throw new ProviderError(provider, 'protocol', 'unexpected payment object', 200, body);
  return parsed.data;
}

function parseRefund(body: unknown): YooKassaRefund {
  const parsed = yooKassaRefund.safeParse(body);
  if (!parsed.success) throw new ProviderError(provider, 'protocol', 'unexpected refund object', 200, body);
  return parsed.data;
}

function describe(status: number, body: unknown): string {
  const error = body as { code?: unknown; description?: unknown } | undefined;
  const code = typeof error?.code === 'string' ? error.code : 'no code';
  const description = typeof error?.description === 'string' ? `: ${error.description}` : '';
  return `HTTP ${status} ${code}${description}`;
}

/** Maps a stored payment to the answer of is-payment-completed. */
export function paymentStatusOf(payment: { status: string }): 'success' | 'pending' | 'canceled' {
  if (payment.status === 'succeeded') return 'success';
  if (payment.status === 'canceled') return 'canceled';
  return 'pending';
}
