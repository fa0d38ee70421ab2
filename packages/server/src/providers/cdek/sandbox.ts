import { ProviderError } from '../http.js';
import { assertSandboxAllowed, type SandboxPolicy } from '../sandbox-guard.js';
import {
  type CdekCitySuggestion,
  type CdekPickupPoint,
  type CdekTariffListItem,
  cdekCitySuggestions,
  cdekPickupPoints,
  cdekTariffListReply,
  type DeliveryGateway,
  type TariffListQuery,
} from './delivery.js';
import { CdekEmulator } from './emulator.js';

/** CDEK for local runs: the emulator's fixed cities, pickup points and tariffs, read like CDEK's answers. */
export class SandboxDeliveryGateway implements DeliveryGateway {
  readonly mode = 'sandbox' as const;
  private readonly emulator = new CdekEmulator();

  constructor(policy: SandboxPolicy) {
    assertSandboxAllowed('CDEK', policy);
  }

  async findPickupPoint(code: string): Promise<CdekPickupPoint | undefined> {
    const reply = this.emulator.deliveryPoints(new URLSearchParams({ code }));
    return cdekPickupPoints.parse(reply.body).find((point) => point.code === code);
  }

  async suggestCities(name: string): Promise<CdekCitySuggestion[]> {
    const reply = this.emulator.suggestCities(new URLSearchParams({ name, country_code: 'RU' }));
    if (reply.status !== 200)
      throw new ProviderError('cdek-sandbox', 'http', `HTTP ${reply.status}`, reply.status, reply.body);
    return cdekCitySuggestions.parse(reply.body);
  }

  async cityPickupPoints(cityCode: number): Promise<CdekPickupPoint[]> {
    const reply = this.emulator.deliveryPoints(new URLSearchParams({ city_code: String(cityCode), type: 'ALL' }));
    return cdekPickupPoints.parse(reply.body);
  }

  async tariffList(query: TariffListQuery): Promise<CdekTariffListItem[]> {
    const reply = this.emulator.tariffList({
      type: 1,
      currency: 1,
      from_location: query.from,
      to_location: { code: query.toCityCode },
      packages: [{ weight: query.weightGrams }],
    });
    if (reply.status !== 200)
      throw new ProviderError('cdek-sandbox', 'http', `HTTP ${reply.status}`, reply.status, reply.body);
    return cdekTariffListReply.parse(reply.body).tariff_codes ?? [];
  }
}
