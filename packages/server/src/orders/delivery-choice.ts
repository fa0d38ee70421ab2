import type { OrderDeliveryReply, OrderDeliveryRequest } from '@stickers62/core/contract';
import {
  checkoutErrors,
  isDeliveryChoiceOpen,
  maxInternationalPhoneDigits,
  normalizePhoneDigits,
} from '@stickers62/core/rules';
import { orderDeliveryTexts } from '@stickers62/core/texts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../auth/guards.js';
import type { Database } from '../db/client.js';
import { orders } from '../db/schema.js';
import { badRequest, forbidden } from '../errors.js';
import { blankToNull } from '../http/blank-to-null.js';
import { countItems } from '../items/counts.js';
import type { Delivery } from '../providers/cdek/gateway.js';
import { lockOrder, type OrderRow } from './access.js';
import { deliveryAtCheckout } from './delivery-cost.js';
import { promisedDates } from './promised-dates.js';

/** Why the delivery of this order cannot be chosen now, `null` when it can (core `isDeliveryChoiceOpen`). */
function refusalOf(order: OrderRow): string | null {
  if (isDeliveryChoiceOpen(order)) return null;
  if (order.payed) return orderDeliveryTexts.paid;
  if ((order.deliveryType ?? '').trim() !== '') return orderDeliveryTexts.alreadyChosen;
  return orderDeliveryTexts.closed;
}

/**
 * The order-link page's delivery choice: the order's own customer (an access-key session is one)
 * chooses the delivery a manager left open. Checked by the checkout's rules and priced as the
 * checkout prices it (the chosen tariff asked of CDEK again, never a cost from the client), then
 * the delivery, its cost, the new total and the promised dates are stored under the row lock.
 */
export async function chooseOrderDelivery(
  db: Database,
  user: AuthUser,
  order: OrderRow,
  request: OrderDeliveryRequest,
  delivery: Delivery,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Promise<OrderDeliveryReply> {
  // A manager changes the delivery in the edit dialog; here only the customer chooses it.
  if (order.ownerId !== user.id) throw forbidden(orderDeliveryTexts.customerOnly);
  const refused = refusalOf(order);
  if (refused) throw badRequest(refused);
  const [problem] = Object.values(checkoutErrors(request));
  if (problem) throw badRequest(problem);
  // Asked before the transaction, as at checkout: no order row stays locked while CDEK answers.
  const { cost: deliveryCost, period, tariffCode } = await deliveryAtCheckout(delivery, request, log);
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const refusedNow = refusalOf(locked);
    if (refusedNow) throw badRequest(refusedNow);
    if ((await countItems(tx, locked.id)).total === 0) throw badRequest(orderDeliveryTexts.noItems);
    const isRussianPost = request.deliveryType === 'RussianPost';
    const receiverCredentials = blankToNull(request.receiverCredentials);
    // A date the manager fixed stays; otherwise the promise counts from the chosen tariff.
    const dates = locked.isFixedDate
      ? { approximalSendDate: locked.approximalSendDate, approximalDeliveryDate: locked.approximalDeliveryDate }
      : await promisedDates(tx, locked.id, { type: request.deliveryType, period }, now());
    const [updated] = await tx
      .update(orders)
      .set({
        receiverCredentials,
        phoneNumber: blankToNull(normalizePhoneDigits(request.phoneNumber ?? '', maxInternationalPhoneDigits)),
        deliveryType: request.deliveryType,
        deliveryAddress: isRussianPost ? blankToNull(request.deliveryAddress ?? null) : null,
        cdekPvzCode: request.deliveryType === 'CDEK' ? blankToNull(request.cdekPvzCode ?? null) : null,
        postIndex: isRussianPost ? blankToNull(request.postIndex ?? null) : null,
        cdekTariffCode: request.deliveryType === 'CDEK' ? tariffCode : null,
        deliveryCost,
        cost: sql`${orders.stickersCost} + ${orders.acrylCost} + ${deliveryCost}::numeric`,
        clientName: locked.clientName ?? receiverCredentials,
        ...dates,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, locked.id))
      .returning();
    if (!updated) throw new Error(`Order ${locked.id} vanished under its lock`);
    return {
      deliveryType: request.deliveryType,
      deliveryCost: updated.deliveryCost,
      cost: updated.cost,
      approximalSendDate: updated.approximalSendDate,
      approximalDeliveryDate: updated.approximalDeliveryDate,
    };
  });
}
