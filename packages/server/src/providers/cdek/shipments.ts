import { z } from 'zod/mini';

/** `POST /orders` for an online shop's parcel to a pickup point (PROTOCOLS.md section 2). */
export interface CdekOrderRequest {
  type: 1;
  number: string;
  tariff_code: number;
  comment?: string;
  shipment_point: string;
  delivery_point: string;
  recipient: { name: string; phones: Array<{ number: string }>; email?: string };
  packages: Array<{
    number: string;
    weight: number;
    length: number;
    width: number;
    height: number;
    items: Array<{
      name: string;
      ware_key: string;
      payment: { value: number };
      cost: number;
      weight: number;
      amount: number;
    }>;
  }>;
}

/** A status as CDEK lists it, its moment read (CDEK writes `+0300`, without the colon). */
export interface CdekStatus {
  code: string;
  name: string;
  at: Date;
  city: string | null;
}

/** `GET /orders/{uuid}` as the shop uses it. */
export interface CdekOrderInfo {
  uuid: string;
  cdekNumber: string | null;
  /** The creating request's state: ACCEPTED and WAITING are still pending. */
  requestState: string;
  errors: Array<{ code: string; message: string }>;
  /** Oldest first. */
  statuses: CdekStatus[];
}

export type CdekPrintKind = 'barcodes' | 'orders';

/** CDEK as the shipments use it: the real API v2 client or the sandbox's emulator. */
export interface ShipmentGateway {
  createOrder(request: CdekOrderRequest): Promise<{ uuid: string }>;
  getOrder(uuid: string): Promise<CdekOrderInfo>;
  /** `undefined` when CDEK has no live order with our number. */
  findOrderByNumber(number: string): Promise<CdekOrderInfo | undefined>;
  deleteOrder(uuid: string): Promise<void>;
  /** Orders the print form, waits until CDEK has made it, and downloads the PDF. */
  printForm(kind: CdekPrintKind, orderUuid: string): Promise<Uint8Array>;
  /** Subscribes `url` to ORDER_STATUS unless it already is. */
  subscribeStatusWebhook(url: string): Promise<void>;
}

const cdekError = z.object({ code: z.optional(z.string()), message: z.optional(z.string()) });
const cdekRequest = z.object({ state: z.optional(z.string()), errors: z.optional(z.array(cdekError)) });

export const cdekOrderReply = z.object({
  entity: z.object({
    uuid: z.string(),
    cdek_number: z.optional(z.union([z.string(), z.number()])),
    statuses: z.optional(
      z.array(
        z.object({
          code: z.string(),
          name: z.optional(z.string()),
          date_time: z.string(),
          city: z.optional(z.nullable(z.string())),
        }),
      ),
    ),
  }),
  requests: z.optional(z.array(cdekRequest)),
});

export const cdekEntityReply = z.object({ entity: z.object({ uuid: z.string() }) });

export const cdekPrintReply = z.object({
  entity: z.object({
    uuid: z.string(),
    url: z.optional(z.string()),
    statuses: z.optional(z.array(z.object({ code: z.string() }))),
  }),
});

export const cdekWebhookList = z.array(z.object({ uuid: z.string(), type: z.string(), url: z.string() }));

/** `2026-12-03T14:05:00+0300` and ISO's `+03:00` alike. */
export function cdekMomentOf(text: string): Date {
  return new Date(text.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}

export function orderInfoOf(reply: z.infer<typeof cdekOrderReply>): CdekOrderInfo {
  const creating = reply.requests?.[0];
  const statuses = (reply.entity.statuses ?? [])
    .map((status) => ({
      code: status.code,
      name: status.name ?? status.code,
      at: cdekMomentOf(status.date_time),
      city: status.city ?? null,
    }))
    .filter((status) => !Number.isNaN(status.at.getTime()))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    uuid: reply.entity.uuid,
    cdekNumber: reply.entity.cdek_number === undefined ? null : String(reply.entity.cdek_number),
    requestState: creating?.state ?? 'SUCCESSFUL',
    errors: (creating?.errors ?? []).map((error) => ({ code: error.code ?? '', message: error.message ?? '' })),
    statuses,
  };
}

/** CDEK's error entries, from a top-level `errors` or from the entity requests' ones. */
export function cdekErrorsOf(body: unknown): Array<{ code: string; message: string }> {
  const value = body as { errors?: unknown; requests?: Array<{ errors?: unknown }> } | undefined;
  const lists = [value?.errors, ...(value?.requests ?? []).map((request) => request?.errors)];
  return lists.flatMap((list) =>
    Array.isArray(list)
      ? list.map((entry: { code?: unknown; message?: unknown }) => ({
          code: String(entry?.code ?? ''),
          message: String(entry?.message ?? ''),
        }))
      : [],
  );
}
