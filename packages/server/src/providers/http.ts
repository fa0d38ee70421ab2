/**
 * The one way our provider clients talk HTTP: `fetch` with a deadline, JSON answers, and
 * errors that say whether the outcome is unknown (timeout, network, 5xx) or a definite refusal.
 */

export type ProviderFailure = 'timeout' | 'network' | 'http' | 'protocol';

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(`${provider}: ${message}`);
    this.name = 'ProviderError';
  }

  /** A timeout, a dropped connection or a 5xx: the provider may or may not have acted. */
  get outcomeUnknown(): boolean {
    return this.failure === 'timeout' || this.failure === 'network' || (this.status ?? 0) >= 500;
  }
}

export interface JsonResponse {
  status: number;
  body: unknown;
}

export interface ProviderRequest {
  provider: string;
  url: string;
  method: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** Sends one request and parses the JSON answer; never throws for an HTTP status, only for no answer. */
export async function requestJson(request: ProviderRequest): Promise<JsonResponse> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { Accept: 'application/json', ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProviderError(
      request.provider,
      timedOut ? 'timeout' : 'network',
      timedOut ? `no answer within ${request.timeoutMs} ms` : `request failed: ${(error as Error).message}`,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ProviderError(request.provider, 'timeout', `answer interrupted: ${(error as Error).message}`);
  }
  if (text === '') return { status: response.status, body: undefined };
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new ProviderError(
      request.provider,
      'protocol',
      `answer is not JSON (HTTP ${response.status})`,
      response.status,
    );
  }
}

export function formBody(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}
