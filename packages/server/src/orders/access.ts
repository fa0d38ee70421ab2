import { randomUUID } from 'node:crypto';
import { orderStatuses } from '@stickers62/core/contract';
import { isStaff } from '@stickers62/core/rules';
import { orderTexts, serverTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AuthUser,
  accessClaims,
  currentUser,
  liveSessionOf,
  requireUser,
  sessionUserColumns,
  unauthenticated,
} from '../auth/guards.js';
import type { AccessClaims } from '../auth/tokens.js';
import type { Database, Queryable } from '../db/client.js';
import { orders, refreshTokens, users } from '../db/schema.js';
import { forbidden, notFound } from '../errors.js';

export type OrderRow = typeof orders.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The order an order-scoped route works on, resolved and access-checked by `requireOrderAccess`. */
    order: OrderRow | null;
  }
}

/** `0` in an order path: the caller's cart. */
export const cartOrderId = '0';

/** The caller's open cart, created on demand (one per user: a partial unique index guarantees it). */
export async function findOrCreateCart(db: Queryable, ownerId: number): Promise<OrderRow> {
  const existing = await findCart(db, ownerId);
  if (existing) return existing;
  await db
    .insert(orders)
    .values({ id: randomUUID(), ownerId, status: orderStatuses.created, isCart: true })
    .onConflictDoNothing();
  const created = await findCart(db, ownerId);
  if (!created) throw new Error(`Cart of user ${ownerId} missing right after creation`);
  return created;
}

export async function findCart(db: Queryable, ownerId: number): Promise<OrderRow | undefined> {
  const [cart] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ownerId, ownerId), eq(orders.isCart, true)));
  return cart;
}

/**
 * Owners reach their own orders; managers and admins reach every order. The two hot reads state
 * the same rule in their SQL (orders/read-statements.ts, with core's `staffRoles`).
 */
export function canAccessOrder(user: AuthUser, order: Pick<OrderRow, 'ownerId'>): boolean {
  return order.ownerId === user.id || isStaff(user);
}

/**
 * The one ownership check of the server: resolves an order id (or `0`, the caller's cart) for
 * `user`. A missing order is 404; somebody else's is 403 with the spec's text.
 */
export async function loadAccessibleOrder(db: Queryable, user: AuthUser, id: string): Promise<OrderRow> {
  if (id === cartOrderId) return findOrCreateCart(db, user.id);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return accessibleOrder(user, order);
}

/** `order` as `user` may reach it: 404 when there is none, 403 when it is somebody else's. */
function accessibleOrder(user: AuthUser, order: OrderRow | null | undefined): OrderRow {
  if (!order) throw notFound(serverTexts.orderNotFound);
  if (!canAccessOrder(user, order)) throw forbidden(orderTexts.loadNoAccess);
  return order;
}

/**
 * The caller while the session lives and the order by id, in ONE prepared statement: what
 * `authenticate` and `loadAccessibleOrder` read in two round trips, for the order-scoped routes
 * (an item save, a layout upload) that come signed in by bearer token. Prepared once per database.
 */
function callerWithOrderStatement(db: Database) {
  return db
    .select({ ...sessionUserColumns, order: orders })
    .from(users)
    .innerJoin(refreshTokens, liveSessionOf(sql.placeholder('userId'), sql.placeholder('family')))
    .leftJoin(orders, eq(orders.id, sql.placeholder('orderId')))
    .limit(1)
    .prepare('s62_caller_with_order');
}
const callerWithOrderStatements = new WeakMap<Database, ReturnType<typeof callerWithOrderStatement>>();

/** Exported for its test (access.test.ts). */
export async function readCallerWithOrder(db: Database, claims: AccessClaims, orderId: string) {
  let statement = callerWithOrderStatements.get(db);
  if (!statement) {
    statement = callerWithOrderStatement(db);
    callerWithOrderStatements.set(db, statement);
  }
  const [row] = await statement.execute({ userId: claims.sub, family: claims.fam, orderId });
  return row;
}

export interface OrderAccessOptions {
  /** Where the id is: a path parameter (default) or the query string. */
  from?: 'params' | 'query';
  /** Its name: `id` (default) or `orderId`. */
  key?: string;
}

/**
 * preHandler for every order-scoped route: signs the caller in, resolves `:id`/`:orderId`
 * (from the path or the query) and puts the order on `request.order`. The route's schema has
 * already validated the id's shape.
 */
export function requireOrderAccess(options: OrderAccessOptions = {}) {
  const from = options.from ?? 'params';
  const key = options.key ?? 'id';
  return async function orderAccessHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const source = (from === 'params' ? request.params : request.query) as Record<string, unknown> | undefined;
    const id = source?.[key];
    const claims = accessClaims(request);
    if (claims && !request.auth && typeof id === 'string' && id !== cartOrderId) {
      // The session and the order in one round trip; the refusals in the order of the path below.
      const row = await readCallerWithOrder(request.server.db, claims, id);
      if (!row) throw unauthenticated();
      const { order, ...user } = row;
      request.auth = { ...user, family: claims.fam };
      request.order = accessibleOrder(request.auth, order);
      return;
    }
    await requireUser(request, reply);
    if (typeof id !== 'string') throw notFound(serverTexts.orderNotFound);
    request.order = await loadAccessibleOrder(request.server.db, currentUser(request), id);
  };
}

/** The order resolved by `requireOrderAccess`. */
export function requestOrder(request: FastifyRequest): OrderRow {
  if (!request.order) throw new Error('requireOrderAccess did not run for this route');
  return request.order;
}

/** Re-reads the order inside a transaction and locks it, so concurrent changes to it queue up. */
export async function lockOrder(tx: Queryable, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(serverTexts.orderNotFound);
  return order;
}
