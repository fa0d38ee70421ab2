import { z } from 'zod/mini';

/** A CDEK pickup point as `GET /deliverypoints` describes it (only the fields we use). */
export const cdekPickupPoint = z.object({
  code: z.string(),
  type: z.optional(z.string()),
  location: z.object({
    city_code: z.int(),
    city: z.optional(z.string()),
    address: z.optional(z.string()),
    address_full: z.optional(z.string()),
  }),
  /** A human text, «Пн-Пт 09:00-20:00». */
  work_time: z.optional(z.string()),
});
export type CdekPickupPoint = z.infer<typeof cdekPickupPoint>;

/** The bare JSON array `GET /deliverypoints` answers with. */
export const cdekPickupPoints = z.array(cdekPickupPoint);

export const cdekTariffListItem = z.object({
  tariff_code: z.int(),
  tariff_name: z.optional(z.string()),
  delivery_mode: z.int(),
  delivery_sum: z.number(),
  period_min: z.int(),
  period_max: z.int(),
});
export type CdekTariffListItem = z.infer<typeof cdekTariffListItem>;

export const cdekTariffListReply = z.object({
  tariff_codes: z.optional(z.array(cdekTariffListItem)),
  errors: z.optional(z.array(z.object({ code: z.optional(z.string()), message: z.optional(z.string()) }))),
});

/** An entry of `GET /location/suggest/cities` (PROTOCOLS.md section 2). */
export const cdekCitySuggestion = z.object({
  code: z.int(),
  full_name: z.string(),
  city_uuid: z.optional(z.string()),
  country_code: z.optional(z.string()),
});
export type CdekCitySuggestion = z.infer<typeof cdekCitySuggestion>;
export const cdekCitySuggestions = z.array(cdekCitySuggestion);

/** Where parcels start: a CDEK city code, or (when the code is not configured) a postal code. */
export type CdekLocation = { code: number } | { postal_code: string; country_code: 'RU' };

export interface TariffListQuery {
  from: CdekLocation;
  toCityCode: number;
  weightGrams: number;
}

/** CDEK as the tariff lookup uses it: the real API v2 client or the sandbox table. */
export interface DeliveryGateway {
  readonly mode: 'cdek' | 'sandbox';
  /** `undefined` when CDEK knows no point with that code. */
  findPickupPoint(code: string): Promise<CdekPickupPoint | undefined>;
  tariffList(query: TariffListQuery): Promise<CdekTariffListItem[]>;
  /** Cities whose names start with the text, as CDEK suggests them while the customer types. */
  suggestCities(name: string): Promise<CdekCitySuggestion[]>;
  /** Every pickup point and parcel locker of a city. */
  cityPickupPoints(cityCode: number): Promise<CdekPickupPoint[]>;
}

/**
 * CDEK delivery modes: 1 door-door, 2 door-warehouse, 3 warehouse-door, 4 warehouse-warehouse,
 * 6 door-postamat, 7 warehouse-postamat. The shop hands parcels in at a CDEK office and the
 * customer collects at the chosen point, so only "from a warehouse to that kind of point" fits.
 */
export function deliveryModesToPoint(pointType: string | undefined): readonly number[] {
  return pointType === 'POSTAMAT' ? [7] : [4];
}
