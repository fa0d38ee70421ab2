import { createHash } from 'node:crypto';
import type { CreateOrderReply, CreateOrderRequest } from '@stickers62/core/contract';
import {
  checkoutErrors,
  checkoutProfileUpdate,
  isOrderEditable,
  maxInternationalPhoneDigits,
  normalizePhoneDigits,
} from '@stickers62/core/rules';
import { checkoutTexts, itemTexts } from '@stickers62/core/texts';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../auth/guards.js';
import type { Database, Queryable } from '../db/client.js';
import { orders, users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { blankToNull } from '../http/blank-to-null.js';
import { countItems } from '../items/counts.js';
import type { Delivery } from '../providers/cdek/gateway.js';
import { cartOrderId, loadAccessibleOrder, lockOrder, type OrderRow } from './access.js';
import { deliveryAtCheckout } from './delivery-cost.js';
import { promisedDates } from './promised-dates.js';

/** A repeated identical checkout within this time answers the order it already created. */
const repeatWindowMs = 10 * 60 * 1000;

/** What identifies "the same checkout": every field except the order id, normalised. */
function fingerprintOf(request: CreateOrderRequest): string {
  const fields = [
    request.receiverCredentials,
    request.phoneNumber,
    request.deliveryType,
    request.deliveryAddress,
    request.cdekPvzCode,
    request.postIndex,
  ].map((value) => blankToNull(value ?? null));
  // Only when chosen, so a checkout without a tariff choice keeps the fingerprint it always had.
  if (request.cdekTariffCode != null) fields.push(String(request.cdekTariffCode));
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

async function recentIdenticalCheckout(tx: Queryable, ownerId: number, fingerprint: string) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.ownerId, ownerId),
        eq(orders.checkoutFingerprint, fingerprint),
        gt(orders.checkedOutAt, new Date(Date.now() - repeatWindowMs)),
      ),
    )
    .orderBy(desc(orders.checkedOutAt))
    .limit(1);
  return order;
}

/**
 * Turns the cart (or a draft) into an order: stores receiver, delivery and the delivery cost CDEK
 * gives for the chosen tariff (see delivery-cost.ts), detaches it from
 * being the cart and, when asked, saves the data to the profile, all in one transaction. The
 * order row is locked, so a double click waits for the first call and then answers the same order.
 */
export async function checkOut(
  db: Database,
  user: AuthUser,
  request: CreateOrderRequest,
  delivery: Delivery,
  log: FastifyBaseLogger,
  now: () => Date = () => new Date(),
): Promise<CreateOrderReply> {
  const [problem] = Object.values(checkoutErrors(request));
  if (problem) throw badRequest(problem);
  // Asked before the transaction: no order row stays locked while CDEK answers. The chosen
  // tariff gives both the stored cost and the period the promised dates count from.
  const { cost: deliveryCost, period, tariffCode: cdekTariffCode } = await deliveryAtCheckout(delivery, request, log);
  const fingerprint = fingerprintOf(request);
  const placed = await db.transaction(async (tx) => {
    let order: OrderRow | undefined;
    if (request.id === cartOrderId) {
      const [cart] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.ownerId, user.id), eq(orders.isCart, true)))
        .for('update');
      order = cart ?? (await recentIdenticalCheckout(tx, user.id, fingerprint));
      if (!order) throw badRequest(checkoutTexts.noItems);
    } else {
      order = await lockOrder(tx, (await loadAccessibleOrder(tx, user, request.id)).id);
    }
    if (order.checkedOutAt && order.checkoutFingerprint === fingerprint) return order;
    if (!isOrderEditable(order.status)) throw badRequest(itemTexts.notEditable);
    if ((await countItems(tx, order.id)).total === 0) throw badRequest(checkoutTexts.noItems);

    const receiverCredentials = blankToNull(request.receiverCredentials);
    // Digits only, whatever formatting a client sent (a leading 8 of 11 digits becomes 7).
    const phoneNumber = blankToNull(normalizePhoneDigits(request.phoneNumber ?? '', maxInternationalPhoneDigits));
    const dates = await promisedDates(tx, order.id, { type: request.deliveryType, period }, now());
    const deliveryAddress = blankToNull(request.deliveryAddress);
    const cdekPvzCode = blankToNull(request.cdekPvzCode);
    const postIndex = blankToNull(request.postIndex);
    const [updated] = await tx
      .update(orders)
      .set({
        isCart: false,
        checkedOutAt: new Date(),
        checkoutFingerprint: fingerprint,
        receiverCredentials,
        phoneNumber,
        deliveryType: request.deliveryType,
        deliveryAddress,
        cdekPvzCode,
        cdekTariffCode,
        postIndex,
        deliveryCost,
        cost: sql`${orders.stickersCost} + ${orders.acrylCost} + ${deliveryCost}::numeric`,
        clientName: order.clientName ?? receiverCredentials,
        ...dates,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (request.saveToProfile) {
      await tx
        .update(users)
        .set({
          // Only the chosen type's fields: a pickup must not wipe the saved CDEK point (core's rule).
          ...checkoutProfileUpdate(request.deliveryType, {
            receiptFio: receiverCredentials,
            phoneNumber,
            address: deliveryAddress,
            cdekPvzCode,
            postIndex,
          }),
          updatedAt: new Date(),
        })
        .where(eq(users.id, order.ownerId));
    }
    return updated ?? order;
  });
  return { orderId: placed.id, orderNumber: placed.number };
}
