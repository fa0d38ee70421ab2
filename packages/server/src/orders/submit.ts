import { orderStatuses, type SubmitReply } from '@stickers62/core/contract';
import { isOrderEditable } from '@stickers62/core/rules';
import { checkoutTexts, itemTexts } from '@stickers62/core/texts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { countItems } from '../items/counts.js';
import { enqueueCustomerNotification, enqueueManagerNotification } from '../notifications/outbox.js';
import { appendOrderEvent, orderEventKinds } from '../timeline/index.js';
import { lockOrder, type OrderRow } from './access.js';

/**
 * Sends a checked-out order to the managers: its status moves to "awaiting the manager's check"
 * under the order's row lock; the timeline records it and the customer's and managers'
 * notifications are written in the same transaction (delivered by the outbox's worker).
 */
export async function submitToManager(db: Database, order: OrderRow): Promise<SubmitReply> {
  const row = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const itemCounts = await countItems(tx, locked.id);
    // Sending twice (a retried request) is not an error and does not notify twice.
    if (locked.status === orderStatuses.awaitingManagerCheck) {
      return locked;
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
    // Only the order's owner sends it (orders/routes.ts), so the owner is who acted.
    await appendOrderEvent(tx, {
      orderId: locked.id,
      kind: orderEventKinds.submitted,
      actor: { kind: 'customer', id: locked.ownerId, name: locked.clientName },
      data: { stickers: itemCounts.stickers, acryl: itemCounts.acryl, cost: locked.cost },
    });
    await enqueueCustomerNotification(tx, { orderId: locked.id, template: 'order-received' });
    await enqueueManagerNotification(tx, {
      orderId: locked.id,
      template: 'order-submitted',
      data: { stickersCount: itemCounts.stickers, acrylCount: itemCounts.acryl },
    });
    return updated ?? locked;
  });
  return { orderId: row.id, orderNumber: row.number, status: row.status };
}
