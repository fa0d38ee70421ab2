/** Values a query string can carry; `undefined` and `null` leave the parameter out. */
export type QueryValues = Record<string, string | number | boolean | null | undefined>;

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** One HTTP exchange, before the bearer header and base URL are added. */
export interface ApiRequest {
  method: HttpMethod;
  /** A path with its parameters filled in (`buildPath`). */
  path: string;
  query?: QueryValues;
  /** A JSON body. */
  json?: unknown;
  /** A binary body, sent as `application/octet-stream` (uploads). */
  binary?: Blob;
  /** `blob` for downloads; JSON otherwise. */
  responseType?: 'json' | 'blob';
  /** Sign-in and refresh calls answer 401 for bad credentials: refreshing would not help. */
  retryAfterRefresh?: boolean;
  /** Upload progress in bytes; when given with `progressExchange`, XMLHttpRequest carries the call if it exists. */
  onUploadProgress?: (loaded: number, total: number) => void;
  /**
   * The exchange that reports upload progress (`exchangeWithXhr`, api/xhr-exchange.ts). The
   * upload calls pass it, so only code that uploads carries XMLHttpRequest's handling.
   */
  progressExchange?: ProgressExchange;
  signal?: AbortSignal;
}

/** The answer of one exchange: JSON (or `null` when empty or not JSON), or a Blob on success. */
export interface RawResponse {
  status: number;
  body: unknown;
}

/** An exchange through XMLHttpRequest, which reports upload progress. */
export type ProgressExchange = (
  createXhr: () => XMLHttpRequest,
  url: string,
  request: ApiRequest,
  accessToken: string | null,
) => Promise<RawResponse>;

export interface TransportOptions {
  fetch: typeof fetch;
  /** Creates the XMLHttpRequest used for uploads with progress; `null` falls back to fetch. */
  createXhr: (() => XMLHttpRequest) | null;
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

export function buildQuery(query: QueryValues | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page is not an answer of ours; the status still tells what happened.
    return null;
  }
}

export function headersFor(request: ApiRequest, accessToken: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
  if (request.json !== undefined) headers['Content-Type'] = 'application/json';
  if (request.binary !== undefined) headers['Content-Type'] = 'application/octet-stream';
  return headers;
}

export function abortError(): Error {
  return new DOMException('The request was cancelled', 'AbortError');
}

async function exchangeWithFetch(
  fetchFunction: typeof fetch,
  url: string,
  request: ApiRequest,
  accessToken: string | null,
): Promise<RawResponse> {
  const init: RequestInit = {
    method: request.method,
    headers: headersFor(request, accessToken),
    // The refresh token is an httpOnly cookie, and widgets run on other origins.
    credentials: 'include',
  };
  if (request.json !== undefined) init.body = JSON.stringify(request.json);
  if (request.binary !== undefined) init.body = request.binary;
  if (request.signal) init.signal = request.signal;
  const response = await fetchFunction(url, init);
  if (request.responseType === 'blob' && isSuccess(response.status)) {
    return { status: response.status, body: await response.blob() };
  }
  const body = parseJson(await response.text());
  if (request.onUploadProgress && request.binary && isSuccess(response.status)) {
    request.onUploadProgress(request.binary.size, request.binary.size);
  }
  return { status: response.status, body };
}

/** Sends one exchange, with XMLHttpRequest when upload progress is wanted and available. */
export function exchange(
  options: TransportOptions,
  url: string,
  request: ApiRequest,
  accessToken: string | null,
): Promise<RawResponse> {
  if (request.onUploadProgress && request.progressExchange && options.createXhr && request.responseType !== 'blob') {
    return request.progressExchange(options.createXhr, url, request, accessToken);
  }
  return exchangeWithFetch(options.fetch, url, request, accessToken);
}
