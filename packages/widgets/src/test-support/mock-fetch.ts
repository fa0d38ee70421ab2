import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body: unknown;
}

/** Answers by URL; an unanswered URL fails the call with a 404 the way the server would. */
export type MockRoutes = (url: URL) => MockAnswer | Promise<MockAnswer> | undefined;

/**
 * Replaces `fetch` with the given routes and records every requested URL (path and query),
 * so a test can count calls the way the browser tests count requests.
 */
export function mockFetch(routes: MockRoutes) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://shop.test',
    );
    calls.push(`${url.pathname}${url.search}`);
    const answer = (await routes(url)) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise with its resolve function, to hold an answer until a test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
