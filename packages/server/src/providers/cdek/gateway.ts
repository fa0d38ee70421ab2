import type { AppConfig } from '../../config.js';
import { type ProvidersConfig, sandboxProvidersConfig } from '../config.js';
import { CdekClient } from './client.js';
import type { CdekLocation, DeliveryGateway } from './delivery.js';
import { SandboxDeliveryGateway } from './sandbox.js';

/** CDEK as the whole server uses it: the checkout's finder and tariff routes, and the order's delivery cost. */
export interface Delivery {
  gateway: DeliveryGateway;
  /** Where the shop hands parcels in. */
  from: CdekLocation;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set at start-up (app.ts), before any route: checkout prices delivery with the same CDEK the routes ask. */
    delivery: Delivery;
  }
}

/** The real CDEK API v2 client when credentials are configured, the sandbox otherwise (refused in production unless allowed). */
export function deliveryFor(config: AppConfig): Delivery {
  const providers: ProvidersConfig = config.providers ?? sandboxProvidersConfig();
  const gateway = providers.cdek
    ? new CdekClient({ ...providers.cdek, timeoutMs: providers.timeoutMs })
    : new SandboxDeliveryGateway({
        production: config.nodeEnv === 'production',
        allowSandboxInProduction: providers.allowSandboxInProduction,
      });
  return { gateway, from: providers.cdekFrom };
}
