/** A fake `fetch` for tests: answers by "METHOD /path" and records every call. No network. */

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

function readHeaders(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export function json(status: number, body?: unknown): FakeReply {
  return body === undefined ? { status } : { status, body };
}

export function createFakeFetch(routes: Record<string, FakeRoute> = {}): FakeFetch {
  const calls: RecordedCall[] = [];
  const fake: FakeFetch = {
    calls,
    routes,
    callsTo: (key) => calls.filter((call) => `${call.method} ${call.url.pathname}` === key),
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://same-origin.test');
      const headers = readHeaders(init);
      const rawBody = init?.body;
      const body =
        typeof rawBody === 'string' && headers['content-type'] === 'application/json' ? JSON.parse(rawBody) : rawBody;
      const call: RecordedCall = { method: init?.method ?? 'GET', url, headers, credentials: init?.credentials, body };
      calls.push(call);
      if (init?.signal?.aborted) throw new DOMException('The request was cancelled', 'AbortError');
      const route = fake.routes[`${call.method} ${url.pathname}`];
      const reply =
        route === undefined
          ? { status: 500, body: { message: `No fake route for ${call.method} ${url.pathname}` } }
          : typeof route === 'function'
            ? await route(call)
            : route;
      if (reply.body instanceof Blob) return new Response(reply.body, { status: reply.status });
      const text = reply.body === undefined ? null : JSON.stringify(reply.body);
      return new Response(reply.status === 204 ? null : text, { status: reply.status });
    },
  };
  return fake;
}

/** A promise with its resolver outside, to hold a fake answer until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
