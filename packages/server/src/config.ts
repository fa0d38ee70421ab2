import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  checkStorageSettings,
  type StorageConfig,
  storageConfigFrom,
  storageEnvironmentShape,
} from './files/storage-config.js';
import { checkSellerSettings, sellerConfigFrom, sellerEnvironmentShape } from './invoices/config.js';
import type { InvoiceSeller } from './invoices/types.js';
import { type MailConfig, mailConfigFrom, mailEnvironmentShape } from './mail/config.js';
import {
  checkProviderPairs,
  type ProvidersConfig,
  providersConfigFrom,
  providersEnvironmentShape,
} from './providers/config.js';

/** `<repo>/site/dist`, where `npm run build` puts the host site. */
const defaultSiteDir = fileURLToPath(new URL('../../../site/dist', import.meta.url));

/** `<repo>/packages/widgets/dist/elements`, where the widgets build puts the element scripts. */
const defaultElementsDir = fileURLToPath(new URL('../../widgets/dist/elements', import.meta.url));

/**
 * How long a request body may take (see security/body-deadlines.ts). JSON bodies are small:
 * ten seconds is ample on a slow phone. An upload may take hours, so it is held to a minimum
 * rate instead, measured over a window long enough to ride out a stalled mobile link.
 */
export const bodyDeadlineDefaults: BodyDeadlines = {
  bodyTimeoutMs: 10_000,
  uploadMinBytesPerSecond: 1024,
  uploadRateWindowMs: 30_000,
};

/** Layout uploads one signed-in person may have in flight at once. */
export const defaultUploadsPerCustomer = 3;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** How log lines look: `pretty` (one readable line per request) or `json`; see `logFormatFor`. */
    LOG_FORMAT: optionalText.pipe(z.enum(['pretty', 'json'], 'pretty или json').optional()),
    /** Set by `npm run dev`: the Vite dev server in front of this one, the address its start banner names. */
    DEV_SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** PostgreSQL's shared_buffers inside PGlite (its own memory, resident once touched). */
    PGLITE_SHARED_BUFFERS: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d*(kB|MB|GB)$/, 'размер PostgreSQL, например 32MB')
        .optional(),
    ),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'должен начинаться с postgres:// или postgresql://')
        .optional(),
    ),
    PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ADMIN_USERNAME: z.string().trim().min(3).max(64).default('admin'),
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'не короче 8 символов').optional()),
    SESSION_SECRET: optionalText.pipe(z.string().min(32, 'не короче 32 символов').optional()),
    SITE_DIR: z.string().min(1).default(defaultSiteDir),
    ELEMENTS_DIR: z.string().min(1).default(defaultElementsDir),
    /** Proxies whose X-Forwarded-For is believed: addresses or CIDRs, comma-separated. */
    TRUST_PROXY: optionalText,
    /** On SIGTERM, how long requests in flight (uploads too) may take before their connections are closed. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
    BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(bodyDeadlineDefaults.bodyTimeoutMs),
    UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(bodyDeadlineDefaults.uploadMinBytesPerSecond),
    UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().positive().default(bodyDeadlineDefaults.uploadRateWindowMs),
    UPLOADS_PER_CUSTOMER: z.coerce.number().int().positive().default(defaultUploadsPerCustomer),
    /** The Swagger UI page at /api/docs; off in production unless set to true. */
    API_DOCS: optionalText.pipe(z.enum(['true', 'false'], 'true или false').optional()),
    /** Tests of real server processes only: the clock of the time-dependent rules stands at this instant. */
    TEST_CLOCK_AT: optionalText.pipe(z.iso.datetime({ offset: true }).optional()),
    /** The status an order moves to when its customer approves a proof. */
    PROOF_APPROVED_STATUS: optionalText.pipe(z.string().trim().min(1).max(100).optional()),
    ...providersEnvironmentShape,
    ...storageEnvironmentShape,
    ...mailEnvironmentShape,
    ...sellerEnvironmentShape,
  })
  .superRefine(checkProviderPairs)
  .superRefine(checkStorageSettings)
  .superRefine(checkSellerSettings)
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.TEST_CLOCK_AT !== undefined) {
      context.addIssue({ code: 'custom', path: ['TEST_CLOCK_AT'], message: 'только для тестов, не в production' });
    }
  });

export interface BodyDeadlines {
  /** A body other than an upload must arrive whole within this time after its headers. */
  bodyTimeoutMs: number;
  /** An upload must bring at least this many bytes per second… */
  uploadMinBytesPerSecond: number;
  /** …in every window of this length (0 bytes per second turns the check off). */
  uploadRateWindowMs: number;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  /** `LOG_FORMAT`; absent means readable lines in development, JSON otherwise (`logFormatFor`). */
  logFormat?: 'pretty' | 'json';
  /** `DEV_SITE_URL` (`npm run dev`): where the site with hot reload is, proxied to this server. */
  devSiteUrl?: string;
  port: number;
  host: string;
  dataDir: string;
  /** A PostgreSQL server; without it the embedded PGlite database under `dataDir` is used. */
  databaseUrl?: string;
  /** PGlite's shared_buffers (`PGLITE_SHARED_BUFFERS`); absent means `defaultPgliteSharedBuffers`. */
  pgliteSharedBuffers?: string;
  /** Where people reach the site; access links and cookie security derive from it. */
  publicUrl: string;
  adminUsername: string;
  adminPassword?: string;
  sessionSecret?: string;
  siteDir: string;
  /**
   * The built custom-element scripts served at /elements/ and used by the /embed/ pages
   * (elements/hosted-scripts.ts); absent means none are served.
   */
  elementsDir?: string;
  /**
   * Where every served version of an element script is kept, so a pinned (hashed) address keeps
   * answering after the shop is upgraded; absent means only the current versions are served.
   */
  elementsArchiveDir?: string;
  /** Fastify's `trustProxy`: the proxies (addresses, CIDRs) whose X-Forwarded-For sets request.ip; none by default. */
  trustProxy?: string[];
  /** On SIGTERM, how long requests in flight may take before their connections are closed (main.ts). */
  shutdownTimeoutMs?: number;
  /** Deadlines of request bodies; absent means `bodyDeadlineDefaults`. */
  bodyDeadlines?: BodyDeadlines;
  /** Layout uploads one signed-in person may have in flight; absent means `defaultUploadsPerCustomer`. */
  uploadsPerCustomer?: number;
  /** How long `/api/ready` waits for the database before answering 503; absent means health/probe.ts `defaultReadinessTimeoutMs`. */
  readinessTimeoutMs?: number;
  /** How long an upload's or a save's answer waits for its layout preflight; absent means files/layout-preflight.ts `preflightAnswerWaitMs`. */
  preflightAnswerWaitMs?: number;
  /** Pickup-point finder searches per caller and window; absent means cdek/routes.ts `defaultCdekSearchLimit`. */
  cdekSearchLimit?: { searches: number; windowMs: number };
  /** Whether /api/docs serves the Swagger UI; absent means everywhere but production (`apiDocsEnabled`). */
  apiDocs?: boolean;
  /** The status an approved proof moves its order to; absent means core's `defaultProofApprovedStatus`. */
  proofApprovedStatus?: string;
  /** Payment, delivery, VK ID and notification providers; absent means every provider is a sandbox. */
  providers?: ProvidersConfig;
  /** Where layout files and previews are kept; absent means the local disk under `dataDir`. */
  storage?: StorageConfig;
  /** SMTP, the sender and the managers' address (mail/config.ts); absent means no SMTP and no manager e-mail. */
  mail?: MailConfig;
  /**
   * The shop as the seller of invoices (invoices/config.ts, `SELLER_*`, and `CLOSING_DOCUMENTS`: the УПД or a
   * товарная накладная and an акт after shipment); absent means no payment by invoice.
   */
  seller?: InvoiceSeller;
  /**
   * scrypt cost (N). Production keeps the default; tests lower it so hundreds of sign-ins stay
   * fast on two cores. Not an environment variable on purpose.
   */
  passwordHashCost?: number;
  /**
   * Per-address limits of sign-in, access-key and sign-up attempts (per 15 minutes; sign-ups
   * per hour). Tests raise them: every injected request comes from 127.0.0.1.
   */
  addressLimits?: { logins: number; accessKeys: number; signUps: number };
  /** Tests run the database in memory. Not an environment variable. */
  inMemoryDatabase?: boolean;
  /**
   * `TEST_CLOCK_AT`: the clock of sign-in delays, attempt windows, grace windows and expiry
   * stands still at this instant (milliseconds since the epoch), so tests of real server
   * processes set the time instead of racing it. Refused in production.
   */
  testClockAt?: number;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; every problem is named with its variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    nodeEnv: env.NODE_ENV,
    logFormat: env.LOG_FORMAT,
    devSiteUrl: env.DEV_SITE_URL,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    sessionSecret: env.SESSION_SECRET,
    siteDir: env.SITE_DIR,
    elementsDir: env.ELEMENTS_DIR,
    elementsArchiveDir: join(env.DATA_DIR, 'elements'),
    trustProxy: env.TRUST_PROXY?.split(/[\s,]+/).filter((entry) => entry !== ''),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    bodyDeadlines: {
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
      uploadMinBytesPerSecond: env.UPLOAD_MIN_BYTES_PER_SECOND,
      uploadRateWindowMs: env.UPLOAD_RATE_WINDOW_MS,
    },
    uploadsPerCustomer: env.UPLOADS_PER_CUSTOMER,
    apiDocs: env.API_DOCS === undefined ? undefined : env.API_DOCS === 'true',
    proofApprovedStatus: env.PROOF_APPROVED_STATUS,
    testClockAt: env.TEST_CLOCK_AT === undefined ? undefined : Date.parse(env.TEST_CLOCK_AT),
    providers: providersConfigFrom(env),
    storage: storageConfigFrom(env),
    mail: mailConfigFrom(env),
    seller: sellerConfigFrom(env),
  };
}

/**
 * Readable lines for a person at a terminal in development; JSON lines, one object each, for
 * the log collectors of production (and anything else), unless `LOG_FORMAT` says otherwise.
 */
export function logFormatFor(config: Pick<AppConfig, 'logFormat' | 'nodeEnv'>): 'pretty' | 'json' {
  return config.logFormat ?? (config.nodeEnv === 'development' ? 'pretty' : 'json');
}

/**
 * The Swagger UI is a developer's page: production serves it only when `API_DOCS=true`.
 * `/api/openapi.json` stays public: it describes the same contract core publishes.
 */
export function apiDocsEnabled(config: Pick<AppConfig, 'apiDocs' | 'nodeEnv'>): boolean {
  return config.apiDocs ?? config.nodeEnv !== 'production';
}
