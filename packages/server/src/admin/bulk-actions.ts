import type { BulkOrderResult, BulkOrderResults, BulkStatusRequest } from '@stickers62/core/contract';
import { bulkStatusRefusal, unknownStatuses } from '@stickers62/core/rules';
import { managerDayTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../auth/guards.js';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema.js';
import { badRequest, HttpError } from '../errors.js';
import type { OrderRow } from '../orders/access.js';
import { registerShipment, type ShipmentDeps } from '../shipments/register.js';
import { updateOrder } from './orders.js';

/** How many orders' CDEK registrations run at once: each waits on CDEK, a few overlap those waits without flooding it. */
const shipmentConcurrency = 4;

/** An order placed for the manager's eyes: checked out, or a draft a manager made (orders/queries.ts `isPlacedOrder`). */
const isPlaced = (row: OrderRow) => !row.isCart || row.insertedBy !== null;

async function readOrder(db: Database, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

const notFoundResult = (orderId: string): BulkOrderResult => ({
  orderId,
  orderNumber: null,
  ok: false,
  reason: managerDayTexts.orderNotFound,
  status: null,
  trackNumber: null,
});

/** The result of one order: what it now is, and why the action left it (a Russian reason) or null when done. */
async function outcome(db: Database, orderId: string, reason: string | null): Promise<BulkOrderResult> {
  const row = await readOrder(db, orderId);
  if (!row) return notFoundResult(orderId);
  return {
    orderId,
    orderNumber: row.number,
    ok: reason === null,
    reason,
    status: row.status,
    trackNumber: row.trackNumber,
  };
}

/**
 * Runs `act` on one order and turns a refusal into its reason. A person's error (HttpError,
 * already Russian) is the reason; anything else is logged and answered with a plain "failed",
 * so one order's fault neither stops the others nor leaks details.
 */
async function settle(
  db: Database,
  log: FastifyBaseLogger,
  orderId: string,
  act: (row: OrderRow) => Promise<unknown>,
): Promise<BulkOrderResult> {
  const row = await readOrder(db, orderId);
  if (!row || !isPlaced(row)) return row ? outcome(db, orderId, managerDayTexts.notAnOrder) : notFoundResult(orderId);
  try {
    await act(row);
    return outcome(db, orderId, null);
  } catch (error) {
    if (error instanceof HttpError) return outcome(db, orderId, error.message);
    log.error({ err: error, orderId }, 'bulk action failed for an order');
    return outcome(db, orderId, managerDayTexts.failed);
  }
}

/** Each order once, in the order first asked. */
const distinct = (orderIds: readonly string[]) => [...new Set(orderIds)];

/**
 * `POST /api/web/admin/orders/bulk/status`: one status for several orders, each through the edit
 * dialog's save (its own transaction and row lock, timeline, customer notification, payment
 * links closed when the order stops being payable) and refused per order by core's
 * `bulkStatusRefusal`, judged under the lock. A status no order can have refuses the request.
 */
export async function changeStatuses(
  db: Database,
  log: FastifyBaseLogger,
  staff: AuthUser,
  { orderIds, status }: BulkStatusRequest,
  now: Date,
): Promise<BulkOrderResults> {
  const wanted = status.trim();
  if (unknownStatuses([wanted]).length > 0) throw badRequest(managerDayTexts.unknownStatuses(wanted));
  const results: BulkOrderResult[] = [];
  for (const orderId of distinct(orderIds)) {
    results.push(
      await settle(db, log, orderId, (row) =>
        updateOrder(
          db,
          staff,
          row,
          orderId,
          { status: wanted },
          {
            refusal: (locked) => bulkStatusRefusal({ ...locked, placed: isPlaced(locked) }, wanted),
            now,
          },
        ),
      ),
    );
  }
  return { results };
}

/**
 * `POST /api/web/admin/orders/bulk/shipments`: registers the CDEK shipment of each order through
 * the one registration (shipments/register.ts: refusals before anything is sent, one shipment
 * row per order claimed first, so a second click or instance makes no second parcel), a few at
 * a time; the results keep the order asked.
 */
export async function registerShipments(deps: ShipmentDeps, orderIds: readonly string[]): Promise<BulkOrderResults> {
  const ids = distinct(orderIds);
  const results: BulkOrderResult[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const orderId = ids[index] as string;
      results[index] = await settle(deps.db, deps.log, orderId, (row) => registerShipment(deps, row));
    }
  };
  await Promise.all(Array.from({ length: Math.min(shipmentConcurrency, ids.length) }, worker));
  return { results };
}
