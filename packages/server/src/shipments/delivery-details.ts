import type { AcceptedOrderUpdate, AdminOrder } from '@stickers62/core/contract';
import { isCheckoutPhoneValid, maxInternationalPhoneDigits, normalizePhoneDigits } from '@stickers62/core/rules';
import { checkoutTexts, shipmentTexts } from '@stickers62/core/texts';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { shipments } from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';
import type { OrderRow } from '../orders/access.js';
import type { Delivery } from '../providers/cdek/gateway.js';
import { ProviderError } from '../providers/http.js';
import { shipmentFailure } from './errors.js';

/** The receiver and where the parcel goes, as the edit dialog shows them. */
export function deliveryDetailsOf(
  row: OrderRow,
): Pick<AdminOrder, 'receiverCredentials' | 'phoneNumber' | 'cdekPvzCode' | 'postIndex' | 'cdekTariffCode'> {
  return {
    receiverCredentials: row.receiverCredentials,
    phoneNumber: row.phoneNumber,
    cdekPvzCode: row.cdekPvzCode,
    postIndex: row.postIndex,
    cdekTariffCode: row.cdekTariffCode,
  };
}

const blank = (value: string | null | undefined) => value === null || value === undefined || value.trim() === '';

/**
 * Checks the dialog's delivery fields before anything is locked: a phone of 2–15 digits, a post
 * index of 6 digits, a CDEK point CDEK knows (asked of CDEK now, as at checkout).
 */
export async function checkDeliveryDetails(
  update: AcceptedOrderUpdate,
  stored: OrderRow,
  delivery: Delivery | undefined,
): Promise<void> {
  if (!blank(update.phoneNumber) && !isCheckoutPhoneValid(update.phoneNumber ?? '')) {
    throw badRequest(checkoutTexts.phoneInvalid);
  }
  if (!blank(update.postIndex) && !/^\d{6}$/.test(update.postIndex?.trim() ?? '')) {
    throw badRequest(shipmentTexts.postIndexInvalid);
  }
  const point = update.cdekPvzCode?.trim();
  if (!delivery || !point || point === stored.cdekPvzCode) return;
  try {
    if (!(await delivery.gateway.findPickupPoint(point))) throw badRequest(shipmentTexts.invalidPoint(point));
  } catch (error) {
    throw error instanceof ProviderError ? shipmentFailure(error) : error;
  }
}

/**
 * The delivery columns a save writes, under the order's lock: absent keeps, null or blank
 * clears. A new CDEK point drops the checkout's tariff (it was priced to the old point) and is
 * refused while a registered shipment goes to the old one.
 */
export async function deliveryDetailsAfterUpdate(tx: Queryable, locked: OrderRow, update: AcceptedOrderUpdate) {
  const text = (sent: string | null | undefined, stored: string | null) =>
    sent === undefined ? stored : blank(sent) ? null : (sent as string).trim();
  const cdekPvzCode = text(update.cdekPvzCode, locked.cdekPvzCode);
  const pointChanged = cdekPvzCode !== locked.cdekPvzCode;
  if (pointChanged) {
    const [registered] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(and(eq(shipments.orderId, locked.id), eq(shipments.state, 'registered')));
    if (registered) throw conflict(shipmentTexts.pointLockedByShipment);
  }
  const phone = text(update.phoneNumber, locked.phoneNumber);
  return {
    receiverCredentials: text(update.receiverCredentials, locked.receiverCredentials),
    phoneNumber: phone === null ? null : normalizePhoneDigits(phone, maxInternationalPhoneDigits) || null,
    cdekPvzCode,
    cdekTariffCode: pointChanged ? null : locked.cdekTariffCode,
    postIndex: text(update.postIndex, locked.postIndex),
    trackNumber: text(update.trackNumber, locked.trackNumber),
    ...(update.sendDate !== undefined ? { sendDate: update.sendDate } : {}),
  };
}
