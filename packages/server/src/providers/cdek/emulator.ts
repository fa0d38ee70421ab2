import { z } from 'zod/mini';
import type { CdekTariffListItem } from './delivery.js';

/**
 * CDEK API v2 in memory for the sandbox and the fake server (PROTOCOLS.md section 2): a fixed
 * table of real-looking pickup points and a tariff table that depends on city and weight.
 */

export interface EmulatedReply {
  status: number;
  body: unknown;
}

interface SandboxCity {
  code: number;
  name: string;
  region: string;
  /** As CDEK's suggestions write it: «Рязанская обл.». */
  regionShort: string;
  /** Rubles for the first kilogram, and for each further one; working days. */
  base: number;
  perKilogram: number;
  days: [number, number];
}

// Moscow (44) and Saint Petersburg (137) carry CDEK's codes; the other codes are the sandbox's own.
const cities: SandboxCity[] = [
  {
    code: 61,
    name: 'Рязань',
    region: 'Рязанская область',
    regionShort: 'Рязанская обл.',
    base: 190,
    perKilogram: 40,
    days: [1, 2],
  },
  { code: 44, name: 'Москва', region: 'Москва', regionShort: 'Москва', base: 290, perKilogram: 60, days: [2, 3] },
  {
    code: 137,
    name: 'Санкт-Петербург',
    region: 'Санкт-Петербург',
    regionShort: 'Санкт-Петербург',
    base: 390,
    perKilogram: 80,
    days: [3, 5],
  },
  {
    code: 424,
    name: 'Казань',
    region: 'Республика Татарстан',
    regionShort: 'Респ. Татарстан',
    base: 350,
    perKilogram: 70,
    days: [3, 4],
  },
  {
    code: 270,
    name: 'Новосибирск',
    region: 'Новосибирская область',
    regionShort: 'Новосибирская обл.',
    base: 520,
    perKilogram: 110,
    days: [5, 8],
  },
  // Same first letters as Рязань, so the suggestions list has more than one entry to choose from.
  {
    code: 1152,
    name: 'Ряжск',
    region: 'Рязанская область',
    regionShort: 'Рязанская обл.',
    base: 210,
    perKilogram: 45,
    days: [2, 3],
  },
];

const weekdays = 'Пн-Пт 09:00-20:00, Сб-Вс 10:00-18:00';
const everyDay = 'Пн-Вс 10:00-21:00';
const lockerHours = 'Пн-Вс 00:00-23:59';

interface SandboxPoint {
  code: string;
  type: 'PVZ' | 'POSTAMAT';
  cityCode: number;
  postalCode: string;
  address: string;
  workTime?: string;
}

const points: SandboxPoint[] = [
  { code: 'RYZ3', type: 'PVZ', cityCode: 61, postalCode: '390000', address: 'ул. Есенина, 13' },
  { code: 'RYZ12', type: 'PVZ', cityCode: 61, postalCode: '390044', address: 'Московское ш., 65' },
  { code: 'RYZ7', type: 'PVZ', cityCode: 61, postalCode: '390023', address: 'ул. Есенина, 116', workTime: everyDay },
  { code: 'RYZ15', type: 'PVZ', cityCode: 61, postalCode: '390013', address: 'ул. Гагарина, 24' },
  {
    code: 'RYZ21',
    type: 'PVZ',
    cityCode: 61,
    postalCode: '390048',
    address: 'ул. Новоселов, 33к2',
    workTime: everyDay,
  },
  {
    code: 'RYZ30',
    type: 'POSTAMAT',
    cityCode: 61,
    postalCode: '390000',
    address: 'ул. Почтовая, 61',
    workTime: lockerHours,
  },
  { code: 'RZK1', type: 'PVZ', cityCode: 1152, postalCode: '391960', address: 'ул. Советская, 12' },
  { code: 'MSK2181', type: 'PVZ', cityCode: 44, postalCode: '115280', address: 'ул. Автозаводская, 15' },
  { code: 'MSK145', type: 'PVZ', cityCode: 44, postalCode: '129090', address: 'пр-т Мира, 40' },
  { code: 'MSK2444', type: 'POSTAMAT', cityCode: 44, postalCode: '101000', address: 'ул. Мясницкая, 24' },
  {
    code: 'MSK311',
    type: 'PVZ',
    cityCode: 44,
    postalCode: '119021',
    address: 'ул. Льва Толстого, 16',
    workTime: everyDay,
  },
  { code: 'MSK97', type: 'PVZ', cityCode: 44, postalCode: '125047', address: 'ул. Тверская-Ямская 1-я, 2' },
  { code: 'SPB137', type: 'PVZ', cityCode: 137, postalCode: '191025', address: 'Невский пр-т, 88' },
  { code: 'SPB96', type: 'PVZ', cityCode: 137, postalCode: '196084', address: 'Московский пр-т, 107' },
  {
    code: 'SPB41',
    type: 'PVZ',
    cityCode: 137,
    postalCode: '199034',
    address: 'Большой пр-т В.О., 18',
    workTime: everyDay,
  },
  { code: 'KZN5', type: 'PVZ', cityCode: 424, postalCode: '420111', address: 'ул. Баумана, 44' },
  { code: 'KZN18', type: 'PVZ', cityCode: 424, postalCode: '420088', address: 'пр-т Победы, 91', workTime: everyDay },
  {
    code: 'KZN26',
    type: 'POSTAMAT',
    cityCode: 424,
    postalCode: '420021',
    address: 'ул. Парижской Коммуны, 6',
    workTime: lockerHours,
  },
  { code: 'NSK2', type: 'PVZ', cityCode: 270, postalCode: '630099', address: 'Красный пр-т, 29' },
  {
    code: 'NSK14',
    type: 'PVZ',
    cityCode: 270,
    postalCode: '630132',
    address: 'ул. Челюскинцев, 15',
    workTime: everyDay,
  },
  { code: 'NSK40', type: 'PVZ', cityCode: 270, postalCode: '630117', address: 'ул. Арбузова, 6' },
];

/** The codes of the sandbox's pickup points, for people trying the checkout locally. */
export const sandboxPickupPointCodes = points.map((point) => point.code);

function pickupPoint(entry: (typeof points)[number]): Record<string, unknown> {
  const city = cities.find((c) => c.code === entry.cityCode);
  return {
    code: entry.code,
    name: `${city?.name ?? ''}, ${entry.address}`,
    type: entry.type,
    owner_code: 'cdek',
    location: {
      country_code: 'RU',
      city_code: entry.cityCode,
      city: city?.name,
      region: city?.region,
      postal_code: entry.postalCode,
      address: entry.address,
      address_full: `Россия, ${city?.region === city?.name ? '' : `${city?.region}, `}${city?.name}, ${entry.address}`,
    },
    work_time: entry.workTime ?? weekdays,
    is_handout: true,
    is_reception: true,
  };
}

const location = z.union([
  z.object({ code: z.int() }),
  z.object({ postal_code: z.string().check(z.minLength(1)), country_code: z.optional(z.string()) }),
]);

const tariffListRequest = z.object({
  type: z.optional(z.int()),
  currency: z.optional(z.int()),
  lang: z.optional(z.string()),
  from_location: location,
  to_location: location,
  packages: z.array(
    z.object({
      weight: z.int().check(z.positive()),
      length: z.optional(z.int()),
      width: z.optional(z.int()),
      height: z.optional(z.int()),
    }),
  ),
});

const tariffsOffered: Array<{ code: number; name: string; mode: number; factor: number; extraDays: number }> = [
  { code: 136, name: 'Посылка склад-склад', mode: 4, factor: 1, extraDays: 0 },
  { code: 234, name: 'Экономичная посылка склад-склад', mode: 4, factor: 0.85, extraDays: 2 },
  { code: 137, name: 'Посылка склад-дверь', mode: 3, factor: 1.5, extraDays: 0 },
  { code: 138, name: 'Посылка дверь-склад', mode: 2, factor: 1.4, extraDays: 0 },
  { code: 139, name: 'Посылка дверь-дверь', mode: 1, factor: 1.9, extraDays: 0 },
  { code: 368, name: 'Посылка склад-постамат', mode: 7, factor: 0.95, extraDays: 0 },
];

/** Case and «ё» do not matter when a city is searched by the first letters of its name. */
function normalized(text: string): string {
  return text.trim().toLocaleLowerCase('ru-RU').replaceAll('ё', 'е');
}

export function cdekErrors(status: number, code: string, message: string): EmulatedReply {
  return { status, body: { errors: [{ code, message }] } };
}

export class CdekEmulator {
  deliveryPoints(query: URLSearchParams): EmulatedReply {
    const code = query.get('code');
    const cityCode = query.get('city_code');
    const type = query.get('type') ?? 'ALL';
    const found = points
      .filter((point) => code === null || point.code === code)
      .filter((point) => type === 'ALL' || point.type === type)
      .filter((point) => cityCode === null || String(point.cityCode) === cityCode)
      .map(pickupPoint);
    // An unknown code is not an error for CDEK: the answer is an empty list.
    return { status: 200, body: found };
  }

  /** `GET /location/suggest/cities?name=…`: cities whose name starts with the text. */
  suggestCities(query: URLSearchParams): EmulatedReply {
    const name = normalized(query.get('name') ?? '');
    if (name === '') return cdekErrors(400, 'v2_field_is_empty', 'Field name is empty');
    const found = cities
      .filter((city) => normalized(city.name).startsWith(name))
      .map((city) => ({
        city_uuid: `00000000-0000-4000-8000-${String(city.code).padStart(12, '0')}`,
        code: city.code,
        full_name: `${city.name}, ${city.regionShort === city.name ? '' : `${city.regionShort}, `}Россия`,
        country_code: 'RU',
      }));
    return { status: 200, body: found };
  }

  tariffList(body: unknown): EmulatedReply {
    const parsed = tariffListRequest.safeParse(body);
    if (!parsed.success) return cdekErrors(400, 'v2_invalid_format', 'Invalid request');
    const to = parsed.data.to_location;
    const city = 'code' in to ? cities.find((c) => c.code === to.code) : undefined;
    if (!city) return cdekErrors(400, 'v2_entity_not_found', 'Location to_location not found');
    const grams = parsed.data.packages.reduce((sum, item) => sum + item.weight, 0);
    const kilograms = Math.max(1, Math.ceil(grams / 1000));
    const baseCost = city.base + city.perKilogram * (kilograms - 1);
    const tariff_codes: CdekTariffListItem[] = tariffsOffered.map((tariff) => ({
      tariff_code: tariff.code,
      tariff_name: tariff.name,
      delivery_mode: tariff.mode,
      delivery_sum: Math.round(baseCost * tariff.factor),
      period_min: city.days[0] + tariff.extraDays,
      period_max: city.days[1] + tariff.extraDays,
    }));
    return { status: 200, body: { tariff_codes } };
  }
}
