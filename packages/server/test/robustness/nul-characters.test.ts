import { buildPath, routes } from '@stickers62/core/contract';
import { stickerItemBody } from '@stickers62/testkit/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';
import { type ChangeLog, startChangeLog } from './change-log.js';

/**
 * PostgreSQL text cannot hold the NUL character; a query carrying one fails inside the
 * driver. Found by the fuzz tests as a 500 on the fitting preview: such input is the client's
 * mistake and must be answered 400, with nothing stored.
 */

const testApp = useTestApp();
let customer: TestSession;
let changeLog: ChangeLog;
beforeAll(async () => {
  changeLog = await startChangeLog(testApp.app.db);
  customer = await signUp(testApp.app);
  // The cart is made on first use; make it now so the log holds only what the refused save wrote.
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
    const mark = await changeLog.mark();
    const reply = await testApp.app.inject({
      method: 'POST',
      url: buildPath(routes.saveStickerItem.path, { id: '0' }),
      headers: customer.headers,
      payload: stickerItemBody({ name: 'Кот\u0000ики' }),
    });
    expect(reply.statusCode).toBe(400);
    expect(await changeLog.tablesChangedSince(mark)).toEqual([]);
  });
});
