import { parcelAnswer } from '../contract/compiled/index.js';
import { buildPath, routes } from '../contract/routes.js';
import { type AdminShipment, adminShipment, type Parcel } from '../contract/shipments.js';
import { callBlob, callJson } from './call.js';
import type { ApiClient } from './client.js';
import { parcelFailure, shipmentFailure } from './errors.js';

/** `GET /api/web/orders/{id}/parcel`: send date, track with its link, the parcel's statuses newest first. */
export function getParcel(client: ApiClient, orderId: string): Promise<Parcel> {
  const request = { method: 'GET', path: buildPath(routes.orderParcel.path, { id: orderId }) } as const;
  return callJson(client, request, parcelAnswer, parcelFailure);
}

type ShipmentAction = 'read' | 'register' | 'cancel' | 'advance';
const actions = {
  read: routes.orderShipment,
  register: routes.registerShipment,
  cancel: routes.cancelShipment,
  advance: routes.advanceSandboxShipment,
} as const;

/** The order's CDEK shipment: read it, register it, cancel it, or (sandbox) move its parcel on. */
export function shipmentCall(client: ApiClient, orderId: string, action: ShipmentAction): Promise<AdminShipment> {
  const route = actions[action];
  const request = { method: route.method, path: buildPath(route.path, { id: orderId }) } as const;
  return callJson(client, request, adminShipment, shipmentFailure);
}

/** The shipment's label or waybill PDF as CDEK made it. */
export function getShipmentPdf(client: ApiClient, orderId: string, form: 'label' | 'waybill'): Promise<Blob> {
  const route = form === 'label' ? routes.shipmentLabel : routes.shipmentWaybill;
  return callBlob(client, { method: 'GET', path: buildPath(route.path, { id: orderId }) }, shipmentFailure);
}
