import type { CdekTariff, CdekTariffReply } from '@stickers62/core/contract';
import { type CdekLocation, type CdekPickupPoint, type DeliveryGateway, deliveryModesToPoint } from './delivery.js';

export class PickupPointNotFoundError extends Error {
  constructor(readonly code: string) {
    super(`CDEK pickup point ${code} not found`);
    this.name = 'PickupPointNotFoundError';
  }
}

/** The tariffs from the shop to one pickup point, cheapest first, with the point's address. */
export async function pickupPointTariffs(
  gateway: DeliveryGateway,
  request: { from: CdekLocation; pickupPointCode: string; weightGrams: number },
): Promise<CdekTariffReply> {
  const code = request.pickupPointCode.trim();
  const point = await gateway.findPickupPoint(code);
  if (!point) throw new PickupPointNotFoundError(code);
  const modes = deliveryModesToPoint(point.type);
  const items = await gateway.tariffList({
    from: request.from,
    toCityCode: point.location.city_code,
    weightGrams: request.weightGrams,
  });
  const tariff: CdekTariff[] = items
    .filter((item) => modes.includes(item.delivery_mode))
    .map((item) => ({ cost: item.delivery_sum, periodMin: item.period_min, periodMax: item.period_max }))
    .sort((a, b) => a.cost - b.cost || a.periodMin - b.periodMin);
  return { tariff, address: pickupPointAddress(point) };
}

export function pickupPointAddress(point: CdekPickupPoint): string {
  const { address_full, city, address } = point.location;
  if (address_full) return address_full;
  return [city, address].filter(Boolean).join(', ');
}
