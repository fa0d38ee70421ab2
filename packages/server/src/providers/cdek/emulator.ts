import { z } from 'zod/mini';
import { type CdekTariffListItem, deliveryModesToPoint as deliveryModesToPointType } from './delivery.js';
import { simplePdf } from './pdf.js';

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

/** How the emulator's parcels move: one status per step, the clock it reads and who hears of a change. */
export interface ParcelWalkOptions {
  now?: () => number;
  /** Time between two statuses of a parcel; the sandbox's default is ten minutes. */
  stepMs?: number;
  /** Told of every new status (the fake server posts it to the subscribed webhooks). */
  onStatus?: (uuid: string) => void;
}

/** What a parcel goes through in the emulator, from registration to the customer's hands. */
const parcelWalk: Array<{ code: string; name: string; at: 'sender' | 'recipient' }> = [
  { code: 'CREATED', name: 'Создан', at: 'sender' },
  { code: 'RECEIVED_AT_SENDER_WAREHOUSE', name: 'Принят на склад отправителя', at: 'sender' },
  { code: 'TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY', name: 'Выдан на отправку в г. отправителе', at: 'sender' },
  { code: 'SENT_TO_RECIPIENT_CITY', name: 'Отправлен в г. получатель', at: 'sender' },
  { code: 'ARRIVED_AT_RECIPIENT_CITY', name: 'Встречен в г. получателе', at: 'recipient' },
  { code: 'ACCEPTED_AT_PICK_UP_POINT', name: 'Принят на склад до востребования', at: 'recipient' },
  { code: 'DELIVERED', name: 'Вручен', at: 'recipient' },
];

/** Statuses after which CDEK no longer deletes an order (it has the parcel). */
const deletableStatuses = new Set(['ACCEPTED', 'CREATED']);

interface EmulatedOrder {
  uuid: string;
  number: string;
  cdekNumber: string;
  tariffCode: number;
  deliveryPoint: string;
  senderCity: string;
  recipientCity: string;
  errors: Array<{ code: string; message: string }>;
  statuses: Array<{ code: string; name: string; date_time: string; city: string }>;
  removed: boolean;
  nextStepAt: number;
  createdAt: number;
}

interface EmulatedPrint {
  uuid: string;
  kind: 'barcodes' | 'orders';
  orderUuids: string[];
  reads: number;
}

const orderRequest = z.object({
  type: z.literal(1),
  number: z.string().check(z.minLength(1), z.maxLength(40)),
  tariff_code: z.int(),
  shipment_point: z.optional(z.string()),
  from_location: z.optional(z.object({ code: z.int() })),
  delivery_point: z.string().check(z.minLength(1)),
  recipient: z.object({
    name: z.string().check(z.minLength(1)),
    phones: z.array(z.object({ number: z.string().check(z.minLength(1)) })).check(z.minLength(1)),
  }),
  packages: z
    .array(
      z.object({
        number: z.string(),
        weight: z.int().check(z.positive()),
        length: z.optional(z.int().check(z.positive())),
        width: z.optional(z.int().check(z.positive())),
        height: z.optional(z.int().check(z.positive())),
        items: z
          .array(
            z.object({
              name: z.string().check(z.minLength(1)),
              ware_key: z.string().check(z.minLength(1)),
              payment: z.object({ value: z.number() }),
              cost: z.number(),
              weight: z.int().check(z.positive()),
              amount: z.int().check(z.positive()),
            }),
          )
          .check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});

const printRequest = z.object({
  orders: z.array(z.object({ order_uuid: z.string() })).check(z.minLength(1)),
  copy_count: z.optional(z.int()),
  format: z.optional(z.enum(['A4', 'A5', 'A6'])),
});

const webhookRequest = z.object({ type: z.enum(['ORDER_STATUS', 'PRINT_FORM']), url: z.url() });

/** CDEK writes moments as `2026-12-03T14:05:00+0000`: an offset without a colon. */
function cdekMoment(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19)}+0000`;
}

function invalidRequest(type: string, code: string, message: string): EmulatedReply {
  return {
    status: 400,
    body: { requests: [{ request_uuid: crypto.randomUUID(), type, state: 'INVALID', errors: [{ code, message }] }] },
  };
}

/**
 * CDEK's orders, print forms and webhooks in memory (PROTOCOLS.md section 2, «Registering a
 * shipment»): an order is checked when it arrives and its outcome read back with `GET`, as CDEK
 * answers asynchronously; a registered parcel walks through its statuses one step per `stepMs`.
 */
export class CdekShipmentsEmulator {
  private readonly orders = new Map<string, EmulatedOrder>();
  private readonly prints = new Map<string, EmulatedPrint>();
  readonly webhooks = new Map<string, { uuid: string; type: string; url: string }>();
  private readonly now: () => number;
  private readonly stepMs: number;
  private nextCdekNumber = 1_106_200_000;

  constructor(private readonly options: ParcelWalkOptions = {}) {
    this.now = options.now ?? Date.now;
    this.stepMs = options.stepMs ?? 10 * 60 * 1000;
  }

  createOrder(body: unknown): EmulatedReply {
    const parsed = orderRequest.safeParse(body);
    if (!parsed.success) return invalidRequest('CREATE', 'v2_invalid_format', z.prettifyError(parsed.error));
    const request = parsed.data;
    if (!request.shipment_point && !request.from_location) {
      return invalidRequest('CREATE', 'v2_field_is_empty', 'shipment_point or from_location is required');
    }
    const uuid = crypto.randomUUID();
    const point = points.find((entry) => entry.code === request.delivery_point);
    const tariff = tariffsOffered.find((entry) => entry.code === request.tariff_code);
    const sender = points.find((entry) => entry.code === request.shipment_point);
    const cityName = (code: number | undefined) => cities.find((city) => city.code === code)?.name ?? '';
    const errors: EmulatedOrder['errors'] = [];
    if (!point)
      errors.push({ code: 'v2_entity_not_found', message: `Delivery point ${request.delivery_point} not found` });
    else if (!tariff || !deliveryModesToPointType(point.type).includes(tariff.mode)) {
      errors.push({ code: 'v2_tariff_not_found', message: `Tariff ${request.tariff_code} is not available` });
    }
    if (
      [...this.orders.values()].some(
        (order) => order.number === request.number && !order.removed && order.errors.length === 0,
      )
    ) {
      errors.push({ code: 'v2_order_number_exists', message: `Order with number ${request.number} already exists` });
    }
    const at = this.now();
    const order: EmulatedOrder = {
      uuid,
      number: request.number,
      cdekNumber: errors.length ? '' : String(this.nextCdekNumber++),
      tariffCode: request.tariff_code,
      deliveryPoint: request.delivery_point,
      senderCity: sender ? cityName(sender.cityCode) : cityName(request.from_location?.code) || 'Рязань',
      recipientCity: cityName(point?.cityCode),
      errors,
      statuses: [],
      removed: false,
      nextStepAt: at + this.stepMs,
      createdAt: at,
    };
    if (errors.length === 0) this.pushStatus(order, 0, at);
    this.orders.set(uuid, order);
    return {
      status: 202,
      body: {
        entity: { uuid },
        requests: [{ request_uuid: crypto.randomUUID(), type: 'CREATE', state: 'ACCEPTED', date_time: cdekMoment(at) }],
      },
    };
  }

  getOrder(uuid: string): EmulatedReply {
    const order = this.orders.get(uuid);
    if (!order || order.removed) return invalidRequest('GET', 'v2_entity_not_found', `Order ${uuid} not found`);
    this.catchUp(order);
    return { status: 200, body: this.orderEntity(order) };
  }

  findOrder(query: URLSearchParams): EmulatedReply {
    const number = query.get('im_number');
    const order = [...this.orders.values()].find(
      (entry) => entry.number === number && !entry.removed && entry.errors.length === 0,
    );
    if (!order) return invalidRequest('GET', 'v2_entity_not_found_im_number', `Order ${number} not found`);
    this.catchUp(order);
    return { status: 200, body: this.orderEntity(order) };
  }

  deleteOrder(uuid: string): EmulatedReply {
    const order = this.orders.get(uuid);
    if (!order || order.removed) return invalidRequest('DELETE', 'v2_entity_not_found', `Order ${uuid} not found`);
    this.catchUp(order);
    const latest = order.statuses.at(-1)?.code;
    if (latest && !deletableStatuses.has(latest)) {
      return invalidRequest('DELETE', 'v2_entity_forbidden', 'Order cannot be deleted: the parcel is with CDEK');
    }
    order.removed = true;
    return {
      status: 202,
      body: {
        entity: { uuid },
        requests: [
          { request_uuid: crypto.randomUUID(), type: 'DELETE', state: 'SUCCESSFUL', date_time: cdekMoment(this.now()) },
        ],
      },
    };
  }

  /** The sandbox's «a day later»: the parcel's next status now, whatever the timer says. */
  advance(uuid: string): boolean {
    const order = this.orders.get(uuid);
    if (!order || order.removed || order.errors.length) return false;
    this.catchUp(order);
    const step = order.statuses.length;
    if (step >= parcelWalk.length) return false;
    const at = this.now();
    this.pushStatus(order, step, at);
    order.nextStepAt = at + this.stepMs;
    return true;
  }

  /** Moves every parcel on to the present (the fake server's timer). */
  tick(): void {
    for (const order of this.orders.values()) this.catchUp(order);
  }

  createPrint(kind: EmulatedPrint['kind'], body: unknown): EmulatedReply {
    const parsed = printRequest.safeParse(body);
    if (!parsed.success) return invalidRequest('CREATE', 'v2_invalid_format', 'Invalid print request');
    const orderUuids = parsed.data.orders.map((entry) => entry.order_uuid);
    const unknown = orderUuids.find((uuid) => !this.orders.get(uuid) || this.orders.get(uuid)?.removed);
    if (unknown) return invalidRequest('CREATE', 'v2_entity_not_found', `Order ${unknown} not found`);
    const uuid = crypto.randomUUID();
    this.prints.set(uuid, { uuid, kind, orderUuids, reads: 0 });
    return {
      status: 202,
      body: { entity: { uuid }, requests: [{ request_uuid: crypto.randomUUID(), type: 'CREATE', state: 'ACCEPTED' }] },
    };
  }

  /** A print form is being made on the first read and ready from the second, as CDEK's take a moment. */
  getPrint(kind: EmulatedPrint['kind'], uuid: string, baseUrl: string): EmulatedReply {
    const print = this.prints.get(uuid);
    if (!print || print.kind !== kind)
      return invalidRequest('GET', 'v2_entity_not_found', `Print form ${uuid} not found`);
    print.reads += 1;
    const ready = print.reads > 1;
    const at = cdekMoment(this.now());
    return {
      status: 200,
      body: {
        entity: {
          uuid,
          orders: print.orderUuids.map((order_uuid) => ({ order_uuid })),
          statuses: [
            { code: 'ACCEPTED', name: 'Принят', date_time: at },
            { code: ready ? 'READY' : 'PROCESSING', name: ready ? 'Сформирован' : 'Формируется', date_time: at },
          ],
          ...(ready ? { url: `${baseUrl}/print/${kind}/${uuid}.pdf` } : {}),
        },
      },
    };
  }

  /** The PDF of a ready print form; `undefined` while it is not ready or unknown. */
  printPdf(kind: EmulatedPrint['kind'], uuid: string): Uint8Array | undefined {
    const print = this.prints.get(uuid);
    if (!print || print.kind !== kind || print.reads < 2) return undefined;
    const title = kind === 'barcodes' ? 'CDEK barcode label' : 'CDEK waybill';
    const lines = print.orderUuids.flatMap((orderUuid) => {
      const order = this.orders.get(orderUuid);
      return [
        `${title}`,
        `Order ${order?.number ?? ''}`,
        `CDEK number ${order?.cdekNumber ?? ''}`,
        `Point ${order?.deliveryPoint ?? ''}`,
      ];
    });
    return simplePdf(lines);
  }

  subscribe(body: unknown): EmulatedReply {
    const parsed = webhookRequest.safeParse(body);
    if (!parsed.success) return cdekErrors(400, 'v2_invalid_format', 'Invalid webhook');
    const existing = [...this.webhooks.values()].find(
      (hook) => hook.type === parsed.data.type && hook.url === parsed.data.url,
    );
    const uuid = existing?.uuid ?? crypto.randomUUID();
    this.webhooks.set(uuid, { uuid, ...parsed.data });
    return { status: 200, body: { entity: { uuid }, requests: [{ type: 'CREATE', state: 'SUCCESSFUL' }] } };
  }

  listWebhooks(): EmulatedReply {
    return { status: 200, body: [...this.webhooks.values()] };
  }

  /** The delivery CDEK would post for an order's latest status (`ORDER_STATUS`). */
  statusDelivery(uuid: string): unknown {
    const order = this.orders.get(uuid);
    const latest = order?.statuses.at(-1);
    if (!order || !latest) return undefined;
    return {
      type: 'ORDER_STATUS',
      date_time: latest.date_time,
      uuid,
      attributes: {
        is_return: false,
        cdek_number: order.cdekNumber,
        number: order.number,
        code: latest.code,
        status_code: latest.code,
        name: latest.name,
        date_time: latest.date_time,
        city_name: latest.city,
      },
    };
  }

  private catchUp(order: EmulatedOrder): void {
    if (order.removed || order.errors.length) return;
    while (order.statuses.length < parcelWalk.length && order.nextStepAt <= this.now()) {
      this.pushStatus(order, order.statuses.length, order.nextStepAt);
      order.nextStepAt += this.stepMs;
    }
  }

  private pushStatus(order: EmulatedOrder, step: number, at: number): void {
    const walk = parcelWalk[step];
    if (!walk) return;
    order.statuses.push({
      code: walk.code,
      name: walk.name,
      date_time: cdekMoment(at),
      city: walk.at === 'sender' ? order.senderCity : order.recipientCity,
    });
    this.options.onStatus?.(order.uuid);
  }

  private orderEntity(order: EmulatedOrder) {
    const state = order.errors.length ? 'INVALID' : 'SUCCESSFUL';
    return {
      entity: {
        uuid: order.uuid,
        type: 1,
        number: order.number,
        ...(order.cdekNumber ? { cdek_number: order.cdekNumber } : {}),
        tariff_code: order.tariffCode,
        delivery_point: order.deliveryPoint,
        // Newest first, as CDEK lists them.
        statuses: [...order.statuses].reverse(),
      },
      requests: [
        {
          request_uuid: crypto.randomUUID(),
          type: 'CREATE',
          state,
          date_time: cdekMoment(order.createdAt),
          ...(order.errors.length ? { errors: order.errors } : {}),
        },
      ],
    };
  }
}
