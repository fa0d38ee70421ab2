import type { Clock } from '../../clock.js';
import type { AppConfig } from '../../config.js';
import { type ProvidersConfig, sandboxProvidersConfig } from '../config.js';
import { CdekClient } from './client.js';
import type { CdekLocation, DeliveryGateway } from './delivery.js';
import { SandboxDeliveryGateway } from './sandbox.js';
import type { ShipmentGateway } from './shipments.js';

/** CDEK as the whole server uses it: the checkout's finder and tariff routes, and the order's delivery cost. */
export interface Delivery {
  gateway: DeliveryGateway & ShipmentGateway;
  /** Where the shop hands parcels in. */
  from: CdekLocation;
  /** The CDEK office the shop hands parcels in at (`shipment_point` of a registered order). */
  shipmentPoint: string;
  /** The sandbox's emulator, which moves a parcel on by hand; absent with the real CDEK. */
  sandbox?: SandboxDeliveryGateway;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set at start-up (app.ts), before any route: checkout prices delivery with the same CDEK the routes ask. */
    delivery: Delivery;
  }
}

/** The real CDEK API v2 client when credentials are configured, the sandbox otherwise (refused in production unless allowed). */
export function deliveryFor(config: AppConfig, clock?: Clock): Delivery {
  const providers: ProvidersConfig = config.providers ?? sandboxProvidersConfig();
  const shipmentPoint = providers.cdekShipmentPoint;
  if (providers.cdek) {
    const gateway = new CdekClient({
      ...providers.cdek,
      timeoutMs: providers.timeoutMs,
      printPollMs: providers.cdekPrintPollMs,
    });
    return { gateway, from: providers.cdekFrom, shipmentPoint };
  }
  const sandbox = new SandboxDeliveryGateway(
    { production: config.nodeEnv === 'production', allowSandboxInProduction: providers.allowSandboxInProduction },
    { now: clock ? () => clock.now() : undefined, stepMs: providers.cdekSandboxStepMs },
  );
  return { gateway: sandbox, from: providers.cdekFrom, shipmentPoint, sandbox };
}
