import { z } from 'zod/mini';
import { isoDateTime, nullableText } from './primitives.js';

/** One status of a parcel at its carrier: CDEK's code, our title, the city and the moment. */
export const parcelStatus = z.object({
  code: z.string(),
  title: z.string(),
  city: nullableText,
  at: isoDateTime,
});
export type ParcelStatus = z.infer<typeof parcelStatus>;

/**
 * `GET /api/web/orders/{id}/parcel` (beyond the spec): what the customer follows once the order
 * is sent: send date, track number with the carrier's tracking page, the latest status and the
 * history, newest first.
 */
export const parcel = z.object({
  deliveryType: nullableText,
  sendDate: nullableText,
  trackNumber: nullableText,
  trackUrl: nullableText,
  status: z.nullable(parcelStatus),
  history: z.array(parcelStatus),
});
export type Parcel = z.infer<typeof parcel>;

export const shipmentStates = ['none', 'registering', 'registered', 'cancelled'] as const;

/** `GET|POST|DELETE /api/web/admin/orders/{id}/shipment` (beyond the spec): the order's CDEK shipment. */
export const adminShipment = z.object({
  state: z.enum(shipmentStates),
  cdekNumber: nullableText,
  tariffCode: z.nullable(/*#__PURE__*/ z.int()),
  status: z.nullable(parcelStatus),
  /** CDEK still allows deleting the order (it has not taken the parcel). */
  canCancel: z.boolean(),
  /** The shop runs CDEK's sandbox, which can move a parcel on by hand. */
  sandbox: z.boolean(),
});
export type AdminShipment = z.infer<typeof adminShipment>;
