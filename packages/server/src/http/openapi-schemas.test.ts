import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/suite.js';

const testApp = useTestApp();

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Record<string, unknown>;
}
interface MediaType {
  schema: Record<string, unknown>;
}
interface Operation {
  operationId: string;
  description?: string;
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

  it('describes every operation', async () => {
    const { operations } = await openApiDocument();
    const undescribed = operations.filter((operation) => !operation.description?.match(/^\S.{15,}\.$/));
    expect(undescribed.map((operation) => operation.operationId)).toEqual([]);
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

  it('types the numbers of query strings and paths as integers', async () => {
    const { operations } = await openApiDocument();
    const numbers = new Set(['skip', 'take', 'offset', 'maxWidth', 'fileId', 'roundId']);
    const typed = operations
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => numbers.has(parameter.name))
      .map((parameter) => `${parameter.name}: ${parameter.schema.type}`);
    expect(typed.length).toBeGreaterThanOrEqual(6);
    expect(new Set(typed)).toEqual(new Set([...numbers].map((name) => `${name}: integer`)));
  });
});
