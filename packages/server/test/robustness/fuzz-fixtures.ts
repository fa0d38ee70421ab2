import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderStatuses, routes } from '@stickers62/core/contract';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { acrylItems, stickerItems } from '../../src/db/schema.js';
import {
  createCustomerOrder,
  createTestApp,
  login,
  loginAs,
  signUp,
  type TestApp,
  type TestSession,
  testPassword,
} from '../test-support/app.js';
import { useFieldValues } from './schema-arbitrary.js';

/** Who sends a fuzzed request. */
export type FuzzRole = 'guest' | 'customer' | 'admin';

/**
 * An app with data worth attacking: a customer with a checked-out order and a cart, another
 * customer's submitted order, an admin, and every good value (ids, names, references) the
 * generators draw from so requests reach the handlers.
 */
export interface FuzzWorld {
  testApp: TestApp;
  sessions: Record<Exclude<FuzzRole, 'guest'>, TestSession>;
  /** Good values by path parameter name; other parameters draw from `dictionary`. */
  pathValues: Record<string, string[]>;
  dictionary: string[];
  /**
   * After an accepted request of `role`: signs it in again when a fuzzed logout or conversion
   * ended its session, and opens its cart again when a fuzzed checkout used it up.
   */
  restoreRole(role: Exclude<FuzzRole, 'guest'>): Promise<void>;
  close(): Promise<void>;
}

export async function createFuzzWorld(): Promise<FuzzWorld> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fuzz-'));
  const testApp = await createTestApp({ config: { dataDir } });
  const { app } = testApp;
  const customer = await signUp(app);
  const other = await signUp(app);
  const admin = await loginAs(app, 'admin');
  const placed = await createCustomerOrder(app, customer, { checkout: true });
  const cart = await createCustomerOrder(app, customer);
  const foreign = await createCustomerOrder(app, other, { submit: true });
  const sessions = { customer, admin };
  // `0` in a path makes the caller's cart when it has none, even for a request refused later
  // (docs/decisions/0013-concurrency.md); with carts always open, a refusal changes nothing.
  const openCart = async (session: TestSession) => {
    const reply = await app.inject({ method: 'GET', url: routes.cart.path, headers: session.headers });
    if (reply.statusCode !== 200) throw new Error(`cart did not open: ${reply.statusCode}`);
  };
  await openCart(admin);

  const referenceLists = {
    laminationType: 'lamination-types',
    cuttingType: 'cutting-types',
    filmType: 'film-types',
    acrylType: 'acryl-types',
    printType: 'acryl-print-types',
    materialType: 'acryl-material-types',
  };
  const byField: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(referenceLists)) {
    const reply = await app.inject({ method: 'GET', url: `/api/stickers/references/${list}` });
    byField[field] = reply.statusCode === 200 ? (reply.json() as unknown[]).filter(isString) : [];
  }
  const references = Object.values(byField).flat();
  const fittings = await app.inject({ method: 'GET', url: '/api/stickers/references/acryl-fittings' });
  const fittingNames =
    fittings.statusCode === 200 ? (fittings.json() as { name: string }[]).map((fitting) => fitting.name) : [];

  const orderIds = [placed.orderId, cart.orderId, foreign.orderId];
  const itemIds = [placed.stickerItemId, placed.acrylItemId, cart.stickerItemId, foreign.acrylItemId].map(String);
  const itemNames = await itemNamesOf(testApp, orderIds);
  const pathValues: Record<string, string[]> = {
    id: [...orderIds, '0'],
    orderId: orderIds,
    kind: ['stickers', 'acryl'],
    itemName: [...itemNames, '__general__'],
    fitting: fittingNames,
    list: ['film-types', 'acryl-fittings'],
  };
  const dictionary = [
    ...orderIds,
    '0',
    ...itemIds,
    ...itemNames,
    ...references,
    ...fittingNames,
    customer.username,
    other.username,
    'admin',
    'correct-horse-battery',
    'buyer@example.ru',
    '+79001234567',
    '79001234567',
    'Иванов Иван',
    'Pickup',
    'CDEK',
    'Создан',
    'Отменен',
    '2026-12-01',
    'true',
    'false',
    '1',
    '50',
  ];

  const itemIdNumbers = itemIds.map(Number);
  useFieldValues({
    ...byField,
    fittings: [[], fittingNames.slice(0, 1), fittingNames.slice(0, 2)],
    id: [...orderIds, ...itemIdNumbers, 0],
    orderId: orderIds,
    itemId: [...itemIdNumbers, ...itemIds],
    otherItem: [null, ...itemIdNumbers],
    username: [customer.username, other.username, `fuzz${process.pid}`],
    password: [testPassword],
    // Mostly fresh names: an existing one is a duplicate and refused.
    name: fc.oneof({ weight: 4, arbitrary: fc.nat().map((n) => `Изделие ${n}`) }, fc.constantFrom(...itemNames)),
    count: [1, 10, 100],
    width: [50, 100],
    height: [50, 100],
    email: ['buyer@example.ru'],
    receiptEmail: ['buyer@example.ru'],
    phoneNumber: ['+79001234567', '89001234567'],
    receiverCredentials: ['Иванов Иван'],
    deliveryType: ['Pickup', 'CDEK'],
    skip: [0, '0', 10],
    take: [50, '50', 1],
    status: Object.values(orderStatuses),
  });

  return {
    testApp,
    sessions,
    pathValues,
    dictionary,
    async restoreRole(role) {
      const check = await app.inject({ method: 'GET', url: routes.verify.path, headers: sessions[role].headers });
      if (check.statusCode !== 200) sessions[role] = await login(app, sessions[role].username);
      await openCart(sessions[role]);
    },
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

async function itemNamesOf(testApp: TestApp, orderIds: string[]): Promise<string[]> {
  const db = testApp.app.db;
  const stickers = await db
    .select({ name: stickerItems.name })
    .from(stickerItems)
    .where(inArray(stickerItems.orderId, orderIds));
  const acryl = await db
    .select({ name: acrylItems.name })
    .from(acrylItems)
    .where(inArray(acrylItems.orderId, orderIds));
  return [...stickers, ...acryl].map((row) => row.name);
}
