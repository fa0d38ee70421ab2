import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';
import { digestTables } from './table-digest.js';

/**
 * PostgreSQL text cannot hold the NUL character; a query carrying one fails inside the
 * driver. Found by the fuzz tests as a 500 on the fitting preview: such input is the client's
 * mistake and must be answered 400, with nothing stored.
 */

const testApp = useTestApp();
let customer: TestSession;
beforeAll(async () => {
  customer = await signUp(testApp.app);
  // The cart is made on first use; make it now so the digest compares only the refused save.
  await testApp.app.inject({ method: 'GET', url: routes.cart.path, headers: customer.headers });
});

describe('text with a NUL character', () => {
  it('in a path segment is a 400', async () => {
    const reply = await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.fittingPreview.path, { fitting: 'Кольцо\u0000' }),
    });
    expect(reply.statusCode).toBe(400);
  });

  it('in a body is a 400 that stores nothing', async () => {
    const before = await digestTables(testApp.app.db);
    const reply = await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: '0' }),
      headers: customer.headers,
      payload: stickerItemBody({ name: 'Кот\u0000ики' }),
    });
    expect(reply.statusCode).toBe(400);
    expect(await digestTables(testApp.app.db)).toEqual(before);
  });
});
