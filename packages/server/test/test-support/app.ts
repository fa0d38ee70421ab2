import { appendFileSync } from 'node:fs';
import { buildPath, type Role, routes } from '@stickers62/core/contract';
import { acrylItemBody, stickerItemBody } from '@stickers62/testkit/fixtures';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../src/app.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { usernameIs } from '../../src/auth/users.js';
import type { Clock } from '../../src/clock.js';
import type { AppConfig } from '../../src/config.js';
import { users } from '../../src/db/schema.js';
import type { Notifier, OrderNewsEvent, OrderSubmittedEvent, ProofEvent } from '../../src/notifier.js';
import { openTestDatabase } from './database.js';
import { checkResponsesAgainstOpenApi, type ResponseConformance } from './openapi-conformance.js';
import { testConfig, testPassword } from './settings.js';

export { testAdmin, testConfig, testPassword } from './settings.js';

/** A notifier that remembers what it was told, for assertions. */
export function createRecordingNotifier(): Notifier & {
  submitted: OrderSubmittedEvent[];
  proofs: ProofEvent[];
  news: OrderNewsEvent[];
} {
  const submitted: OrderSubmittedEvent[] = [];
  const proofs: ProofEvent[] = [];
  const news: OrderNewsEvent[] = [];
  return {
    submitted,
    proofs,
    news,
    async orderNews(event) {
      news.push(event);
    },
    async orderSubmitted(event) {
      submitted.push(event);
    },
    async proofChanged(event) {
      proofs.push(event);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  notifier: ReturnType<typeof createRecordingNotifier>;
  /** Every answer checked against the app's OpenAPI document (test-support/openapi-conformance.ts). */
  conformance: ResponseConformance;
  /** Closes the app; fails when an answer did not match the OpenAPI document. */
  close(): Promise<void>;
}

/**
 * The whole app on a fresh database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL),
 * seeded like a first start. Call once per test file (`beforeAll`) and `close` in `afterAll`.
 */
export async function createTestApp(
  options: { config?: Partial<AppConfig>; plugins?: FastifyPluginAsync[]; clock?: Clock } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const notifier = createRecordingNotifier();
  // TEST_LOG=1 shows server errors (a 500's cause) while debugging a test.
  const logger = process.env.TEST_LOG ? { level: 'error' } : false;
  const app = await buildApp(testConfig(options.config), {
    database,
    notifier,
    plugins: options.plugins,
    logger,
    clock: options.clock,
  });
  const conformance = checkResponsesAgainstOpenApi(app);
  await app.ready();
  return {
    app,
    notifier,
    conformance,
    async close() {
      await app.close();
      await database.close();
      // OPENAPI_CONFORMANCE_LOG=<file> adds each app's count of checked answers to that file.
      if (process.env.OPENAPI_CONFORMANCE_LOG)
        appendFileSync(process.env.OPENAPI_CONFORMANCE_LOG, `${conformance.checked}\n`);
      const mismatches = conformance.takeMismatches();
      if (mismatches.length)
        throw new Error(`Answers that do not match the OpenAPI document:\n${mismatches.join('\n')}`);
    },
  };
}

/** A signed-in person for `app.inject`: the bearer header, the refresh cookie and the user id. */
export interface TestSession {
  userId: number;
  username: string;
  token: string;
  refreshToken: string;
  headers: { authorization: string };
  /** Cookie header carrying the refresh token, for refresh and logout calls. */
  cookie: string;
}

let accountCounter = 0;
/** A fresh username per call, unique within the process. */
export const uniqueUsername = (prefix = 'user') => `${prefix}${process.pid}x${++accountCounter}`;

export async function login(app: FastifyInstance, username: string, password = testPassword): Promise<TestSession> {
  const reply = await app.inject({ method: 'POST', url: routes.login.path, payload: { username, password } });
  if (reply.statusCode !== 200) throw new Error(`login of ${username} failed: ${reply.statusCode} ${reply.body}`);
  const body = reply.json() as { token: string; refreshToken: string };
  const [user] = await app.db.select({ id: users.id }).from(users).where(usernameIs(username));
  return sessionFrom(user?.id ?? 0, username, body.token, body.refreshToken);
}

export function sessionFrom(userId: number, username: string, token: string, refreshToken: string): TestSession {
  return {
    userId,
    username,
    token,
    refreshToken,
    headers: { authorization: `Bearer ${token}` },
    cookie: `refreshToken=${refreshToken}`,
  };
}

/** Registers a customer through the API and signs them in. */
export async function signUp(app: FastifyInstance, username = uniqueUsername()): Promise<TestSession> {
  const reply = await app.inject({
    method: 'POST',
    url: routes.register.path,
    payload: { username, password: testPassword },
  });
  if (reply.statusCode !== 201) throw new Error(`register failed: ${reply.statusCode} ${reply.body}`);
  return login(app, username);
}

/** A signed-in account of any role (managers and admins are created directly in the database). */
export async function loginAs(app: FastifyInstance, role: Role): Promise<TestSession> {
  if (role === 'customer') return signUp(app);
  const username = uniqueUsername(role);
  await app.db.insert(users).values({
    username,
    name: role === 'manager' ? 'Менеджер Анна' : 'Администратор',
    role,
    passwordHash: await hashPassword(testPassword, 2 ** 10),
  });
  return login(app, username);
}

/**
 * An order `manager` made for a client (`fields`: the client's name and the rest of the form):
 * its id and number, its access link and the link's key.
 */
export async function orderForClient(
  app: FastifyInstance,
  manager: TestSession,
  fields: { clientName: string; vkLink?: string; comment?: string } = { clientName: 'Клиент' },
): Promise<{ orderId: string; orderNumber: number; accessLink: string; key: string }> {
  const reply = await app.inject({
    method: 'POST',
    url: routes.createOrderForClient.path,
    headers: manager.headers,
    payload: fields,
  });
  if (reply.statusCode !== 201) throw new Error(`order for a client not made: ${reply.statusCode} ${reply.body}`);
  const { orderId, orderNumber, accessLink } = reply.json() as {
    orderId: string;
    orderNumber: number;
    accessLink: string;
  };
  return { orderId, orderNumber, accessLink, key: new URL(accessLink).searchParams.get('access_key') ?? '' };
}

/** The preflight a browser on `origin` sends before a GET of `url` with a bearer header (a partner's widget). */
export function bearerPreflight(app: FastifyInstance, url: string, origin: string) {
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
  });
}

/** The session of whoever opens an access link: signed in by its key, a temporary account. */
export async function signInWithAccessKey(app: FastifyInstance, key: string, username = ''): Promise<TestSession> {
  const reply = await app.inject({ method: 'GET', url: routes.loginWithAccessKey.path, query: { accessKey: key } });
  if (reply.statusCode !== 200) throw new Error(`access key refused: ${reply.statusCode} ${reply.body}`);
  return sessionFrom(0, username, reply.json().token, '');
}

/**
 * An order of `session`'s with one sticker and one acrylic item. By default it stays the cart;
 * `checkout: true` checks it out (Pickup), `submit: true` also sends it to the manager.
 */
export async function createCustomerOrder(
  app: FastifyInstance,
  session: TestSession,
  options: { checkout?: boolean; submit?: boolean } = {},
): Promise<{ orderId: string; orderNumber: number; stickerItemId: number; acrylItemId: number }> {
  const sticker = await app.inject({
    method: 'POST',
    url: buildPath(routes.saveStickerItem.path, { id: '0' }),
    headers: session.headers,
    payload: stickerItemBody(),
  });
  const acryl = await app.inject({
    method: 'POST',
    url: buildPath(routes.saveAcrylItem.path, { id: '0' }),
    headers: session.headers,
    payload: acrylItemBody(),
  });
  if (sticker.statusCode !== 200 || acryl.statusCode !== 200) {
    throw new Error(`item save failed: ${sticker.body} ${acryl.body}`);
  }
  const cart = (await app.inject({ method: 'GET', url: routes.cart.path, headers: session.headers })).json() as {
    orderId: string;
    orderNumber: number;
  };
  if (options.checkout || options.submit) {
    const created = await app.inject({
      method: 'POST',
      url: routes.createOrderFromCart.path,
      headers: session.headers,
      payload: {
        id: cart.orderId,
        receiverCredentials: 'Иванов Иван',
        phoneNumber: '+79001234567',
        deliveryType: 'Pickup',
      },
    });
    if (created.statusCode !== 200) throw new Error(`checkout failed: ${created.body}`);
  }
  if (options.submit) {
    const submitted = await app.inject({
      method: 'GET',
      url: buildPath(routes.submitToManager.path, { id: cart.orderId }),
      headers: session.headers,
    });
    if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  }
  return {
    orderId: cart.orderId,
    orderNumber: cart.orderNumber,
    stickerItemId: (sticker.json() as { id: number }).id,
    acrylItemId: (acryl.json() as { id: number }).id,
  };
}
