import type { AdminShipment, Parcel, ParcelStatus } from '@stickers62/core/contract';
import { parcelStatusTitle, trackingUrl } from '@stickers62/core/rules';
import { shipmentTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import { dateOf } from '../clock.js';
import type { Database } from '../db/client.js';
import { orders, shipments } from '../db/schema.js';
import { badRequest, conflict, HttpError } from '../errors.js';
import type { OrderRow } from '../orders/access.js';
import { type CdekPrintKind, cdekErrorsOf } from '../providers/cdek/shipments.js';
import { ProviderError } from '../providers/http.js';
import { appendOrderEvent, orderEventKinds, readOrderEvents } from '../timeline/index.js';
import { shipmentFailure } from './errors.js';
import type { ShipmentDeps } from './register.js';
import { cdekActor, type ShipmentRow } from './statuses.js';

/** Statuses with which CDEK still deletes an order: it has not taken the parcel yet. */
const cancellableStatuses = new Set([null, 'ACCEPTED', 'CREATED']);

export async function shipmentOf(db: Database, orderId: string): Promise<ShipmentRow | undefined> {
  const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export function toAdminShipment(row: ShipmentRow | undefined, sandbox: boolean): AdminShipment {
  const status: ParcelStatus | null =
    row?.statusCode && row.statusAt
      ? {
          code: row.statusCode,
          title: parcelStatusTitle(row.statusCode, row.statusName),
          city: row.statusCity,
          at: row.statusAt.toISOString(),
        }
      : null;
  const registered = row?.state === 'registered';
  return {
    state: row?.state ?? 'none',
    cdekNumber: registered ? (row?.cdekNumber ?? null) : null,
    tariffCode: row?.tariffCode ?? null,
    status: registered ? status : null,
    canCancel: registered && cancellableStatuses.has(row?.statusCode ?? null),
    sandbox,
  };
}

function registeredShipment(row: ShipmentRow | undefined): ShipmentRow & { cdekUuid: string } {
  if (row?.state !== 'registered' || !row.cdekUuid) throw badRequest(shipmentTexts.notRegistered);
  return row as ShipmentRow & { cdekUuid: string };
}

/**
 * Deletes the order at CDEK while CDEK allows it (it has not taken the parcel), then clears the
 * track number and send date the registration wrote. The row stays, cancelled, for a new registration.
 */
export async function cancelShipment(deps: ShipmentDeps, order: OrderRow): Promise<ShipmentRow> {
  const row = registeredShipment(await shipmentOf(deps.db, order.id));
  if (!cancellableStatuses.has(row.statusCode)) throw conflict(shipmentTexts.cannotCancel);
  try {
    await deps.delivery.gateway.deleteOrder(row.cdekUuid);
  } catch (error) {
    const forbidden =
      error instanceof ProviderError && cdekErrorsOf(error.body).some((entry) => entry.code === 'v2_entity_forbidden');
    throw forbidden ? conflict(shipmentTexts.cannotCancel) : shipmentFailure(error);
  }
  const now = dateOf(deps.clock);
  return deps.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(shipments)
      .set({
        state: 'cancelled',
        cdekUuid: null,
        cdekNumber: null,
        statusCode: null,
        statusName: null,
        statusCity: null,
        statusAt: null,
        updatedAt: now,
      })
      .where(eq(shipments.id, row.id))
      .returning();
    if (row.cdekNumber) {
      await tx
        .update(orders)
        .set({ trackNumber: null, sendDate: null, updatedAt: now, version: sql`${orders.version} + 1` })
        .where(and(eq(orders.id, order.id), eq(orders.trackNumber, row.cdekNumber)));
    }
    await appendOrderEvent(tx, {
      orderId: order.id,
      kind: orderEventKinds.parcelStatus,
      actor: cdekActor,
      at: now,
      data: { code: 'REMOVED', title: parcelStatusTitle('REMOVED'), city: null, cdekNumber: row.cdekNumber },
    });
    return cancelled ?? row;
  });
}

/** The label (`barcodes`) or waybill (`orders`) PDF, made by CDEK and downloaded with the shop's token. */
export async function shipmentPdf(deps: ShipmentDeps, order: OrderRow, kind: CdekPrintKind): Promise<Uint8Array> {
  const row = registeredShipment(await shipmentOf(deps.db, order.id));
  try {
    return await deps.delivery.gateway.printForm(kind, row.cdekUuid);
  } catch (error) {
    // CDEK took too long to make the form (or to answer): the manager tries again shortly.
    if (error instanceof ProviderError && error.failure === 'timeout')
      throw new HttpError(503, shipmentTexts.printFailed);
    throw shipmentFailure(error);
  }
}

/** The parcel as its customer follows it: send date, track with its link, statuses newest first. */
export async function parcelOf(db: Database, order: OrderRow): Promise<Parcel> {
  const events = await readOrderEvents(db, order.id);
  const history: ParcelStatus[] = events
    .filter((event) => event.kind === orderEventKinds.parcelStatus)
    .map((event) => ({
      code: String(event.data.code ?? ''),
      title: String(event.data.title ?? parcelStatusTitle(String(event.data.code ?? ''))),
      city: typeof event.data.city === 'string' ? event.data.city : null,
      at: event.at,
    }))
    .reverse();
  return {
    deliveryType: order.deliveryType,
    sendDate: order.sendDate,
    trackNumber: order.trackNumber,
    trackUrl: trackingUrl(order.deliveryType, order.trackNumber),
    status: history[0] ?? null,
    history,
  };
}
