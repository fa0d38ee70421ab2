import { createFakeFetch, json } from '@stickers62/testkit/fake-fetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client.js';
import type { CdekPoint } from '../../contract/index.js';
import { checkoutTexts } from '../../texts/index.js';
import { citySearchDebounceMs, createPickupFinderStore } from './pickup-finder.js';

afterEach(() => {
  vi.useRealTimers();
});

const citiesKey = 'GET /api/cdek/cities';
const pointsKey = 'GET /api/cdek/delivery-points';
const ryazan = { code: 61, city: 'Рязань', fullName: 'Рязань, Рязанская обл., Россия' };
const ryazhsk = { code: 1152, city: 'Ряжск', fullName: 'Ряжск, Рязанская обл., Россия' };
const point = (code: string, address: string, type: CdekPoint['type'] = 'PVZ'): CdekPoint => ({
  code,
  type,
  address,
  addressFull: `Россия, Рязань, ${address}`,
  workTime: 'Пн-Пт 09:00-20:00',
});

function setup() {
  const fake = createFakeFetch({
    [citiesKey]: json(200, [ryazan, ryazhsk]),
    [pointsKey]: json(200, [
      point('RYZ30', 'ул. Почтовая, 61', 'POSTAMAT'),
      point('RYZ7', 'ул. Есенина, 116'),
      point('RYZ15', 'ул. Гагарина, 24'),
      point('RYZ3', 'ул. Есенина, 13'),
    ]),
  });
  const api = createApiClient({ fetch: fake.fetch, createXhr: null, log: () => {} });
  const chosen: string[] = [];
  const finder = createPickupFinderStore({ api, onChoose: (p) => chosen.push(p.code) });
  return { fake, finder, chosen };
}

describe('pickup-point finder store', () => {
  it('asks for cities only after a pause and from two letters on', async () => {
    vi.useFakeTimers();
    const { fake, finder } = setup();
    finder.setQuery('Р');
    await vi.advanceTimersByTimeAsync(citySearchDebounceMs * 2);
    expect(fake.callsTo(citiesKey)).toHaveLength(0);
    expect(finder.$state.get().listOpen).toBe(false);
    finder.setQuery('Ря');
    finder.setQuery('Ряз');
    expect(finder.$state.get().search).toEqual({ status: 'searching' });
    await vi.advanceTimersByTimeAsync(citySearchDebounceMs);
    expect(fake.callsTo(citiesKey)).toHaveLength(1);
    expect(fake.callsTo(citiesKey)[0]?.url.searchParams.get('name')).toBe('Ряз');
    expect(finder.$state.get()).toMatchObject({
      listOpen: true,
      activeIndex: 0,
      search: { status: 'found', cities: [ryazan, ryazhsk] },
    });
  });

  it('moves through the suggestions with the arrow keys, wrapping, and Enter chooses', async () => {
    vi.useFakeTimers();
    const { fake, finder } = setup();
    finder.setQuery('Ря');
    await vi.advanceTimersByTimeAsync(citySearchDebounceMs);
    finder.moveActive(1);
    expect(finder.$state.get().activeIndex).toBe(1);
    finder.moveActive(1);
    expect(finder.$state.get().activeIndex).toBe(0);
    finder.moveActive(-1);
    expect(finder.$state.get().activeIndex).toBe(1);
    finder.closeList();
    expect(finder.chooseActive()).toBe(false);
    finder.moveActive(1);
    expect(finder.chooseActive()).toBe(true);
    expect(finder.$state.get()).toMatchObject({ city: ryazan, query: 'Рязань', listOpen: false });
    expect(fake.callsTo(pointsKey)[0]?.url.searchParams.get('cityCode')).toBe('61');
  });

  it("sorts the city's points (pickup points first, then by address) and filters them by street", async () => {
    const { finder, chosen } = setup();
    finder.chooseCity(ryazan);
    await vi.waitFor(() => expect(finder.$state.get().points.status).toBe('ready'));
    expect(finder.$visiblePoints.get().map((p) => p.code)).toEqual(['RYZ15', 'RYZ3', 'RYZ7', 'RYZ30']);
    finder.setStreet('  есенина ');
    expect(finder.$visiblePoints.get().map((p) => p.code)).toEqual(['RYZ3', 'RYZ7']);
    finder.setStreet('Ленина');
    expect(finder.$visiblePoints.get()).toEqual([]);
    finder.setStreet('');
    const [first] = finder.$visiblePoints.get();
    if (first) finder.choosePoint(first);
    expect(chosen).toEqual(['RYZ15']);
  });

  it("shows the server's reason when CDEK fails, and drops a late answer to an earlier question", async () => {
    vi.useFakeTimers();
    const { fake, finder } = setup();
    fake.routes[citiesKey] = json(503, { message: checkoutTexts.cdekUnavailable });
    finder.setQuery('Ка');
    await vi.advanceTimersByTimeAsync(citySearchDebounceMs);
    expect(finder.$state.get().search).toEqual({ status: 'error', message: checkoutTexts.cdekUnavailable });

    let answer = () => {};
    fake.routes[citiesKey] = async () => {
      await new Promise((resolve) => {
        answer = () => resolve(undefined);
      });
      return { status: 200, body: [ryazan] };
    };
    finder.setQuery('Ря');
    await vi.advanceTimersByTimeAsync(citySearchDebounceMs);
    finder.setQuery('М');
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(finder.$state.get().search).toEqual({ status: 'idle' });
  });
});
