import { asc, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/guards.js';
import type { Queryable } from '../db/client.js';
import { orderEvents } from '../db/schema.js';
import { customerEventKinds, customerVisibleFields, type OrderEventKind, orderEventKinds } from './kinds.js';

export { customerEventKinds, type OrderEventKind, orderEventKinds } from './kinds.js';

/** Who made a change: a signed-in person (id and the name shown), the server itself, or a provider. */
export interface OrderEventActor {
  kind: 'customer' | 'manager' | 'system' | 'provider';
  id?: number | null;
  /** The name shown in the timeline: a person's name, or a provider's (`YooKassa`, `СДЭК`). */
  name?: string | null;
}

export interface NewOrderEvent {
  orderId: string;
  kind: OrderEventKind;
  actor: OrderEventActor;
  data?: Record<string, unknown>;
  /** When it happened; the moment of the insert by default. */
  at?: Date;
}

export interface OrderEvent {
  id: number;
  at: string;
  actor: { kind: OrderEventActor['kind']; id: number | null; name: string | null };
  kind: string;
  data: Record<string, unknown>;
}

/** The actor of a signed-in user's change: a manager or admin is `manager`, anybody else `customer`. */
export function actorOf(user: Pick<AuthUser, 'id' | 'name' | 'username' | 'role'>): OrderEventActor {
  return {
    kind: user.role === 'customer' ? 'customer' : 'manager',
    id: user.id,
    name: user.name?.trim() || user.username,
  };
}

export const systemActor: OrderEventActor = { kind: 'system', name: null };

/**
 * Appends events to an order's timeline. Pass the transaction that makes the change, so the
 * change and its record commit (or roll back) together.
 */
export async function appendOrderEvents(db: Queryable, events: readonly NewOrderEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.insert(orderEvents).values(
    events.map((event) => ({
      orderId: event.orderId,
      kind: event.kind,
      actorKind: event.actor.kind,
      actorId: event.actor.id ?? null,
      actorName: event.actor.name ?? null,
      data: event.data ?? {},
      // The moment of the insert (not the transaction's start), so the time order follows the id order.
      at: event.at ?? sql`clock_timestamp()`,
    })),
  );
}

export const appendOrderEvent = (db: Queryable, event: NewOrderEvent) => appendOrderEvents(db, [event]);

/**
 * One `field-changed` event per field whose value differs between `before` and `after`
 * (compared as JSON, so dates and numbers compare by value).
 */
export function fieldChanges<Row extends Record<string, unknown>>(
  orderId: string,
  actor: OrderEventActor,
  before: Row,
  after: Row,
  fields: readonly (keyof Row & string)[],
): NewOrderEvent[] {
  return fields.flatMap((field) => {
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (JSON.stringify(old) === JSON.stringify(next)) return [];
    return [{ orderId, actor, kind: orderEventKinds.fieldChanged, data: { field, old, new: next } }];
  });
}

/** An order's timeline, oldest first. */
export async function readOrderEvents(db: Queryable, orderId: string): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    kind: row.kind,
    data: row.data,
  }));
}

/**
 * The customer's subset: what happened to their order, without internal fields, managers'
 * ids or notification records. Staff names stay (the customer already sees their manager).
 */
export function customerSubset(events: readonly OrderEvent[]): OrderEvent[] {
  return events
    .filter(
      (event) =>
        customerEventKinds.has(event.kind) ||
        (event.kind === orderEventKinds.fieldChanged && customerVisibleFields.has(String(event.data.field))),
    )
    .map((event) => ({ ...event, actor: { ...event.actor, id: null } }));
}
