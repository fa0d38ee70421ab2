import type { FastifyInstance } from 'fastify';

/** The subset of JSON Schema that fastify-type-provider-zod writes into the OpenAPI document. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One method + path of the OpenAPI document, with what a request to it may carry. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path with `{name}` placeholders. */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
  /** Content types the document lists for the body (a streamed upload lists none). */
  bodyTypes: string[];
  label: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation the running app documents, read from its own `/api/openapi.json`, so routes
 * added later are fuzzed without anyone listing them here.
 */
export async function discoverOperations(app: FastifyInstance): Promise<Operation[]> {
  const reply = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (reply.statusCode !== 200) throw new Error(`OpenAPI document answered ${reply.statusCode}`);
  const document = reply.json() as OpenApiDocument;
  const resolve = (schema: JsonSchema | undefined): JsonSchema =>
    schema?.$ref ? (document.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : (schema ?? {});

  const operations: Operation[] = [];
  for (const [path, entries] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(entries)) {
      if (!methods.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const pick = (place: string): Parameter[] =>
        parameters
          .filter((parameter) => parameter.in === place)
          .map((parameter) => ({
            name: parameter.name,
            schema: resolve(parameter.schema),
            required: parameter.required ?? place === 'path',
          }));
      const content = operation.requestBody?.content ?? {};
      const upperMethod = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upperMethod,
        path,
        pathParams: pick('path'),
        queryParams: pick('query'),
        body: content['application/json'] ? resolve(content['application/json'].schema) : undefined,
        bodyTypes: Object.keys(content),
        label: `${upperMethod} ${path}`,
      });
    }
  }
  return operations;
}
