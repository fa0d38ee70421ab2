import { randomUUID } from 'node:crypto';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { appendOrderEvent, orderEventKinds, systemActor } from '../timeline/index.js';
import type { CustomerTemplate, ManagerTemplate, NotificationData } from './events.js';

export type OutboxRow = typeof outbox.$inferSelect;

/** Attempts before a notification is given up (and recorded as failed on the timeline). */
export const maxAttempts = 10;
/** The wait before attempt n+1: 30 s, 1 min, 2 min, … capped at an hour (about 5 hours in all). */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);

/**
 * A new notification is due at once, whatever the clock of the worker says (a test's clock may
 * stand before the database's); `available_at` only ever delays retries and holds claims.
 */
const dueAtOnce = new Date(0);

/**
 * The customer's e-mail about an order; call it in the transaction of the change, so the
 * notification exists exactly when the change does. `proof-ready` also goes to a VK customer.
 */
export async function enqueueCustomerNotification(
  tx: Queryable,
  notification: { orderId: string; template: CustomerTemplate; data?: NotificationData },
): Promise<void> {
  const vk = notification.template === 'proof-ready' ? [{ channel: 'vk', audience: 'customer' } as const] : [];
  await enqueue(tx, notification, [{ channel: 'email', audience: 'customer' }, ...vk]);
}

/** The managers' e-mail and VK message about an order, in the transaction of the change. */
export async function enqueueManagerNotification(
  tx: Queryable,
  notification: { orderId: string; template: ManagerTemplate; data?: NotificationData },
): Promise<void> {
  await enqueue(tx, notification, [
    { channel: 'email', audience: 'manager' },
    { channel: 'vk', audience: 'manager' },
  ]);
}

/** One outbox row per channel and audience, each due at once. */
async function enqueue(
  tx: Queryable,
  notification: { orderId: string; template: CustomerTemplate | ManagerTemplate; data?: NotificationData },
  recipients: readonly Pick<OutboxRow, 'channel' | 'audience'>[],
): Promise<void> {
  const base = {
    orderId: notification.orderId,
    template: notification.template,
    data: notification.data ?? {},
    availableAt: dueAtOnce,
  };
  await tx.insert(outbox).values(recipients.map((recipient) => ({ ...base, ...recipient })));
}

/**
 * Claims up to `limit` due notifications for one worker: `FOR UPDATE SKIP LOCKED` lets workers
 * of several instances claim at once without waiting for or taking each other's rows; the claim
 * moves `available_at` a lease ahead, so a worker killed mid-delivery frees its rows when the
 * lease passes (delivered at most twice, recorded once: only the live claim may mark it).
 */
export async function claimDue(db: Database, now: Date, leaseMs: number, limit: number): Promise<OutboxRow[]> {
  const claim = randomUUID();
  const leaseEnd = new Date(now.getTime() + leaseMs);
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), sql`${outbox.availableAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(outbox.availableAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({ claim, availableAt: leaseEnd, attempts: sql`${outbox.attempts} + 1` })
    .where(sql`${outbox.id} in ${due}`)
    .returning();
}

/** What delivering one notification came to. */
export type Delivery =
  | { status: 'sent'; recipient: string }
  | { status: 'skipped'; reason: string }
  /** `final`: the server refused for good (SMTP 5xx): no retry would help. */
  | { status: 'retry'; error: string; final?: boolean };

/**
 * Records a delivery under the claim that made it: sent and skipped are final; a failure waits
 * its back-off, or is given up after the last attempt. A claim that lost its lease (another
 * worker took the row) changes nothing, so a notification is recorded once.
 */
export async function recordDelivery(db: Database, row: OutboxRow, delivery: Delivery, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const mine = and(eq(outbox.id, row.id), eq(outbox.status, 'pending'), eq(outbox.claim, row.claim ?? ''));
    if (delivery.status === 'retry' && !delivery.final && row.attempts < maxAttempts) {
      const updated = await tx
        .update(outbox)
        .set({
          claim: null,
          lastError: delivery.error.slice(0, 2000),
          availableAt: new Date(now.getTime() + backoffMs(row.attempts)),
        })
        .where(mine)
        .returning({ id: outbox.id });
      return updated.length > 0;
    }
    const status = delivery.status === 'retry' ? 'failed' : delivery.status;
    const updated = await tx
      .update(outbox)
      .set({
        status,
        claim: null,
        doneAt: now,
        recipient: delivery.status === 'sent' ? delivery.recipient : null,
        lastError:
          delivery.status === 'retry'
            ? delivery.error.slice(0, 2000)
            : delivery.status === 'skipped'
              ? delivery.reason
              : null,
      })
      .where(mine)
      .returning({ id: outbox.id });
    if (updated.length === 0) return false;
    if (row.orderId && status !== 'skipped') {
      await appendOrderEvent(tx, {
        orderId: row.orderId,
        kind: status === 'sent' ? orderEventKinds.notificationSent : orderEventKinds.notificationFailed,
        actor: systemActor,
        data: {
          channel: row.channel,
          audience: row.audience,
          template: row.template,
          ...(delivery.status === 'sent' ? { to: delivery.recipient } : {}),
          ...(delivery.status === 'retry' ? { error: delivery.error.slice(0, 500) } : {}),
        },
      });
    }
    return true;
  });
}

/**
 * Deletes up to `limit` rows finished (sent, skipped, failed) before `before`, oldest first; the
 * order's timeline keeps their events, so the history stays while the queue stays small. Rows
 * another instance is deleting at the same moment are skipped, not waited for.
 */
export async function pruneFinished(db: Database, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(ne(outbox.status, 'pending'), lt(outbox.doneAt, before)))
    .orderBy(outbox.doneAt, outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const deleted = await db.delete(outbox).where(sql`${outbox.id} in ${old}`).returning({ id: outbox.id });
  return deleted.length;
}
