import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CdekClient, tokenRefreshMarginMs } from '../../../src/providers/cdek/client.js';
import { SandboxDeliveryGateway } from '../../../src/providers/cdek/sandbox.js';
import { PickupPointNotFoundError, pickupPointTariffs } from '../../../src/providers/cdek/tariffs.js';
import { ProviderError } from '../../../src/providers/http.js';
import { type FakeCdek, startFakeCdek } from './fake-server.js';

const credentials = { clientId: 'cdek-client', clientSecret: 'cdek-secret' };
const fromRyazan = { postal_code: '390000', country_code: 'RU' } as const;

let fake: FakeCdek;
beforeAll(async () => {
  fake = await startFakeCdek(credentials);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.faults.length = 0;
});

function client(overrides: Partial<ConstructorParameters<typeof CdekClient>[0]> = {}) {
  return new CdekClient({ apiUrl: fake.url, ...credentials, timeoutMs: 2000, ...overrides });
}

describe('CdekClient against the fake CDEK', () => {
  it('finds a pickup point and its tariffs, keeping only warehouse-to-point delivery', async () => {
    const reply = await pickupPointTariffs(client(), {
      from: fromRyazan,
      pickupPointCode: 'MSK2181',
      weightGrams: 1000,
    });

    expect(reply.address).toBe('Россия, Москва, ул. Автозаводская, 15');
    // Tariffs 136 and 234 are warehouse-warehouse; door and postamat tariffs are left out.
    expect(reply.tariff).toEqual([
      { cost: 247, periodMin: 4, periodMax: 5, code: 234, name: 'Экономичная посылка склад-склад' },
      { cost: 290, periodMin: 2, periodMax: 3, code: 136, name: 'Посылка склад-склад' },
    ]);
    const tokenRequest = fake.requests.find((r) => r.path === '/oauth/token');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(new URLSearchParams(tokenRequest?.body).get('grant_type')).toBe('client_credentials');
    const calculation = JSON.parse(fake.requests.find((r) => r.path === '/calculator/tarifflist')?.body ?? '{}');
    expect(calculation.from_location).toEqual(fromRyazan);
    expect(calculation.to_location).toEqual({ code: 44 });
    expect(calculation.packages).toEqual([{ weight: 1000 }]);
  });

  it('offers warehouse-to-postamat tariffs for a postamat', async () => {
    const reply = await pickupPointTariffs(client(), {
      from: fromRyazan,
      pickupPointCode: 'MSK2444',
      weightGrams: 500,
    });
    expect(reply.tariff).toEqual([
      { cost: 276, periodMin: 2, periodMax: 3, code: 368, name: 'Посылка склад-постамат' },
    ]);
  });

  it('charges more for a heavier parcel', async () => {
    const light = await pickupPointTariffs(client(), {
      from: fromRyazan,
      pickupPointCode: 'SPB137',
      weightGrams: 1000,
    });
    const heavy = await pickupPointTariffs(client(), {
      from: fromRyazan,
      pickupPointCode: 'SPB137',
      weightGrams: 3500,
    });
    expect(heavy.tariff[0]?.cost).toBeGreaterThan(light.tariff[0]?.cost ?? Number.POSITIVE_INFINITY);
  });

  it('says when CDEK knows no point with the code (CDEK answers an empty list)', async () => {
    const error = await pickupPointTariffs(client(), {
      from: fromRyazan,
      pickupPointCode: 'NOPE1',
      weightGrams: 1000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PickupPointNotFoundError);
    expect((error as PickupPointNotFoundError).code).toBe('NOPE1');
  });

  it('reuses the token until 10 s before it expires, then fetches a new one', async () => {
    let now = 1_000_000;
    const cdek = client({ now: () => now });
    await cdek.findPickupPoint('RYZ3');
    await cdek.findPickupPoint('RYZ3');
    now += 3599_000 - tokenRefreshMarginMs - 1;
    await cdek.findPickupPoint('RYZ3');
    const tokenRequests = () => fake.requests.filter((r) => r.path === '/oauth/token').length;
    expect(tokenRequests()).toBe(1);
    now += 1;
    await cdek.findPickupPoint('RYZ3');
    expect(tokenRequests()).toBe(2);
  });

  it('shares one token request between concurrent calls', async () => {
    const cdek = client();
    await Promise.all([cdek.findPickupPoint('RYZ3'), cdek.findPickupPoint('MSK145'), cdek.findPickupPoint('SPB96')]);
    expect(fake.requests.filter((r) => r.path === '/oauth/token')).toHaveLength(1);
  });

  it('gets a new token once when CDEK refuses the cached one', async () => {
    const cdek = client();
    await cdek.findPickupPoint('RYZ3');
    fake.revokeTokens();
    expect((await cdek.findPickupPoint('RYZ3'))?.code).toBe('RYZ3');
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/oauth/token',
      '/deliverypoints',
      '/deliverypoints',
      '/oauth/token',
      '/deliverypoints',
    ]);
  });

  it('reports wrong credentials', async () => {
    const error = await client({ clientSecret: 'wrong' })
      .findPickupPoint('RYZ3')
      .catch((e: unknown) => e);
    expect((error as ProviderError).status).toBe(401);
    expect((error as ProviderError).message).toContain('invalid_client');
  });

  it('reports a CDEK failure and a timeout as outcomes unknown', async () => {
    const cdek = client();
    await cdek.findPickupPoint('RYZ3');
    fake.faults.push({ kind: 'internalError' });
    const failure = await cdek.findPickupPoint('RYZ3').catch((e: unknown) => e);
    expect((failure as ProviderError).outcomeUnknown).toBe(true);
    fake.faults.push({ kind: 'slow', delayMs: 1000 });
    const timeout = await client({ timeoutMs: 200 })
      .findPickupPoint('RYZ3')
      .catch((e: unknown) => e);
    expect(timeout).toBeInstanceOf(ProviderError);
    expect((timeout as ProviderError).failure).toBe('timeout');
  });
});

describe('CDEK city search and city points', () => {
  it('asks suggest/cities with the typed name and country, then deliverypoints by city_code', async () => {
    const cdek = client();
    const cities = await cdek.suggestCities('ря');
    expect(cities.map((city) => city.full_name)).toEqual([
      'Рязань, Рязанская обл., Россия',
      'Ряжск, Рязанская обл., Россия',
    ]);
    const suggest = fake.requests.find((r) => r.path === '/location/suggest/cities');
    expect(suggest?.query.get('name')).toBe('ря');
    expect(suggest?.query.get('country_code')).toBe('RU');
    const points = await cdek.cityPickupPoints(61);
    expect(points.length).toBeGreaterThanOrEqual(5);
    expect(points.every((point) => point.location.city_code === 61)).toBe(true);
    expect(points.find((point) => point.code === 'RYZ30')?.type).toBe('POSTAMAT');
    expect(fake.requests.find((r) => r.path === '/deliverypoints')?.query.get('city_code')).toBe('61');
  });

  it('knows several cities with points in the sandbox, so a fresh start can find them', async () => {
    const sandbox = new SandboxDeliveryGateway({ production: false, allowSandboxInProduction: false });
    for (const name of ['Рязань', 'Москва', 'Санкт-Петербург', 'Казань', 'Новосибирск']) {
      const [city] = await sandbox.suggestCities(name.slice(0, 3));
      expect(city?.full_name.startsWith(name)).toBe(true);
      expect((await sandbox.cityPickupPoints(city?.code ?? 0)).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('SandboxDeliveryGateway', () => {
  const sandbox = new SandboxDeliveryGateway({ production: false, allowSandboxInProduction: false });

  it('answers from its fixed table exactly like the client reads CDEK', async () => {
    const viaSandbox = await pickupPointTariffs(sandbox, {
      from: fromRyazan,
      pickupPointCode: 'RYZ3',
      weightGrams: 1000,
    });
    const viaClient = await pickupPointTariffs(client(), {
      from: fromRyazan,
      pickupPointCode: 'RYZ3',
      weightGrams: 1000,
    });
    expect(viaSandbox).toEqual(viaClient);
    expect(viaSandbox.address).toContain('Рязань');
  });

  it('refuses to start in production unless allowed', () => {
    expect(() => new SandboxDeliveryGateway({ production: true, allowSandboxInProduction: false })).toThrow(
      /ALLOW_SANDBOX_IN_PRODUCTION/,
    );
    expect(() => new SandboxDeliveryGateway({ production: true, allowSandboxInProduction: true })).not.toThrow();
  });
});
