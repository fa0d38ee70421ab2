import { orderStatuses } from '@stickers62/core/contract';
import { parcelStatusTitle, trackingUrl } from '@stickers62/core/rules';
import { and, asc, eq, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, dateOf } from '../clock.js';
import type { Database } from '../db/client.js';
import { orders, shipments } from '../db/schema.js';
import { ensureClosingDocuments } from '../invoices/closing-documents.js';
import { enqueueCustomerNotification, enqueueManagerNotification } from '../notifications/outbox.js';
import type { CdekOrderInfo, ShipmentGateway } from '../providers/cdek/shipments.js';
import { appendOrderEvent, appendOrderEvents, type OrderEventActor, orderEventKinds } from '../timeline/index.js';

export type ShipmentRow = typeof shipments.$inferSelect;

export const cdekActor: OrderEventActor = { kind: 'provider', name: 'СДЭК' };

/** CDEK has the parcel: the order is sent. */
const handedOver = new Set([
  'RECEIVED_AT_SENDER_WAREHOUSE',
  'READY_FOR_SHIPMENT_IN_SENDER_CITY',
  'TAKEN_BY_TRANSPORTER_FROM_SENDER_CITY',
  'SENT_TO_TRANSIT_CITY',
  'SENT_TO_RECIPIENT_CITY',
  'ARRIVED_AT_RECIPIENT_CITY',
  'ACCEPTED_AT_RECIPIENT_CITY_WAREHOUSE',
  'ACCEPTED_AT_PICK_UP_POINT',
  'TAKEN_BY_COURIER',
  'DELIVERED',
]);
/** Statuses the managers hear of: the parcel is not reaching the customer. */
const problems = new Set([
  'NOT_DELIVERED',
  'RETURNED_TO_SENDER_CITY_WAREHOUSE',
  'RETURNED_TO_RECIPIENT_CITY_WAREHOUSE',
]);

/** Statuses after which a parcel no longer changes: the polling fallback stops reading it. */
export const finalStatuses = ['DELIVERED', 'NOT_DELIVERED', 'REMOVED'] as const;

/**
 * Brings a shipment up to what CDEK answered (`GET /orders/{uuid}`, never a webhook's body): each
 * status newer than the stored one goes to the order's timeline with its time and city, the latest
 * stays on the row, and the CDEK number, once known, becomes the order's track number. Under the
 * shipment's row lock, so a webhook and the poller reading the same news record it once.
 */
export async function applyCdekOrder(
  db: Database,
  clock: Clock,
  shipmentId: number,
  info: CdekOrderInfo,
): Promise<ShipmentRow | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(shipments).where(eq(shipments.id, shipmentId)).for('update');
    if (!locked || locked.cdekUuid !== info.uuid) return locked;
    const since = locked.statusAt?.getTime() ?? Number.NEGATIVE_INFINITY;
    const fresh = info.statuses.filter(
      (status) => status.at.getTime() > since || (status.at.getTime() === since && status.code !== locked.statusCode),
    );
    await appendOrderEvents(
      tx,
      fresh.map((status) => ({
        orderId: locked.orderId,
        kind: orderEventKinds.parcelStatus,
        actor: cdekActor,
        at: status.at,
        data: {
          code: status.code,
          title: parcelStatusTitle(status.code, status.name),
          cdekName: status.name,
          city: status.city,
          cdekNumber: info.cdekNumber ?? locked.cdekNumber,
        },
      })),
    );
    const latest = fresh.at(-1);
    const cdekNumber = locked.cdekNumber ?? info.cdekNumber;
    const refused = info.requestState === 'INVALID';
    const [updated] = await tx
      .update(shipments)
      .set({
        cdekNumber,
        ...(latest
          ? { statusCode: latest.code, statusName: latest.name, statusCity: latest.city, statusAt: latest.at }
          : {}),
        // CDEK refused the order after all, or removed it: the manager may register it again.
        ...(refused || latest?.code === 'REMOVED' ? { state: 'cancelled' as const } : {}),
        checkedAt: dateOf(clock),
        updatedAt: dateOf(clock),
      })
      .where(eq(shipments.id, locked.id))
      .returning();
    if (cdekNumber && !locked.cdekNumber) {
      await tx
        .update(orders)
        .set({ trackNumber: cdekNumber, updatedAt: dateOf(clock), version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, locked.orderId), isNull(orders.trackNumber)));
    }
    if (fresh.length)
      await announce(
        tx,
        clock,
        locked.orderId,
        fresh.map((status) => status.code),
        cdekNumber,
      );
    return updated;
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What the new statuses mean for the order, in the transaction that records them: CDEK taking
 * the parcel sends the order (status «Отправлен», the customer's «shipped» letter once, as a
 * manager's save of that status would); the pickup point and the handing over tell the customer;
 * a parcel not reaching the customer tells the managers.
 */
async function announce(tx: Transaction, clock: Clock, orderId: string, codes: string[], cdekNumber: string | null) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return;
  const track = order.trackNumber ?? cdekNumber ?? undefined;
  const sending = codes.some((code) => handedOver.has(code));
  if (sending && order.status !== orderStatuses.shipped && order.status !== orderStatuses.cancelled) {
    await tx
      .update(orders)
      .set({ status: orderStatuses.shipped, updatedAt: dateOf(clock), version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
    await appendOrderEvent(tx, {
      orderId,
      kind: orderEventKinds.fieldChanged,
      actor: cdekActor,
      data: { field: 'status', old: order.status, new: orderStatuses.shipped },
    });
    await enqueueCustomerNotification(tx, {
      orderId,
      template: 'shipped',
      data: { trackNumber: track, trackingUrl: trackingUrl(order.deliveryType, track) ?? undefined },
    });
    // An order paid by invoice gets its closing documents, e-mailed to the accountant (issue 34).
    await ensureClosingDocuments(tx, orderId, dateOf(clock));
  }
  if (codes.includes('ACCEPTED_AT_PICK_UP_POINT')) {
    await enqueueCustomerNotification(tx, {
      orderId,
      template: 'arrived',
      data: { pickupPointAddress: order.deliveryAddress ?? order.cdekPvzCode ?? undefined },
    });
  }
  if (codes.includes('DELIVERED')) await enqueueCustomerNotification(tx, { orderId, template: 'delivered' });
  for (const code of codes.filter((entry) => problems.has(entry))) {
    await enqueueManagerNotification(tx, {
      orderId,
      template: 'cdek-problem',
      data: { message: `СДЭК: ${parcelStatusTitle(code)} (${track ?? 'без номера'})` },
    });
  }
}

/** Re-reads one shipment from CDEK and records what is new. */
export async function refreshShipment(
  db: Database,
  gateway: ShipmentGateway,
  clock: Clock,
  shipment: Pick<ShipmentRow, 'id' | 'cdekUuid'>,
): Promise<ShipmentRow | undefined> {
  if (!shipment.cdekUuid) return undefined;
  const info = await gateway.getOrder(shipment.cdekUuid);
  return applyCdekOrder(db, clock, shipment.id, info);
}

/**
 * The webhook's fallback: re-reads registered parcels not read for `intervalMs`, oldest first,
 * `limit` at a time. A parcel CDEK cannot answer for is tried again next time.
 */
export async function pollShipments(
  db: Database,
  gateway: ShipmentGateway,
  clock: Clock,
  log: FastifyBaseLogger,
  options: { intervalMs: number; limit?: number },
): Promise<number> {
  const due = new Date(clock.now() - options.intervalMs);
  const rows = await db
    .select({ id: shipments.id, cdekUuid: shipments.cdekUuid })
    .from(shipments)
    .where(
      and(
        eq(shipments.state, 'registered'),
        or(isNull(shipments.statusCode), notInArray(shipments.statusCode, [...finalStatuses])),
        or(isNull(shipments.checkedAt), lt(shipments.checkedAt, due)),
      ),
    )
    .orderBy(sql`${shipments.checkedAt} asc nulls first`, asc(shipments.id))
    .limit(options.limit ?? 20);
  let read = 0;
  for (const row of rows) {
    try {
      await refreshShipment(db, gateway, clock, row);
      read += 1;
    } catch (error) {
      log.warn({ err: error, shipmentId: row.id }, 'CDEK status poll failed');
      await db
        .update(shipments)
        .set({ checkedAt: dateOf(clock) })
        .where(eq(shipments.id, row.id));
    }
  }
  return read;
}
