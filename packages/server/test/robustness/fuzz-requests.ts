import fc from 'fast-check';
import type { Operation, Parameter } from './openapi-operations.js';
import { anyString, malformed, nastyStrings, wellFormed } from './schema-arbitrary.js';

/** What `app.inject` is given, minus the credentials the role adds. */
export interface FuzzRequest {
  method: string;
  url: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  payload?: string;
  /** Whether the role's real credentials go along (otherwise the fuzzed `authorization` stays). */
  withCredentials: boolean;
}

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'image/png',
  'application/json; charset=koi8-r',
  ';;;',
];

/** A JWT-shaped token with alg "none" claiming an admin: must never be believed. */
const forgedToken = [
  Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'),
  Buffer.from('{"sub":1,"role":"admin","fam":"00000000-0000-4000-8000-000000000000"}').toString('base64url'),
  '',
].join('.');

const authorizations = fc.constantFrom(
  'Bearer ',
  'Bearer x',
  `Bearer ${forgedToken}`,
  'Basic YWRtaW46YWRtaW4=',
  'Bearer a.b.c',
  'bearer\tsomething extra',
  'Bearer '.padEnd(9000, 'A'),
);

/** `arbitrary` in about one case of `oneIn`, otherwise nothing. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/** Percent-encodes a segment; a lone surrogate becomes the invalid UTF-8 bytes a raw client would send. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
}

/** A path segment: a good value, a hostile string (encoded) or raw characters the router must survive. */
function segment(parameter: Parameter, pathValues: Record<string, string[]>, dictionary: readonly string[]) {
  const good = pathValues[parameter.name] ?? [];
  const encoded = fc
    .oneof(
      ...(good.length > 0 ? [{ weight: 8, arbitrary: fc.constantFrom(...good) }] : []),
      { weight: 2, arbitrary: anyString(dictionary) },
      { weight: 1, arbitrary: fc.integer().map(String) },
    )
    .map(encodeSegment);
  const raw = fc.constantFrom('%', '%zz', '%00', '..', '.', '%2F..%2F', ';', '~', '%E0%A4%A', 'a%2Fb');
  return fc.oneof({ weight: 10, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

function queryValue(parameter: Parameter, dictionary: readonly string[]): fc.Arbitrary<string | string[]> {
  const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const one = fc.oneof(
    { weight: 4, arbitrary: wellFormed(parameter.schema, dictionary, 0, parameter.name).map(asText) },
    { weight: 2, arbitrary: anyString(dictionary) },
    { weight: 1, arbitrary: malformed(parameter.schema, dictionary).map(asText) },
  );
  return fc.oneof(
    { weight: 8, arbitrary: one },
    { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
  );
}

function queryFor(operation: Operation, dictionary: readonly string[]) {
  const model: Record<string, fc.Arbitrary<string | string[]>> = {};
  for (const parameter of operation.queryParams) model[parameter.name] = queryValue(parameter, dictionary);
  const extra = fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'id', 'skip', 'take', 'x'),
    anyString(dictionary),
    {
      maxKeys: 2,
    },
  );
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), sometimes(extra, 4))
    .map(([known, added]) => ({ ...(added ?? {}), ...known }) as Record<string, string | string[]>);
}

/** The body as text: well-formed, broken JSON, a wrong value, or nothing. */
function payloadFor(operation: Operation, dictionary: readonly string[]): fc.Arbitrary<string | undefined> {
  const schema = operation.body ?? {};
  const options: fc.WeightedArbitrary<string | undefined>[] = [
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: malformed(schema, dictionary).map((value) => JSON.stringify(value)) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('{', '{"a":', '[1,2', 'nul', '{"__proto__":{"x":1}}', '\u0000', '"', '{}}', ''),
        fc.constantFrom(...nastyStrings),
        fc.string({ unit: 'binary', maxLength: 200 }),
      ),
    },
  ];
  if (operation.body) {
    options.push({ weight: 6, arbitrary: wellFormed(schema, dictionary).map((value) => JSON.stringify(value)) });
  }
  return fc.oneof(...options);
}

/** Requests to `operation` with every part possibly broken: path, query, headers and body. */
export function fuzzRequests(
  operation: Operation,
  pathValues: Record<string, string[]>,
  dictionary: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const segments = operation.pathParams.map((parameter) => segment(parameter, pathValues, dictionary));
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return fc
    .record({
      segments: fc.tuple(...segments),
      query: queryFor(operation, dictionary),
      payload: hasBody ? payloadFor(operation, dictionary) : fc.constant(undefined),
      contentType: fc.oneof(
        { weight: 4, arbitrary: fc.constant('application/json') },
        fc.constantFrom(...contentTypes),
      ),
      withCredentials: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
      authorization: sometimes(authorizations, 3),
      cookie: sometimes(
        fc.constantFrom('refreshToken=x', 'refreshToken=', 'refreshToken=%zz', `a=b; refreshToken=${'x'.repeat(5000)}`),
        3,
      ),
      forwardedFor: sometimes(fc.constantFrom('185.71.76.1', '::1', 'garbage', '1.1.1.1, 2.2.2.2'), 4),
    })
    .map(({ segments: values, query, payload, contentType, withCredentials, authorization, cookie, forwardedFor }) => {
      let index = 0;
      const url = operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '');
      const headers: Record<string, string> = {};
      if (payload !== undefined) headers['content-type'] = contentType;
      if (authorization) headers.authorization = authorization;
      if (cookie) headers.cookie = cookie;
      if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
      return { method: operation.method, url, query, headers, payload, withCredentials };
    });
}

/** A short description of a request for failure messages. */
export function describeRequest(request: FuzzRequest, role: string): string {
  const body = request.payload === undefined ? '' : ` body=${request.payload.slice(0, 300)}`;
  return `${role} ${request.method} ${request.url} query=${JSON.stringify(request.query).slice(0, 300)} headers=${JSON.stringify(request.headers).slice(0, 300)}${body}`;
}
