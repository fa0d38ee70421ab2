import { estimateParcel, type ParcelEstimateSettings, type ParcelItem } from '@stickers62/core/rules';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { acrylItems, stickerItems } from '../db/schema.js';
import type { OrderRow } from '../orders/access.js';
import type { CdekOrderRequest } from '../providers/cdek/shipments.js';

/** Our order number as CDEK keeps it (`number`, found again with `GET /orders?im_number=`). */
export const cdekOrderNumber = (order: Pick<OrderRow, 'number'>) => `S62-${order.number}`;

/**
 * `POST /orders` for a paid order to its pickup point: an online shop's parcel (prepaid, nothing
 * to collect), one package holding the order's items with the estimated weight and size.
 */
export async function parcelRequest(
  db: Queryable,
  order: OrderRow,
  options: { shipmentPoint: string; tariffCode: number; estimate?: ParcelEstimateSettings },
): Promise<CdekOrderRequest> {
  const [stickers, acryl] = await Promise.all([
    db.select().from(stickerItems).where(eq(stickerItems.orderId, order.id)).orderBy(asc(stickerItems.id)),
    db.select().from(acrylItems).where(eq(acrylItems.orderId, order.id)).orderBy(asc(acrylItems.id)),
  ]);
  const rows = [
    ...stickers.map((row) => ({ row, kind: 'sticker' as const })),
    ...acryl.map((row) => ({ row, kind: 'acryl' as const })),
  ].filter(({ row }) => row.count > 0);
  const items: ParcelItem[] = rows.map(({ row, kind }) => ({
    kind,
    width: row.width,
    height: row.height,
    count: row.count,
  }));
  const estimate = estimateParcel(items, options.estimate);
  return {
    type: 1,
    number: cdekOrderNumber(order),
    tariff_code: options.tariffCode,
    shipment_point: options.shipmentPoint,
    delivery_point: order.cdekPvzCode ?? '',
    recipient: {
      name: order.receiverCredentials ?? '',
      phones: [{ number: `+${order.phoneNumber ?? ''}` }],
    },
    packages: [
      {
        number: '1',
        weight: estimate.weight,
        length: estimate.length,
        width: estimate.width,
        height: estimate.height,
        items: rows.map(({ row, kind }, index) => ({
          name: row.name,
          ware_key: `${kind}-${row.id}`,
          payment: { value: 0 },
          // Declared value of one unit, in rubles.
          cost: Math.round((row.cost / row.count) * 100) / 100,
          weight: estimate.itemGrams[index] ?? 1,
          amount: row.count,
        })),
      },
    ],
  };
}
