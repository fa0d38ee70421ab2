import { routes } from '@stickers62/core/contract';
import { checkoutTexts } from '@stickers62/core/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/clock.js';
import { createTestApp, type TestApp } from '../../test-support/app.js';
import { createCustomer, type TestCustomer } from '../test-fixtures.js';

/** The pickup-point finder's searches are limited per caller: a few here, so the test stays small. */
const limit = { searches: 5, windowMs: 10 * 60 * 1000 };
const clock = new ManualClock(Date.parse('2026-11-20T09:00:00Z'));
let testApp: TestApp;
let customer: TestCustomer;
let other: TestCustomer;
let ryazanCode: number;

beforeAll(async () => {
  testApp = await createTestApp({ config: { cdekSearchLimit: limit }, clock });
  customer = await createCustomer(testApp.app);
  other = await createCustomer(testApp.app, 'Другой');
});
afterAll(() => testApp?.close());

const cities = (who: TestCustomer, name = 'Ряз') =>
  testApp.app.inject({
    method: 'GET',
    url: `${routes.cdekCities.path}?name=${encodeURIComponent(name)}`,
    headers: who.authorization,
  });
const points = (who: TestCustomer) =>
  testApp.app.inject({
    method: 'GET',
    url: `${routes.cdekDeliveryPoints.path}?cityCode=${ryazanCode}`,
    headers: who.authorization,
  });

describe('the CDEK search limit per caller', () => {
  it('counts city and point searches together, then answers 429 with Retry-After and a Russian text', async () => {
    const first = await cities(customer);
    expect(first.statusCode).toBe(200);
    ryazanCode = (first.json() as { code: number; city: string }[]).find((city) => city.city === 'Рязань')?.code ?? 0;
    expect(ryazanCode).toBeGreaterThan(0);
    expect((await points(customer)).statusCode).toBe(200);
    for (let search = 2; search < limit.searches; search++) expect((await cities(customer)).statusCode).toBe(200);

    clock.advance(60_000);
    for (const refused of [await cities(customer), await points(customer)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('540');
      expect(refused.json()).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: checkoutTexts.cdekSearchTooOften(540),
      });
      expect(refused.json().message).toBe('Слишком много поисков пунктов выдачи подряд. Повторите через 9 мин.');
    }
  });

  it('keys the limit by the signed-in person: another customer still searches', async () => {
    expect((await cities(other)).statusCode).toBe(200);
  });

  it('lets the caller search again once the window is over', async () => {
    expect((await cities(customer)).statusCode).toBe(429);
    clock.advance(limit.windowMs);
    expect((await cities(customer)).statusCode).toBe(200);
    expect((await points(customer)).statusCode).toBe(200);
  });

  it('refuses a caller without a session before counting or asking CDEK', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: `${routes.cdekCities.path}?name=Ряз` });
    expect(anonymous.statusCode).toBe(401);
  });
});
