import { type EmulatedReply, YooKassaEmulator, yooKassaError } from '../../../src/providers/yookassa/emulator.js';
import { type FakeHttpServer, type FakeReply, startFakeHttpServer } from '../fake-http-server.js';

/**
 * A local YooKassa for the client's tests: Basic auth, `POST /payments` and `POST /refunds` with
 * Idempotence-Key, `GET /payments/{id}`, and faults on demand.
 */
export type YooKassaFault =
  /** The payment is created, but the answer comes too late for the client's deadline. */
  | { kind: 'slowAfterProcessing'; delayMs: number }
  /** Nothing is created; the answer is HTTP 500 internal_server_error. */
  | { kind: 'internalError' }
  /** Still processing: HTTP 202 with retry_after in ms. */
  | { kind: 'accepted'; retryAfterMs: number }
  /** No fault: the request is answered as usual (aims the faults after it at later requests). */
  | { kind: 'pass' };

export interface FakeYooKassa extends FakeHttpServer {
  emulator: YooKassaEmulator;
  /** Faults are taken one per request, first in first out. */
  faults: YooKassaFault[];
}

export async function startFakeYooKassa(credentials: { shopId: string; secretKey: string }): Promise<FakeYooKassa> {
  const emulator = new YooKassaEmulator((id) => `https://yoomoney.test/checkout/payments/v2/contract?orderId=${id}`);
  const faults: YooKassaFault[] = [];
  const expected = `Basic ${Buffer.from(`${credentials.shopId}:${credentials.secretKey}`).toString('base64')}`;
  const server = await startFakeHttpServer((request): FakeReply => {
    if (request.headers.authorization !== expected) {
      return asFake(yooKassaError(401, 'invalid_credentials', 'Authentication error: invalid shopId or secret key'));
    }
    const fault = faults.shift();
    if (fault?.kind === 'internalError') return asFake(yooKassaError(500, 'internal_server_error', 'Internal error'));
    if (fault?.kind === 'accepted')
      return { status: 202, body: { type: 'processing', retry_after: fault.retryAfterMs } };
    const reply = route(emulator, request.method, request.path, request.body, request.headers['idempotence-key']);
    return { ...asFake(reply), ...(fault?.kind === 'slowAfterProcessing' ? { delayMs: fault.delayMs } : {}) };
  });
  return { ...server, emulator, faults };
}

function route(
  emulator: YooKassaEmulator,
  method: string,
  path: string,
  body: string,
  idempotenceKey: string | string[] | undefined,
): EmulatedReply {
  const key = Array.isArray(idempotenceKey) ? idempotenceKey[0] : idempotenceKey;
  if (method === 'POST' && (path === '/payments' || path === '/refunds')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return yooKassaError(400, 'invalid_request', 'Request body is not JSON');
    }
    return path === '/payments' ? emulator.createPayment(parsed, key) : emulator.createRefund(parsed, key);
  }
  const match = /^\/payments\/([^/]+)$/.exec(path);
  if (method === 'GET' && match?.[1]) return emulator.getPayment(decodeURIComponent(match[1]));
  return yooKassaError(404, 'not_found', 'Unknown method');
}

function asFake(reply: EmulatedReply): FakeReply {
  return { status: reply.status, body: reply.body };
}
