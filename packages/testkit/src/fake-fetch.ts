/**
 * Fake `fetch` for tests, no network: answers by "METHOD /path" (createFakeFetch) or by a
 * function of the URL standing in for the global fetch (mockFetch), and records every call.
 */
import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  /** Parsed JSON for JSON bodies, the raw body otherwise. */
  body: unknown;
}

export interface FakeReply {
  status: number;
  body?: unknown;
}

export type FakeRoute = FakeReply | ((call: RecordedCall) => FakeReply | Promise<FakeReply>);

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
  /** Calls to one "METHOD /path". */
  callsTo(key: string): RecordedCall[];
  routes: Record<string, FakeRoute>;
}

export function json(status: number, body?: unknown): FakeReply {
  return body === undefined ? { status } : { status, body };
}

function readHeaders(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function recordCall(input: RequestInfo | URL, init: RequestInit | undefined): RecordedCall {
  const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(address, 'http://same-origin.test');
  const headers = readHeaders(init);
  const rawBody = init?.body;
  const body =
    typeof rawBody === 'string' && headers['content-type'] === 'application/json' ? JSON.parse(rawBody) : rawBody;
  return { method: init?.method ?? 'GET', url, headers, credentials: init?.credentials, body };
}

function toResponse(reply: FakeReply): Response {
  if (reply.body instanceof Blob) return new Response(reply.body, { status: reply.status });
  if (reply.body === undefined || reply.status === 204) return new Response(null, { status: reply.status });
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
}

const noRoute = (call: RecordedCall): FakeReply => ({
  status: 500,
  body: { message: `No fake route for ${call.method} ${call.url.pathname}` },
});

/** Answers by "METHOD /path" from `routes` (which a test may change later); the rest by `unrouted`. */
export function createFakeFetch(
  routes: Record<string, FakeRoute> = {},
  unrouted: (call: RecordedCall) => FakeReply | Promise<FakeReply> = noRoute,
): FakeFetch {
  const calls: RecordedCall[] = [];
  const fake: FakeFetch = {
    calls,
    routes,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key),
    fetch: async (input, init) => {
      const call = recordCall(input, init);
      calls.push(call);
      if (init?.signal?.aborted) throw new DOMException('The request was cancelled', 'AbortError');
      const route = fake.routes[`${call.method} ${call.url.pathname}`] ?? unrouted;
      return toResponse(typeof route === 'function' ? await route(call) : route);
    },
  };
  return fake;
}

export interface MockAnswer {
  status?: number;
  body: unknown;
}

/** Answers by URL; an unanswered URL fails the call with a 404 the way the server would. */
export type MockRoutes = (url: URL) => MockAnswer | Promise<MockAnswer> | undefined;

/**
 * Replaces the global `fetch` with the given routes and records every requested URL (path and
 * query), so a component test can count calls the way the browser tests count requests.
 */
export function mockFetch(routes: MockRoutes) {
  const calls: string[] = [];
  const fake = createFakeFetch({}, async (call) => {
    calls.push(`${call.url.pathname}${call.url.search}`);
    const answer = (await routes(call.url)) ?? { status: 404, body: { message: 'Not found' } };
    return { status: answer.status ?? 200, body: answer.body };
  });
  const fetchMock = vi.fn(fake.fetch);
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise with its resolver outside, to hold a fake answer until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
