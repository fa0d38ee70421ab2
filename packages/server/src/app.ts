import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminRoutes } from './admin/routes.js';
import { authRoutes } from './auth/routes.js';
import { loadSessionSecret } from './auth/sessions.js';
import { bankStatementRoutesPlugin } from './bank-statements/routes.js';
import { type Clock, systemClock } from './clock.js';
import { companyRoutesPlugin } from './companies/routes.js';
import { type AppConfig, apiDocsEnabled, bodyDeadlineDefaults, logFormatFor } from './config.js';
import { installCrossOriginReads } from './cors.js';
import { type BootstrapAdmin, ensureBootstrapAdmin } from './db/bootstrap.js';
import { type Database, type DatabaseHandle, openDatabase } from './db/client.js';
import { deleteExpiredCredentials, housekeepingIntervalMs } from './db/housekeeping.js';
import { seedReferenceData } from './db/seed.js';
import { elementRoutes } from './elements/routes.js';
import { installErrorHandling } from './errors.js';
import { filesRoutes } from './files/routes.js';
import { healthRoutes } from './health/routes.js';
import { finishOpenApiDocument } from './http/openapi-document.js';
import {
  describeOperations,
  nameBodiesAndAnswers,
  openApiTransform,
  withNamedSchemas,
} from './http/openapi-schemas.js';
import { publicInvoiceRoutesPlugin } from './invoices/public-routes.js';
import { invoiceRoutesPlugin } from './invoices/routes.js';
import { itemRoutes } from './items/routes.js';
import { asyncStdout } from './log-destination.js';
import { readableLogStream } from './log-readable.js';
import { withRedaction } from './log-redaction.js';
import { OneLinePerRequest } from './log-request-line.js';
import { notificationRoutes } from './notifications/routes.js';
import type { Notifier } from './notifier.js';
import { orderRoutes } from './orders/routes.js';
import { profileRoutes } from './profile/routes.js';
import { proofRoutes } from './proofs/routes.js';
import { deliveryFor } from './providers/cdek/gateway.js';
import { providerRoutes } from './providers/index.js';
import { createManagerNotifier } from './providers/notifier/index.js';
import { referenceRoutes } from './references/routes.js';
import { installBodyDeadlines } from './security/body-deadlines.js';
import { installSecurityHeaders } from './security/headers.js';
import { shipmentRoutes } from './shipments/routes.js';
import { registerSite } from './site/site-serving.js';
import { timelineRoutes } from './timeline/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    notifier: Notifier;
    /** Signs access tokens (see auth/sessions.ts loadSessionSecret). */
    sessionSecret: string;
    /** The time of sign-in delays, attempt windows, grace windows and expiry (clock.ts). */
    clock: Clock;
    /** The administrator the start banner names, with the password this start generated, if any. */
    bootstrapAdmin: BootstrapAdmin | undefined;
  }
}

/**
 * Every feature's routes, registered in this order: each feature folder (`src/<feature>/`)
 * exports one plugin from its `routes.ts` (see packages/server/README.md).
 */
const routeModules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  orderRoutes,
  itemRoutes,
  referenceRoutes,
  profileRoutes,
  companyRoutesPlugin,
  invoiceRoutesPlugin,
  publicInvoiceRoutesPlugin,
  bankStatementRoutesPlugin,
  adminRoutes,
  filesRoutes,
  proofRoutes,
  providerRoutes,
  elementRoutes,
  notificationRoutes,
  timelineRoutes,
  shipmentRoutes,
];

export interface BuildOptions {
  /** An open database (tests share one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
  notifier?: Notifier;
  logger?: FastifyServerOptions['logger'];
  /** Extra route plugins, registered after the built-in ones (tests of other packages). */
  plugins?: FastifyPluginAsync[];
  /** The time of the time-dependent rules; the real clock unless a test sets it (clock.ts). */
  clock?: Clock;
}

/** The whole server as a Fastify instance that does not listen; `main.ts` listens. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Tests log nothing unless they pass a logger; a server logs JSON, or readable lines in development.
  const logs = options.logger === undefined && config.nodeEnv !== 'test' ? logFormatFor(config) : undefined;
  const logDestination = logs === 'json' ? asyncStdout() : undefined;
  const app = Fastify({
    logger: withRedaction(
      options.logger ??
        (logDestination
          ? { level: 'info', stream: logDestination }
          : logs === 'pretty'
            ? { level: 'info', stream: readableLogStream() }
            : false),
    ),
    // One line per request with its timing, in production's JSON as in development's readable form.
    ...(logs ? { logController: new OneLinePerRequest(logDestination) } : {}),
    genReqId: () => randomUUID(),
    // Layout uploads set their own limit in the files routes; JSON bodies stay small.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // request.ip is the socket's address unless TRUST_PROXY names the proxies in front (webhook allowlist).
    trustProxy: config.trustProxy ?? false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (logDestination) app.addHook('onClose', async () => logDestination.flushSync());
  installErrorHandling(app);
  // Clients send `Content-Type: application/json` with no body on calls like refresh and logout;
  // Fastify would answer 400. An empty body is "no body"; anything else goes to the safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body.toString(), done);
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { url: config.databaseUrl }
        : config.inMemoryDatabase
          ? { inMemory: true, sharedBuffers: config.pgliteSharedBuffers }
          : { dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers },
    ));
  if (!options.database) app.addHook('onClose', () => database.close());

  await seedReferenceData(database.db);
  await deleteExpiredCredentials(database.db);
  const housekeeping = setInterval(() => {
    deleteExpiredCredentials(database.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'housekeeping failed'),
    );
  }, housekeepingIntervalMs);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));
  app.decorate('bootstrapAdmin', await ensureBootstrapAdmin(database.db, config, app.log));
  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('notifier', options.notifier ?? createManagerNotifier(config.providers, config.publicUrl, app.log));
  app.decorate('delivery', deliveryFor(config, app.clock));
  app.decorate('sessionSecret', await loadSessionSecret(database.db, config.sessionSecret));
  app.decorateRequest('auth', null);
  app.decorateRequest('order', null);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installSecurityHeaders(app, config.publicUrl);
  installBodyDeadlines(app, config.bodyDeadlines ?? bodyDeadlineDefaults);

  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Стикеры 62 API', version: '0.1.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? describeOperations(nameBodiesAndAnswers(finishOpenApiDocument(withNamedSchemas(document), config.publicUrl)))
        : document.swaggerObject,
  });
  // The page's own CSP (with hashes of its inline scripts) replaces the API's.
  if (apiDocsEnabled(config)) await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  installCrossOriginReads(app);
  for (const routeModule of [...routeModules, ...(options.plugins ?? [])]) {
    await app.register(routeModule);
  }

  await registerSite(app, config);
  return app;
}
