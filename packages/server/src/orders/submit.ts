import { orderStatuses, type SubmitReply } from '@stickers62/core/contract';
import { isOrderEditable } from '@stickers62/core/rules';
import { checkoutTexts, itemTexts } from '@stickers62/core/texts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { countItems } from '../items/counts.js';
import type { Notifier } from '../notifier.js';
import { lockOrder, type OrderRow } from './access.js';

/**
 * Sends a checked-out order to the managers: its status moves to "awaiting the manager's check"
 * under the order's row lock, then the managers are told (a failed notice does not undo it).
 */
export async function submitToManager(
  db: Database,
  notifier: Notifier,
  log: FastifyBaseLogger,
  order: OrderRow,
): Promise<SubmitReply> {
  const { submitted, counts, row } = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const itemCounts = await countItems(tx, locked.id);
    // Sending twice (a retried request) is not an error and does not notify twice.
    if (locked.status === orderStatuses.awaitingManagerCheck) {
      return { submitted: false, counts: itemCounts, row: locked };
    }
    if (!isOrderEditable(locked.status)) throw badRequest(itemTexts.notEditable);
    if (locked.isCart || !locked.checkedOutAt) throw badRequest(checkoutTexts.notCheckedOut);
    if (itemCounts.total === 0) throw badRequest(checkoutTexts.noItems);
    const [updated] = await tx
      .update(orders)
      .set({
        status: orderStatuses.awaitingManagerCheck,
        confirmedAt: new Date(),
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, locked.id))
      .returning();
    return { submitted: true, counts: itemCounts, row: updated ?? locked };
  });
  if (submitted) {
    notifier
      .orderSubmitted({
        orderId: row.id,
        orderNumber: row.number,
        clientName: row.clientName,
        cost: row.cost,
        stickersCount: counts.stickers,
        acrylCount: counts.acryl,
      })
      .catch((error: unknown) => log.error({ err: error }, 'manager notification failed'));
  }
  return { orderId: row.id, orderNumber: row.number, status: row.status };
}
