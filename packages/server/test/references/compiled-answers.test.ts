import {
  type AnswerValidator,
  acrylPriceEntries,
  acrylPriceEntriesAnswer,
  buildPath,
  errorReply,
  errorReplyAnswer,
  layoutTemplateList,
  layoutTemplateListAnswer,
  referenceListAnswers,
  referenceListPaths,
  referenceListSchemas,
  refreshReply,
  refreshReplyAnswer,
  routes,
  stickerPriceEntries,
  stickerPriceEntriesAnswer,
} from '@stickers62/core/contract';
import { describe, expect, it } from 'vitest';
import { createCustomerOrder, signUp } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * The validators the widgets' lookups use are compiled from the contract's zod schemas
 * (core's contract/compiled): on the answers the seeded server really gives, both take the
 * answer and give the same data.
 */
const testApp = useTestApp();

function expectBothTake(
  what: string,
  schema: { safeParse(value: unknown): { success: boolean; data?: unknown } },
  compiled: AnswerValidator<unknown>,
  body: unknown,
) {
  const expected = schema.safeParse(structuredClone(body));
  const actual = compiled.safeParse(structuredClone(body));
  expect(expected.success, `${what}: zod`).toBe(true);
  expect(actual.success, `${what}: compiled`).toBe(true);
  if (actual.success) expect(actual.data, what).toEqual(expected.data);
}

describe('compiled answer validators on the seeded server', () => {
  it('take the price views and every reference list as zod does', async () => {
    const get = async (url: string) => {
      const reply = await testApp.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      return reply.json() as unknown;
    };
    const stickers = await get(routes.stickerPrices.path);
    expect((stickers as unknown[]).length).toBeGreaterThan(10);
    expectBothTake('sticker prices', stickerPriceEntries, stickerPriceEntriesAnswer, stickers);
    expectBothTake('acryl prices', acrylPriceEntries, acrylPriceEntriesAnswer, await get(routes.acrylPrices.path));
    for (const [name, path] of Object.entries(referenceListPaths)) {
      const list = name as keyof typeof referenceListPaths;
      const body = await get(buildPath(routes.referenceList.path, { list: path }));
      expectBothTake(name, referenceListSchemas[list], referenceListAnswers[list], body);
    }
  });

  it('take an error body, a refresh answer and the recent items as zod does', async () => {
    const missing = await testApp.app.inject({
      method: 'GET',
      url: buildPath(routes.referenceList.path, { list: 'no-such-list' }),
    });
    expect(missing.statusCode).toBeGreaterThanOrEqual(400);
    expectBothTake('error body', errorReply, errorReplyAnswer, missing.json());

    const customer = await signUp(testApp.app);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: routes.refresh.path,
      headers: { cookie: customer.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    expectBothTake('refresh', refreshReply, refreshReplyAnswer, refreshed.json());

    await createCustomerOrder(testApp.app, customer);
    for (const route of [routes.recentStickerItems, routes.recentAcrylItems]) {
      const recent = await testApp.app.inject({ method: 'GET', url: route.path, headers: customer.headers });
      expect(recent.statusCode).toBe(200);
      expect((recent.json() as unknown[]).length).toBe(1);
      expectBothTake(route.path, layoutTemplateList, layoutTemplateListAnswer, recent.json());
    }
  });
});
