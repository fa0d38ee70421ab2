import { checkoutTexts } from '@stickers62/core/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/app.js';
import { createCustomer, createOrder, type TestCustomer } from '../test-fixtures.js';
import type { FakeCdek } from './fake-server.js';
import { type ShopWithFakeCdek, startShopWithFakeCdek } from './fake-shop.js';

let testApp: TestApp;
let fake: FakeCdek;
let customer: TestCustomer;

// The fake CDEK answers from the same table as the sandbox, so these also show what a local run sees.
let shop: ShopWithFakeCdek;

beforeAll(async () => {
  shop = await startShopWithFakeCdek();
  ({ testApp, fake } = shop);
  customer = await createCustomer(testApp.app);
});
afterAll(() => shop.close());

function tariffs(body: object, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'POST', url: '/api/cdek/get-tariffs', payload: body, headers });
}

describe('POST /api/cdek/get-tariffs', () => {
  it("answers the tariffs and address of the point for the owner's order", async () => {
    const order = await createOrder(testApp.app, customer.id);
    const response = await tariffs({ cdekPvzCode: 'SPB137', weight: 1000, orderId: order.id }, customer.authorization);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.address).toBe('Россия, Санкт-Петербург, Невский пр-т, 88');
    expect(body.tariff.length).toBeGreaterThan(0);
    expect(body.tariff.map((t: { cost: number }) => t.cost)).toEqual(
      [...body.tariff.map((t: { cost: number }) => t.cost)].sort((a, b) => a - b),
    );
  });

  it('works for the cart (orderId 0) during checkout', async () => {
    const response = await tariffs({ cdekPvzCode: 'RYZ3', weight: 1000, orderId: '0' }, customer.authorization);
    expect(response.statusCode).toBe(200);
  });

  it('names an unknown pickup point in a 400 the checkout panel shows', async () => {
    const response = await tariffs({ cdekPvzCode: 'XYZ999', weight: 1000, orderId: '0' }, customer.authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(checkoutTexts.cdekPointNotFound('XYZ999'));
    expect(response.json().message).toBe('ПВЗ с кодом XYZ999 не найден');
  });

  it('is for the signed-in owner only', async () => {
    const order = await createOrder(testApp.app, customer.id);
    const other = await createCustomer(testApp.app, 'Чужой');
    const body = { cdekPvzCode: 'RYZ3', weight: 1000, orderId: order.id };
    expect((await tariffs(body)).statusCode).toBe(401);
    expect((await tariffs(body, other.authorization)).statusCode).toBe(403);
  });

  it('validates the body', async () => {
    const response = await tariffs({ cdekPvzCode: '', weight: 0, orderId: '0' }, customer.authorization);
    expect(response.statusCode).toBe(400);
  });

  it("goes to CDEK from the shop's configured city with the real client", async () => {
    const response = await tariffs({ cdekPvzCode: 'MSK2181', weight: 2000, orderId: '0' }, customer.authorization);
    expect(response.statusCode).toBe(200);
    const calculation = JSON.parse(
      fake.requests.filter((r) => r.path === '/calculator/tarifflist').at(-1)?.body ?? '{}',
    );
    expect(calculation.from_location).toEqual({ code: 61 });
    expect(calculation.packages).toEqual([{ weight: 2000 }]);
  });

  it('says CDEK is unavailable when it fails', async () => {
    fake.faults.push({ kind: 'internalError' });
    const response = await tariffs({ cdekPvzCode: 'MSK2181', weight: 1000, orderId: '0' }, customer.authorization);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(checkoutTexts.cdekUnavailable);
  });
});

describe('GET /api/cdek/cities and /api/cdek/delivery-points (the pickup-point finder)', () => {
  const get = (url: string, headers: Record<string, string> = customer.authorization) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('suggests cities as CDEK does, from the typed letters', async () => {
    const response = await get(`/api/cdek/cities?name=${encodeURIComponent('Ряз')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ code: 61, city: 'Рязань', fullName: 'Рязань, Рязанская обл., Россия' }]);
    const asked = fake.requests.filter((r) => r.path === '/location/suggest/cities').at(-1);
    expect(asked?.query.get('name')).toBe('Ряз');
  });

  it("lists a city's points with address, type and working hours", async () => {
    const response = await get('/api/cdek/delivery-points?cityCode=61');
    expect(response.statusCode).toBe(200);
    const points = response.json() as Array<{ code: string; type: string; address: string; workTime: string }>;
    expect(points.length).toBeGreaterThanOrEqual(5);
    expect(points).toContainEqual({
      code: 'RYZ3',
      type: 'PVZ',
      address: 'ул. Есенина, 13',
      addressFull: 'Россия, Рязанская область, Рязань, ул. Есенина, 13',
      workTime: 'Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00',
    });
    expect(points.find((point) => point.code === 'RYZ30')?.type).toBe('POSTAMAT');
  });

  it("keeps a city's points for a while instead of asking CDEK on every look", async () => {
    const asked = () => fake.requests.filter((r) => r.path === '/deliverypoints' && r.query.get('city_code') === '424');
    await get('/api/cdek/delivery-points?cityCode=424');
    await get('/api/cdek/delivery-points?cityCode=424');
    expect(asked()).toHaveLength(1);
  });

  it('refuses bad input with a 400 that says what to do, without asking CDEK', async () => {
    const before = fake.requests.length;
    for (const url of [
      '/api/cdek/cities',
      '/api/cdek/cities?name=%20%D0%AF%20',
      `/api/cdek/cities?name=${'я'.repeat(101)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(checkoutTexts.citySearchTooShort);
    }
    for (const url of [
      '/api/cdek/delivery-points',
      '/api/cdek/delivery-points?cityCode=abc',
      '/api/cdek/delivery-points?cityCode=0',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(checkoutTexts.cityNotChosen);
    }
    expect(fake.requests.length).toBe(before);
  });

  it('is for signed-in people only, like the tariff lookup', async () => {
    expect((await get(`/api/cdek/cities?name=${encodeURIComponent('Мос')}`, {})).statusCode).toBe(401);
    expect((await get('/api/cdek/delivery-points?cityCode=44', {})).statusCode).toBe(401);
  });

  it('says in Russian that CDEK is unavailable when it fails', async () => {
    fake.faults.push({ kind: 'internalError' });
    const cities = await get(`/api/cdek/cities?name=${encodeURIComponent('Каз')}`);
    expect(cities.statusCode).toBe(503);
    expect(cities.json().message).toBe('Сервис СДЭК временно недоступен, попробуйте позже');
    fake.faults.push({ kind: 'internalError' });
    const points = await get('/api/cdek/delivery-points?cityCode=270');
    expect(points.statusCode).toBe(503);
    expect(points.json().message).toBe(checkoutTexts.cdekUnavailable);
  });
});
