import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/app.js';
import { toJsonSchema } from '../test-support/openapi-conformance.js';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Record<string, unknown>;
}
interface MediaType {
  schema: Record<string, unknown>;
  example?: unknown;
}
interface Operation {
  operationId: string;
  description?: string;
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

async function openApiDocument(): Promise<{ document: Document; operations: Operation[] }> {
  const document = (await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  return { document, operations: Object.values(document.paths).flatMap((operations) => Object.values(operations)) };
}

describe('the OpenAPI document for client generators', () => {
  it('names every JSON request body and success answer as a component', async () => {
    const { document, operations } = await openApiDocument();
    const inline: string[] = [];
    const places: [string, MediaType | undefined][] = [];
    for (const operation of operations) {
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) {
        if (type === 'application/json') places.push([`${operation.operationId} body`, media]);
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!status.startsWith('2')) continue;
        const json = response.content?.['application/json'];
        if (json) places.push([`${operation.operationId} ${status}`, json]);
      }
    }
    for (const [label, media] of places) {
      const reference = String(media?.schema.$ref ?? '');
      const name = reference.replace('#/components/schemas/', '');
      if (!reference.startsWith('#/components/schemas/') || !(name in document.components.schemas)) inline.push(label);
    }
    expect(places.length).toBeGreaterThan(60);
    expect(inline).toEqual([]);
    // The contract's names, not the operations', where the contract has one.
    expect(document.paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/Credentials',
    });
    expect(document.components.schemas).toHaveProperty('FileInfo');
    expect(document.components.schemas).not.toHaveProperty('CredentialsInput');
  });

  it('describes every operation, and says who may call it as its security does', async () => {
    const { operations } = await openApiDocument();
    const undescribed = operations.filter((operation) => !operation.description?.match(/^\S.{15,}\.$/));
    expect(undescribed.map((operation) => operation.operationId)).toEqual([]);
    // Public ("Public.", or a provider's own call) exactly where no token is declared.
    const misstated = operations.filter(
      (operation) =>
        (operation.security.length === 0) !== /^(Public|YooKassa|CDEK)\b/.test(operation.description ?? '') ||
        (operation.security.length > 0 && /^Public\b/.test(operation.description ?? '')),
    );
    expect(misstated.map((operation) => `${operation.operationId}: ${operation.description}`)).toEqual([]);
  });

  it('describes every field of every schema and every parameter', async () => {
    const { document, operations } = await openApiDocument();
    const undescribed: string[] = [];
    let fields = 0;
    const visit = (schema: unknown, path: string): void => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      for (const key of ['allOf', 'anyOf', 'oneOf']) {
        const parts = node[key];
        if (Array.isArray(parts)) for (const part of parts) visit(part, path);
      }
      visit(node.items, path);
      visit(node.additionalProperties, `${path}.*`);
      for (const [name, property] of Object.entries(
        (node.properties ?? {}) as Record<string, Record<string, unknown>>,
      )) {
        fields++;
        // A property that is only a reference is described by its component.
        if (typeof property.$ref !== 'string' && !String(property.description ?? '').match(/^\S.{5,}/))
          undescribed.push(`${path}.${name}`);
        visit(property, `${path}.${name}`);
      }
    };
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      visit(schema, name);
      if (!String((schema as { description?: string }).description ?? '').match(/^\S.{5,}/)) undescribed.push(name);
    }
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const media of Object.values(response.content ?? {}))
          visit(media.schema, `${operation.operationId} ${status}`);
      }
      for (const media of Object.values(operation.requestBody?.content ?? {}))
        visit(media.schema, `${operation.operationId} body`);
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.description?.match(/^\S.{5,}/))
          undescribed.push(`${operation.operationId} ${parameter.in} ${parameter.name}`);
      }
    }
    expect(fields).toBeGreaterThan(400);
    expect(undescribed).toEqual([]);
  });

  it('gives every JSON request body and success answer an example its schema accepts', async () => {
    const { document, operations } = await openApiDocument();
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const components = { schemas: document.components.schemas };
    const problems: string[] = [];
    let examples = 0;
    for (const operation of operations) {
      const places: [string, MediaType | undefined][] = [
        [`${operation.operationId} body`, operation.requestBody?.content['application/json']],
        ...Object.entries(operation.responses)
          .filter(([status]) => status.startsWith('2'))
          .map(([status, response]): [string, MediaType | undefined] => [
            `${operation.operationId} ${status}`,
            response.content?.['application/json'],
          ]),
      ];
      for (const [label, media] of places) {
        if (!media) continue;
        if (!('example' in media)) {
          problems.push(`${label}: no example`);
          continue;
        }
        examples++;
        const validate = ajv.compile(toJsonSchema({ ...media.schema, components }) as object);
        if (!validate(media.example)) problems.push(`${label}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(examples).toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });

  it('is the same for a second app built in the same process: building one changes no module state', async () => {
    // The server suite runs its files one after another in each worker without reloading the
    // modules (decision 0215): the next file's app must get this very document.
    const { document } = await openApiDocument();
    const second = await createTestApp();
    try {
      expect((await second.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()).toEqual(document);
    } finally {
      await second.close();
    }
  });

  it('refuses an example its schema does not accept (the check above can fail)', () => {
    const ajv = new Ajv({ strict: false });
    addFormats.default(ajv);
    const schema = { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] };
    expect(ajv.validate(toJsonSchema(schema) as object, { count: '20' })).toBe(false);
  });

  it('takes the two uploads as application/octet-stream bytes with a required fileName query', async () => {
    const { document } = await openApiDocument();
    for (const path of [
      '/api/web/files/{orderId}/{kind}/{itemName}/upload',
      '/api/web/orders/{id}/proof-files/upload',
    ]) {
      const upload = document.paths[path]?.post;
      expect(upload?.requestBody?.required, path).toBe(true);
      expect(upload?.requestBody?.content, path).toEqual({
        'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
      });
      expect(
        upload?.parameters?.find((parameter) => parameter.name === 'fileName'),
        path,
      ).toMatchObject({
        in: 'query',
        required: true,
        schema: { type: 'string' },
      });
    }
  });

  it('takes a bank statement as its bytes too', async () => {
    const { document } = await openApiDocument();
    const upload = document.paths['/api/web/admin/bank-statements']?.post;
    expect(upload?.requestBody?.required).toBe(true);
    expect(Object.keys(upload?.requestBody?.content ?? {})).toEqual(['application/octet-stream', 'text/plain']);
  });

  it('types the numbers of query strings and paths as integers, and yes-or-no filters as booleans', async () => {
    const { operations } = await openApiDocument();
    const numbers = new Set([
      'skip',
      'take',
      'offset',
      'maxWidth',
      'fileId',
      'roundId',
      'orderNumber',
      'cityCode',
      'itemId',
    ]);
    const typed = operations
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => numbers.has(parameter.name))
      .map((parameter) => `${parameter.name}: ${parameter.schema.type}`);
    expect(typed.length).toBeGreaterThanOrEqual(9);
    expect(new Set(typed)).toEqual(new Set([...numbers].map((name) => `${name}: integer`)));
    // The yes-or-no filters are booleans; `?active` alone (a bare switch) stays text.
    const switches = operations
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) =>
        ['isUrgent', 'isPayed', 'isFixedDate', 'paymentMismatch', 'sbpOnly'].includes(parameter.name),
      )
      .map((parameter) => parameter.schema.type);
    expect(switches.length).toBeGreaterThanOrEqual(5);
    expect(new Set(switches)).toEqual(new Set(['boolean']));
  });
});
