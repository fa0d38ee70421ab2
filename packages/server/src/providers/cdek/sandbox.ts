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
import { CdekEmulator, CdekShipmentsEmulator, type EmulatedReply, type ParcelWalkOptions } from './emulator.js';
import {
  type CdekOrderInfo,
  type CdekOrderRequest,
  type CdekPrintKind,
  cdekEntityReply,
  cdekOrderReply,
  orderInfoOf,
  type ShipmentGateway,
} from './shipments.js';

const provider = 'cdek-sandbox';

/** The emulator's answer as the real client reads CDEK's: a refusal becomes the same ProviderError. */
function accepted(reply: EmulatedReply): unknown {
  if (reply.status < 200 || reply.status > 299) {
    throw new ProviderError(provider, 'http', `HTTP ${reply.status}`, reply.status, reply.body);
  }
  return reply.body;
}

/**
 * CDEK for local runs: the emulator's fixed cities, pickup points and tariffs, read like CDEK's
 * answers, and its orders, whose parcels walk through their statuses on the shop's clock.
 * Orders live in this process's memory: a restart forgets the sandbox's parcels.
 */
export class SandboxDeliveryGateway implements DeliveryGateway, ShipmentGateway {
  readonly mode = 'sandbox' as const;
  private readonly emulator = new CdekEmulator();
  readonly shipments: CdekShipmentsEmulator;

  constructor(policy: SandboxPolicy, walk: ParcelWalkOptions = {}) {
    assertSandboxAllowed('CDEK', policy);
    this.shipments = new CdekShipmentsEmulator(walk);
  }

  async createOrder(request: CdekOrderRequest): Promise<{ uuid: string }> {
    return { uuid: cdekEntityReply.parse(accepted(this.shipments.createOrder(request))).entity.uuid };
  }

  async getOrder(uuid: string): Promise<CdekOrderInfo> {
    return orderInfoOf(cdekOrderReply.parse(accepted(this.shipments.getOrder(uuid))));
  }

  async findOrderByNumber(number: string): Promise<CdekOrderInfo | undefined> {
    const reply = this.shipments.findOrder(new URLSearchParams({ im_number: number }));
    return reply.status === 200 ? orderInfoOf(cdekOrderReply.parse(reply.body)) : undefined;
  }

  async deleteOrder(uuid: string): Promise<void> {
    accepted(this.shipments.deleteOrder(uuid));
  }

  async printForm(kind: CdekPrintKind, orderUuid: string): Promise<Uint8Array> {
    const print = cdekEntityReply.parse(
      accepted(this.shipments.createPrint(kind, { orders: [{ order_uuid: orderUuid }] })),
    );
    // The emulator makes a form on its first read, as CDEK takes a moment.
    accepted(this.shipments.getPrint(kind, print.entity.uuid, 'sandbox:'));
    accepted(this.shipments.getPrint(kind, print.entity.uuid, 'sandbox:'));
    const bytes = this.shipments.printPdf(kind, print.entity.uuid);
    if (!bytes) throw new ProviderError(provider, 'protocol', 'print form not ready');
    return bytes;
  }

  /** Nothing to subscribe: the sandbox has no network; the shop polls it and moves parcels by hand. */
  async subscribeStatusWebhook(): Promise<void> {}

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
