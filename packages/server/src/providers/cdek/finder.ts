import type { CdekCity, CdekPoint } from '@stickers62/core/contract';
import type { CdekPickupPoint, DeliveryGateway } from './delivery.js';

/** Points of a city change rarely and a big city has hundreds: kept this long per city (PROTOCOLS.md). */
export const cityPointsCacheMs = 10 * 60 * 1000;
/** Cities kept at once; the oldest goes first. */
const cachedCitiesLimit = 200;

/** «Рязань, Рязанская обл., Россия» → «Рязань». */
function cityName(fullName: string): string {
  return fullName.split(',')[0]?.trim() || fullName;
}

function toPoint(point: CdekPickupPoint): CdekPoint | undefined {
  if (point.type !== 'PVZ' && point.type !== 'POSTAMAT') return undefined;
  const { address, address_full, city } = point.location;
  const street = address ?? address_full ?? '';
  if (street === '') return undefined;
  return {
    code: point.code,
    type: point.type,
    address: street,
    addressFull: address_full ?? [city, street].filter(Boolean).join(', '),
    workTime: point.work_time ?? '',
  };
}

/** The checkout's pickup-point finder over CDEK: city suggestions, then the points of one city. */
export class PickupPointFinder {
  private readonly cityPoints = new Map<number, { points: CdekPoint[]; until: number }>();

  constructor(
    private readonly gateway: DeliveryGateway,
    private readonly now: () => number = Date.now,
  ) {}

  async cities(name: string): Promise<CdekCity[]> {
    const suggestions = await this.gateway.suggestCities(name);
    return suggestions.map((city) => ({ code: city.code, city: cityName(city.full_name), fullName: city.full_name }));
  }

  async points(cityCode: number): Promise<CdekPoint[]> {
    const cached = this.cityPoints.get(cityCode);
    if (cached && this.now() < cached.until) return cached.points;
    const points = (await this.gateway.cityPickupPoints(cityCode))
      .map(toPoint)
      .filter((point): point is CdekPoint => point !== undefined);
    this.cityPoints.delete(cityCode);
    this.cityPoints.set(cityCode, { points, until: this.now() + cityPointsCacheMs });
    if (this.cityPoints.size > cachedCitiesLimit) {
      const oldest = this.cityPoints.keys().next().value;
      if (oldest !== undefined) this.cityPoints.delete(oldest);
    }
    return points;
  }
}
