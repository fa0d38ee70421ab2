import { randomUUID } from 'node:crypto';
import {
  type AcceptedOrderUpdate,
  type AdminOrder,
  type CreateForClientReply,
  type CreateForClientRequest,
  orderStatuses,
} from '@stickers62/core/contract';
import { canPayOrder, deliveryCostAfterUpdate, moscowToday, vkLinkError } from '@stickers62/core/rules';
import { adminTexts, serverTexts } from '@stickers62/core/texts';
import { eq, sql } from 'drizzle-orm';
import { issueAccessKey } from '../auth/access-keys.js';
import type { AuthUser } from '../auth/guards.js';
import { staffDisplayName } from '../auth/users.js';
import type { Database } from '../db/client.js';
import { orders, users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { ensureClosingDocuments } from '../invoices/closing-documents.js';
import { reopenPaidInvoice } from '../invoices/invoices.js';
import { enqueueCustomerNotification } from '../notifications/outbox.js';
import { statusNotification } from '../notifications/status-notifications.js';
import { lockOrder, type OrderRow } from '../orders/access.js';
import { generalAcrylFilePreflight, loadOrderItems } from '../orders/serialize.js';
import { adminPaymentsOf } from '../payments/payment-history.js';
import { closeOpenPayments } from '../payments/repository.js';
import type { Delivery } from '../providers/cdek/gateway.js';
import { checkDeliveryDetails, deliveryDetailsAfterUpdate, deliveryDetailsOf } from '../shipments/delivery-details.js';
import { actorOf, appendOrderEvents, fieldChanges } from '../timeline/index.js';
import { customerVisibleFieldNames } from '../timeline/kinds.js';

/** `GET /api/web/admin/orders/{id}`: the edit dialog's order. */
export async function toAdminOrder(db: Database, row: OrderRow): Promise<AdminOrder> {
  const [owner] = await db
    .select({ name: users.name, username: users.username, vkLink: users.vkLink })
    .from(users)
    .where(eq(users.id, row.ownerId));
  return {
    id: row.id,
    number: row.number,
    clientName: row.clientName ?? owner?.name ?? owner?.username ?? null,
    status: row.status,
    manager: row.manager,
    createDate: row.createdAt.toISOString(),
    sendDate: row.sendDate,
    trackNumber: row.trackNumber,
    cost: row.cost,
    deliveryCost: row.deliveryCost,
    vkUrl: row.vkUrl ?? owner?.vkLink ?? null,
    comment: row.comment,
    deliveryType: row.deliveryType,
    deliveryAddress: row.deliveryAddress,
    approximalDeliveryDate: row.approximalDeliveryDate,
    approximalSendDate: row.approximalSendDate,
    payed: row.payed,
    isUrgent: row.isUrgent,
    isFixedDate: row.isFixedDate,
    colorProofStatus: row.colorProofStatus,
    acrylFileName: row.acrylFileName,
    ...generalAcrylFilePreflight(row),
    payments: await adminPaymentsOf(db, row.id),
    ...deliveryDetailsOf(row),
    ...(await loadOrderItems(db, row.id)),
  };
}

/** The order's fields whose changes the timeline keeps: what the customer sees, and the internal ones. */
const timelineFields = [
  ...customerVisibleFieldNames,
  'comment',
  'manager',
  'payed',
  'isUrgent',
  'isFixedDate',
  'colorProofStatus',
] as const satisfies readonly (keyof OrderRow)[];

/** A field of an update body: absent keeps the stored value, `null` clears it. */
const keepWhenAbsent = <Value>(sent: Value | undefined, stored: Value): Value => (sent === undefined ? stored : sent);

/** What else an order update takes besides the body. */
export interface OrderUpdateOptions {
  /** CDEK, to check a new pickup point. */
  delivery?: Delivery;
  /** A bulk action's own rule, judged on the order as locked: a reason refuses the change with a 400, the order untouched. */
  refusal?: (locked: OrderRow) => string | null;
  /** The app's clock: when it is paid, and the Moscow day a shipped order is sent on. */
  now?: Date;
}

/**
 * The edit dialog's save: the manager's changes to an order, under its row lock. A field the
 * body leaves out stays as stored.
 */
export async function updateOrder(
  db: Database,
  staff: AuthUser,
  order: OrderRow,
  orderId: string,
  update: AcceptedOrderUpdate,
  { delivery, refusal, now = new Date() }: OrderUpdateOptions = {},
): Promise<AdminOrder> {
  if (update.id !== undefined && update.id !== orderId) throw badRequest(serverTexts.badField('id'));
  // CDEK is asked about a new point before the order is locked.
  await checkDeliveryDetails(update, order, delivery);
  const updated = await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    const refused = refusal?.(locked);
    if (refused) throw badRequest(refused);
    const status = update.status?.trim() || locked.status;
    const payed = update.isPayed ?? locked.payed;
    const becomesPaid = payed && !locked.payed;
    // Judged on the order as stored: a manager who pays and re-prices in one save re-prices first.
    const delivery = deliveryCostAfterUpdate(locked, update);
    if (!delivery.ok) throw badRequest(adminTexts.deliveryCostPaid);
    const [row] = await tx
      .update(orders)
      .set({
        comment: keepWhenAbsent(update.comment, locked.comment),
        deliveryType: keepWhenAbsent(update.deliveryType, locked.deliveryType),
        deliveryAddress: keepWhenAbsent(update.deliveryAddress, locked.deliveryAddress),
        approximalDeliveryDate: keepWhenAbsent(update.approximalDeliveryDate, locked.approximalDeliveryDate),
        approximalSendDate: keepWhenAbsent(update.approximalSendDate, locked.approximalSendDate),
        // The cost moves by the delivery only when it changes: a save that leaves it keeps the cost as is.
        ...(delivery.deliveryCost === locked.deliveryCost
          ? {}
          : {
              deliveryCost: delivery.deliveryCost,
              cost: sql`${orders.cost} - ${orders.deliveryCost} + ${delivery.deliveryCost}::numeric`,
            }),
        payed,
        isUrgent: update.isUrgent ?? locked.isUrgent,
        isFixedDate: update.isFixedDate ?? locked.isFixedDate,
        colorProofStatus: keepWhenAbsent(update.colorProofStatus, locked.colorProofStatus),
        paidAt: payed ? (becomesPaid ? now : locked.paidAt) : null,
        status,
        // Shipping without a recorded date means "today".
        sendDate: status === orderStatuses.shipped && !locked.sendDate ? moscowToday(now) : locked.sendDate,
        // Receiver, point, index, track number and a sent send date (which overrides the line above).
        ...(await deliveryDetailsAfterUpdate(tx, locked, update)),
        // The first manager to work on an order becomes its manager, by a name a customer may see.
        manager: locked.manager ?? staffDisplayName(staff),
        // An order a manager moves on is no longer anybody's cart.
        isCart: status === orderStatuses.created ? locked.isCart : false,
        updatedAt: new Date(),
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, locked.id))
      .returning();
    // A change that stops the order being payable (a cancellation, a status that waits) closes
    // its open links: paid anyway, such a payment is refunded (payments/settlement.ts).
    if (row && canPayOrder(locked) && !canPayOrder(row)) await closeOpenPayments(tx, locked.id);
    if (row) {
      // One timeline event per changed field, with its old and new value, in the same transaction.
      await appendOrderEvents(tx, fieldChanges(locked.id, actorOf(staff), locked, row, timelineFields));
      // Issue 34: «не оплачен» on an order paid by invoice opens the invoice again and flags its bank
      // payment; a shipped paid order gets its closing documents (both no-ops for other orders).
      if (locked.payed && !row.payed) await reopenPaidInvoice(tx, locked.id, new Date(), actorOf(staff));
      if (row.payed && row.status === orderStatuses.shipped) await ensureClosingDocuments(tx, locked.id, new Date());
      const template = statusNotification(locked.status, row.status);
      if (template)
        await enqueueCustomerNotification(tx, {
          orderId: locked.id,
          template,
          data: { trackNumber: row.trackNumber ?? undefined },
        });
    }
    return row ?? locked;
  });
  return toAdminOrder(db, updated);
}

/**
 * A draft order for a client who has no account: a temporary user owns it as their cart, and
 * the access link signs them in to it.
 */
export async function createOrderForClient(
  db: Database,
  publicUrl: string,
  staff: AuthUser,
  body: CreateForClientRequest,
  now: number = Date.now(),
): Promise<CreateForClientReply> {
  const clientName = body.clientName.trim();
  if (clientName === '') throw badRequest(serverTexts.badField('clientName'));
  const vkLink = body.vkLink?.trim() || null;
  const vkLinkProblem = vkLinkError(vkLink);
  if (vkLinkProblem) throw badRequest(vkLinkProblem);
  const created = await db.transaction(async (tx) => {
    const [client] = await tx
      .insert(users)
      .values({ name: clientName, vkLink, isTemporary: true, role: 'customer' })
      .returning({ id: users.id });
    if (!client) throw new Error('Temporary user insert returned nothing');
    // The draft is the client's cart: the access link opens it like any cart.
    const [order] = await tx
      .insert(orders)
      .values({
        id: randomUUID(),
        ownerId: client.id,
        status: orderStatuses.created,
        isCart: true,
        clientName,
        comment: body.comment?.trim() || null,
        vkUrl: vkLink,
        insertedBy: staff.username ?? staff.name,
        manager: staffDisplayName(staff),
      })
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new Error('Order insert returned nothing');
    const key = await issueAccessKey(tx, client.id, order.id, now);
    return { order, key };
  });
  return {
    orderId: created.order.id,
    orderNumber: created.order.number,
    accessLink: `${publicUrl}/?access_key=${encodeURIComponent(created.key.key)}`,
    orderLink: `${publicUrl}/order/${created.order.id}/payment?access_key=${encodeURIComponent(created.key.key)}`,
    expiresAt: created.key.expiresAt.toISOString(),
  };
}
