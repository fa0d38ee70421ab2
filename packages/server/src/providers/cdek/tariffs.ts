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
    .map((item) => ({
      cost: item.delivery_sum,
      periodMin: item.period_min,
      periodMax: item.period_max,
      code: item.tariff_code,
      ...(item.tariff_name ? { name: item.tariff_name } : {}),
    }))
    .sort((a, b) => a.cost - b.cost || a.periodMin - b.periodMin);
  return { tariff, address: pickupPointAddress(point) };
}

export function pickupPointAddress(point: CdekPickupPoint): string {
  const { address_full, city, address } = point.location;
  if (address_full) return address_full;
  return [city, address].filter(Boolean).join(', ');
}

export class TariffNotOfferedError extends Error {
  constructor(readonly tariffCode: number) {
    super(`CDEK tariff ${tariffCode} is not offered to this point`);
    this.name = 'TariffNotOfferedError';
  }
}

/**
 * The delivery cost of an order, asked of CDEK at the moment of checkout: the chosen tariff
 * (or the cheapest, which the checkout preselects) to the chosen point. The client's own idea
 * of the cost is never used; a tariff CDEK no longer offers is refused, not guessed.
 */
export async function chosenTariff(
  gateway: DeliveryGateway,
  request: { from: CdekLocation; pickupPointCode: string; weightGrams: number; tariffCode: number | null },
): Promise<CdekTariff | undefined> {
  const { tariff } = await pickupPointTariffs(gateway, request);
  if (request.tariffCode === null) return tariff[0];
  const chosen = tariff.find((item) => item.code === request.tariffCode);
  if (!chosen) throw new TariffNotOfferedError(request.tariffCode);
  return chosen;
}
