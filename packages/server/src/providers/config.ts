import { defaultParcelEstimate, type ParcelEstimateSettings } from '@stickers62/core/rules';
import { z } from 'zod';
import type { CdekLocation } from './cdek/delivery.js';
import { parseAllowlist } from './yookassa/ip-allowlist.js';

/**
 * Provider settings from the environment. A provider whose credentials are absent runs as a
 * sandbox; a half-configured one (an id without its secret) is a configuration error.
 */
export interface ProvidersConfig {
  allowSandboxInProduction: boolean;
  /** Deadline of one provider request. */
  timeoutMs: number;
  /** Pause before repeating a payment call whose outcome is unknown. Not an environment variable (tests shorten it). */
  retryDelayMs?: number;
  yookassa?: { shopId: string; secretKey: string; apiUrl: string };
  /** Networks YooKassa notifications may come from (request.ip must be inside). */
  yookassaWebhookAllowlist: string[];
  cdek?: { clientId: string; clientSecret: string; apiUrl: string };
  /** Where parcels start: CDEK_FROM_CITY_CODE, or Ryazan's main postal code. */
  cdekFrom: CdekLocation;
  /** The CDEK office the shop hands parcels in at: CDEK_SHIPMENT_POINT (the sandbox's Ryazan office by default). */
  cdekShipmentPoint: string;
  /** Time between two statuses of a sandbox parcel: CDEK_SANDBOX_STEP_MS. */
  cdekSandboxStepMs?: number;
  /** Pause between two reads of a print form CDEK is making. Not an environment variable (tests shorten it). */
  cdekPrintPollMs?: number;
  /** How often registered parcels are re-read from CDEK (the webhook's fallback): CDEK_POLL_INTERVAL_MS. */
  cdekPollIntervalMs: number;
  /** A parcel's weight and size per sheet format and acrylic (core's defaults with CDEK_PARCEL_ESTIMATE over them). */
  cdekParcelEstimate: ParcelEstimateSettings;
  vkId?: { clientId: string; host: string };
  vkNotifier?: { groupToken: string; peerIds: number[]; apiUrl: string };
}

/** Ryazan's head post office: used while the shop's CDEK city code is not configured. */
export const ryazanPostalCode = '390000';

const text = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const url = text.pipe(z.url({ protocol: /^https?$/ }).optional());
const flag = text.pipe(z.enum(['true', 'false']).optional());
const integer = (min: number, max: number) =>
  text.pipe(
    z.string().regex(/^\d+$/, 'целое число').transform(Number).pipe(z.number().int().min(min).max(max)).optional(),
  );

const grams = z.number().min(0).max(100_000);
/** CDEK_PARCEL_ESTIMATE: any of core's estimate settings, e.g. `{"sheetGrams":{"A4":12},"packagingGrams":150}`. */
const parcelEstimateOverride = z
  .object({
    sheetGrams: z.object({ A3: grams, A4: grams, A5: grams, A6: grams, A7: grams, A8: grams }).partial(),
    sheetGramsPerSquareMetre: grams,
    sheetThicknessMm: grams,
    acrylGramsPerSquareCentimetre: grams,
    acrylThicknessMm: grams,
    packagingGrams: grams,
    marginCm: grams,
  })
  .partial()
  .strict();

/** Spread into the server's environment schema. */
export const providersEnvironmentShape = {
  ALLOW_SANDBOX_IN_PRODUCTION: flag,
  PROVIDER_TIMEOUT_MS: integer(100, 60_000),
  YOOKASSA_SHOP_ID: text,
  YOOKASSA_SECRET_KEY: text,
  YOOKASSA_API_URL: url,
  YOOKASSA_WEBHOOK_ALLOWLIST: text,
  CDEK_CLIENT_ID: text,
  CDEK_CLIENT_SECRET: text,
  CDEK_API_URL: url,
  CDEK_FROM_CITY_CODE: integer(1, 1_000_000_000),
  CDEK_SHIPMENT_POINT: text,
  CDEK_SANDBOX_STEP_MS: integer(1000, 7 * 24 * 60 * 60 * 1000),
  CDEK_POLL_INTERVAL_MS: integer(10_000, 24 * 60 * 60 * 1000),
  CDEK_PARCEL_ESTIMATE: text.pipe(
    z
      .string()
      .transform((value, context) => {
        try {
          return parcelEstimateOverride.parse(JSON.parse(value));
        } catch {
          context.addIssue({ code: 'custom', message: 'JSON с полями оценки посылки (sheetGrams, packagingGrams, …)' });
          return z.NEVER;
        }
      })
      .optional(),
  ),
  VK_CLIENT_ID: text,
  VK_ID_HOST: url,
  VK_GROUP_TOKEN: text,
  VK_MANAGER_PEER_IDS: text.pipe(
    z
      .string()
      .regex(/^\d+([\s,]+\d+)*$/, 'список числовых id через запятую')
      .optional(),
  ),
  VK_API_URL: url,
};

type ProvidersEnvironment = {
  [K in keyof typeof providersEnvironmentShape]?: z.output<(typeof providersEnvironmentShape)[K]>;
};

const pairs: Array<[keyof ProvidersEnvironment, keyof ProvidersEnvironment]> = [
  ['YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY'],
  ['CDEK_CLIENT_ID', 'CDEK_CLIENT_SECRET'],
  ['VK_GROUP_TOKEN', 'VK_MANAGER_PEER_IDS'],
];

/** For the environment schema's `superRefine`: an id without its secret is a mistake, not a sandbox. */
export function checkProviderPairs(env: ProvidersEnvironment, context: z.RefinementCtx<unknown>): void {
  for (const [a, b] of pairs) {
    if (Boolean(env[a]) !== Boolean(env[b])) {
      context.addIssue({ code: 'custom', path: [env[a] ? b : a], message: `задается вместе с ${env[a] ? a : b}` });
    }
  }
}

export function providersConfigFrom(env: ProvidersEnvironment): ProvidersConfig {
  const pair = (a: keyof ProvidersEnvironment, b: keyof ProvidersEnvironment) => Boolean(env[a] && env[b]);
  const config: ProvidersConfig = {
    allowSandboxInProduction: env.ALLOW_SANDBOX_IN_PRODUCTION === 'true',
    timeoutMs: env.PROVIDER_TIMEOUT_MS ?? 10_000,
    yookassaWebhookAllowlist: parseAllowlist(env.YOOKASSA_WEBHOOK_ALLOWLIST),
    cdekFrom: env.CDEK_FROM_CITY_CODE
      ? { code: env.CDEK_FROM_CITY_CODE }
      : { postal_code: ryazanPostalCode, country_code: 'RU' },
    cdekShipmentPoint: env.CDEK_SHIPMENT_POINT ?? 'RYZ3',
    cdekPollIntervalMs: env.CDEK_POLL_INTERVAL_MS ?? 30 * 60 * 1000,
    cdekParcelEstimate: {
      ...defaultParcelEstimate,
      ...env.CDEK_PARCEL_ESTIMATE,
      sheetGrams: { ...defaultParcelEstimate.sheetGrams, ...env.CDEK_PARCEL_ESTIMATE?.sheetGrams },
    },
    ...(env.CDEK_SANDBOX_STEP_MS ? { cdekSandboxStepMs: env.CDEK_SANDBOX_STEP_MS } : {}),
  };
  if (pair('YOOKASSA_SHOP_ID', 'YOOKASSA_SECRET_KEY')) {
    config.yookassa = {
      shopId: env.YOOKASSA_SHOP_ID as string,
      secretKey: env.YOOKASSA_SECRET_KEY as string,
      apiUrl: env.YOOKASSA_API_URL ?? 'https://api.yookassa.ru/v3',
    };
  }
  if (pair('CDEK_CLIENT_ID', 'CDEK_CLIENT_SECRET')) {
    config.cdek = {
      clientId: env.CDEK_CLIENT_ID as string,
      clientSecret: env.CDEK_CLIENT_SECRET as string,
      apiUrl: env.CDEK_API_URL ?? 'https://api.cdek.ru/v2',
    };
  }
  if (env.VK_CLIENT_ID) config.vkId = { clientId: env.VK_CLIENT_ID, host: env.VK_ID_HOST ?? 'https://id.vk.com' };
  if (pair('VK_GROUP_TOKEN', 'VK_MANAGER_PEER_IDS')) {
    config.vkNotifier = {
      groupToken: env.VK_GROUP_TOKEN as string,
      peerIds: (env.VK_MANAGER_PEER_IDS as string).split(/[\s,]+/).map(Number),
      apiUrl: env.VK_API_URL ?? 'https://api.vk.com/method',
    };
  }
  return config;
}

/** Everything in sandbox mode: what a server started without provider variables gets. */
export function sandboxProvidersConfig(): ProvidersConfig {
  return providersConfigFrom({} as ProvidersEnvironment);
}
