import { appendFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Every answer the test suites get is checked against the app's own OpenAPI document: its
 * status must be listed for the operation, a body must match the listed JSON schema, and a
 * status listed without content must come without a body. Partner developers generate clients
 * from the document, so a drift between it and the server is a bug the suites should catch.
 */
export interface ResponseConformance {
  /** Answers checked so far. */
  checked: number;
  /** What did not match, one line each; emptied by `takeMismatches`. */
  mismatches: string[];
  takeMismatches(): string[];
}

interface DocumentResponse {
  content?: Record<string, { schema?: object }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, DocumentResponse> }>>;
  components?: { schemas?: Record<string, object> };
}

/**
 * OpenAPI 3.0 schema → JSON Schema as Ajv reads it: 3.0's boolean `exclusiveMinimum` and
 * `exclusiveMaximum` become the numeric bounds of later drafts (`nullable` Ajv reads itself).
 */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) converted[key] = toJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof converted[flag] !== 'boolean') continue;
    if (converted[flag]) converted[flag] = converted[bound];
    else delete converted[flag];
    if (converted[flag] !== undefined) delete converted[bound];
  }
  return converted;
}

/** The body as text, undoing the content encoding the route applied. */
function bodyText(payload: unknown, encoding: string | undefined): string | undefined {
  if (payload === null || payload === undefined) return '';
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
  if (!bytes) return undefined; // a stream (file download): its bytes are not JSON
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/** Adds the checking hook; call before `app.ready()`. */
export function checkResponsesAgainstOpenApi(app: FastifyInstance): ResponseConformance {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  let document: OpenApiDocument | undefined;
  const validators = new Map<string, ValidateFunction | null>();
  const conformance: ResponseConformance = {
    checked: 0,
    mismatches: [],
    takeMismatches() {
      return conformance.mismatches.splice(0);
    },
  };

  function mismatch(line: string): void {
    conformance.mismatches.push(line);
    // OPENAPI_MISMATCH_LOG=<file> collects them across the suite while it runs (when fixing the document).
    if (process.env.OPENAPI_MISMATCH_LOG) appendFileSync(process.env.OPENAPI_MISMATCH_LOG, `${line}\n`);
  }

  // A schema's `#/components/schemas/…` references resolve against the components carried beside it.
  function validatorFor(key: string, schema: object | undefined): ValidateFunction | null {
    if (!validators.has(key)) {
      const withComponents = { ...schema, components: { schemas: document?.components?.schemas ?? {} } };
      validators.set(key, schema ? ajv.compile(toJsonSchema(withComponents) as object) : null);
    }
    return validators.get(key) ?? null;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    // Unknown paths (the not-found handler), hidden routes and the site's files are not operations.
    if (!url || request.routeOptions.schema?.hide || request.method === 'HEAD' || request.method === 'OPTIONS')
      return payload;
    document ??= app.swagger() as unknown as OpenApiDocument;
    const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
    const operation = document.paths[path]?.[request.method.toLowerCase()];
    if (!operation) return payload;
    conformance.checked++;
    const status = String(reply.statusCode);
    // A 500 is the server failing, not an answer of the contract (tests provoke it on purpose).
    if (status === '500') return payload;
    const label = `${request.method} ${path} → ${status}`;
    const response = operation.responses?.[status];
    if (!response) {
      mismatch(`${label}: status not in the document`);
      return payload;
    }
    const text = bodyText(payload, reply.getHeader('content-encoding') as string | undefined);
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0) {
      // Whatever a 204 or 304 was given never reaches the wire (Fastify and Node's http drop it).
      const bodiless = status === '204' || status === '304';
      if (text !== undefined && text !== '' && !bodiless) mismatch(`${label}: body sent, the document lists none`);
      return payload;
    }
    const contentType =
      String(reply.getHeader('content-type') ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    // A range such as `image/*` covers every subtype.
    const mediaType = mediaTypes.find(
      (listed) => listed === contentType || (listed.endsWith('/*') && contentType.startsWith(listed.slice(0, -1))),
    );
    if (!mediaType) {
      mismatch(`${label}: content type "${contentType}" not in the document (${mediaTypes.join(', ')})`);
      return payload;
    }
    if (mediaType !== 'application/json' || text === undefined) return payload;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      mismatch(`${label}: body is not JSON`);
      return payload;
    }
    const validate = validatorFor(`${label} ${mediaType}`, response.content?.[mediaType]?.schema);
    if (validate && !validate(body)) {
      const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
      mismatch(`${label}: ${errors.slice(0, 5).join('; ')}`);
    }
    return payload;
  });
  return conformance;
}
