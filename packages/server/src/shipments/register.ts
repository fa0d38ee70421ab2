import { checkoutParcelWeightGrams } from '@stickers62/core/contract';
import { moscowToday, type ParcelEstimateSettings } from '@stickers62/core/rules';
import { shipmentTexts } from '@stickers62/core/texts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, dateOf } from '../clock.js';
import type { Database } from '../db/client.js';
import { orders, shipments } from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';
import type { OrderRow } from '../orders/access.js';
import type { Delivery } from '../providers/cdek/gateway.js';
import type { CdekOrderInfo } from '../providers/cdek/shipments.js';
import { chosenTariff } from '../providers/cdek/tariffs.js';
import { refusedByCdek, shipmentFailure } from './errors.js';
import { cdekOrderNumber, parcelRequest } from './parcel-request.js';
import { applyCdekOrder, type ShipmentRow } from './statuses.js';

export interface ShipmentDeps {
  db: Database;
  delivery: Delivery;
  clock: Clock;
  log: FastifyBaseLogger;
  estimate?: ParcelEstimateSettings;
  /** Pause between two reads of an order CDEK is still checking. */
  outcomePollMs?: number;
}

/** A registration claimed longer ago than this was abandoned (a stopped instance): another may take it over. */
export const claimTimeoutMs = 2 * 60 * 1000;
const outcomeReads = 5;

/** Why an order cannot be registered yet, checked before anything is claimed or sent. */
function refusalOf(order: OrderRow): string | undefined {
  if (order.deliveryType !== 'CDEK') return shipmentTexts.notCdek;
  if (!order.cdekPvzCode) return shipmentTexts.noPoint;
  if (!order.receiverCredentials?.trim()) return shipmentTexts.noReceiver;
  if (!order.phoneNumber) return shipmentTexts.noPhone;
  if (!order.payed) return shipmentTexts.notPaid;
  return undefined;
}

type Claim =
  | { kind: 'existing'; row: ShipmentRow }
  | { kind: 'claimed'; row: ShipmentRow; previous: ShipmentRow | undefined };

/**
 * Takes the order's one shipment row for this registration: inserted when there is none (the
 * unique index makes a second instance wait, then find it), taken over when cancelled or
 * abandoned. A registration in flight refuses a second one; a registered one is answered as is.
 */
async function claim(db: Database, orderId: string, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(shipments)
      .values({ orderId, state: 'registering', claimedAt: now })
      .onConflictDoNothing()
      .returning();
    if (inserted) return { kind: 'claimed', row: inserted, previous: undefined };
    const [row] = await tx.select().from(shipments).where(eq(shipments.orderId, orderId)).for('update');
    if (!row) throw new Error(`Shipment of order ${orderId} vanished under its lock`);
    if (row.state === 'registered') return { kind: 'existing', row };
    if (row.state === 'registering' && now.getTime() - row.claimedAt.getTime() < claimTimeoutMs) {
      throw conflict(shipmentTexts.inProgress);
    }
    const [taken] = await tx
      .update(shipments)
      .set({ state: 'registering', claimedAt: now, updatedAt: now })
      .where(eq(shipments.id, row.id))
      .returning();
    return { kind: 'claimed', row: taken ?? row, previous: row };
  });
}

/** Gives the claim back as it was: the order is left as before the attempt. */
async function release(db: Database, claimed: ShipmentRow, previous: ShipmentRow | undefined): Promise<void> {
  if (!previous) {
    await db.delete(shipments).where(and(eq(shipments.id, claimed.id), eq(shipments.state, 'registering')));
    return;
  }
  const { id, ...values } = previous;
  await db.update(shipments).set(values).where(eq(shipments.id, id));
}

async function outcomeOf(deps: ShipmentDeps, uuid: string): Promise<CdekOrderInfo> {
  let info = await deps.delivery.gateway.getOrder(uuid);
  for (let read = 1; read < outcomeReads && ['ACCEPTED', 'WAITING'].includes(info.requestState); read += 1) {
    await new Promise((resolve) => setTimeout(resolve, deps.outcomePollMs ?? 500));
    info = await deps.delivery.gateway.getOrder(uuid);
  }
  return info;
}

/**
 * Registers the order's CDEK shipment: our number, the tariff chosen at checkout, the shop's
 * office, the customer's point and receiver, one package of the order's items. CDEK answers
 * asynchronously, so the outcome is read back; a retry after a lost answer finds the order CDEK
 * already has by our number instead of creating another. On success the CDEK number becomes the
 * track number and today the send date; on any failure the order stays as it was.
 */
export async function registerShipment(deps: ShipmentDeps, order: OrderRow): Promise<ShipmentRow> {
  const refused = refusalOf(order);
  if (refused) throw badRequest(refused);
  const claimed = await claim(deps.db, order.id, dateOf(deps.clock));
  if (claimed.kind === 'existing') return claimed.row;
  const { gateway } = deps.delivery;
  try {
    const pointCode = order.cdekPvzCode ?? '';
    const point = await gateway.findPickupPoint(pointCode);
    if (!point) throw badRequest(shipmentTexts.invalidPoint(pointCode));
    const tariffCode =
      order.cdekTariffCode ??
      (
        await chosenTariff(gateway, {
          from: deps.delivery.from,
          pickupPointCode: pointCode,
          weightGrams: checkoutParcelWeightGrams,
          tariffCode: null,
        })
      )?.code;
    if (!tariffCode) throw badRequest(shipmentTexts.tariffRefused);
    const abandoned = claimed.previous?.state === 'registering' ? claimed.previous.cdekUuid : null;
    let info = abandoned ? await gateway.getOrder(abandoned) : await gateway.findOrderByNumber(cdekOrderNumber(order));
    if (!info || info.requestState === 'INVALID') {
      const request = await parcelRequest(deps.db, order, {
        shipmentPoint: deps.delivery.shipmentPoint,
        tariffCode,
        estimate: deps.estimate,
      });
      const { uuid } = await gateway.createOrder(request);
      // Kept at once: an instance stopped from here on leaves the uuid for the next attempt to read.
      await deps.db.update(shipments).set({ cdekUuid: uuid }).where(eq(shipments.id, claimed.row.id));
      info = await outcomeOf(deps, uuid);
    }
    if (info.requestState === 'INVALID') {
      const pointError = info.errors.some((error) => /delivery.?point/i.test(error.message));
      throw pointError ? badRequest(shipmentTexts.invalidPoint(pointCode)) : refusedByCdek(info.errors);
    }
    const uuid = info.uuid;
    const now = dateOf(deps.clock);
    await deps.db.transaction(async (tx) => {
      await tx
        .update(shipments)
        .set({ state: 'registered', cdekUuid: uuid, tariffCode, updatedAt: now })
        .where(eq(shipments.id, claimed.row.id));
      await tx
        .update(orders)
        .set({
          sendDate: sql`coalesce(${orders.sendDate}, ${moscowToday(now)})`,
          updatedAt: now,
          version: sql`${orders.version} + 1`,
        })
        .where(eq(orders.id, order.id));
    });
    return (await applyCdekOrder(deps.db, deps.clock, claimed.row.id, info)) ?? claimed.row;
  } catch (error) {
    await release(deps.db, claimed.row, claimed.previous);
    deps.log.warn({ err: error, orderId: order.id }, 'CDEK shipment registration failed');
    throw shipmentFailure(error);
  }
}
