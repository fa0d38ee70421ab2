import { routes } from '@stickers62/core/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { orders } from '../../src/db/schema.js';
import { type ProvidersConfig, sandboxProvidersConfig } from '../../src/providers/config.js';
import { createCustomerOrder, type TestSession } from '../test-support/app.js';

/**
 * The shipment tests' setup: a shop whose CDEK is the local protocol fake, and a customer's CDEK
 * order ready to ship. Test code only.
 */
export const cdekCredentials = { clientId: 'shop-client', clientSecret: 'shop-secret' };

/** The providers of a shop sending from Ryazan (city 61) through the fake CDEK at `cdekUrl`; labels not polled for. */
export function cdekProvidersConfig(cdekUrl: string, settings: Partial<ProvidersConfig> = {}): ProvidersConfig {
  return {
    ...sandboxProvidersConfig(),
    timeoutMs: 1000,
    cdek: { ...cdekCredentials, apiUrl: cdekUrl },
    cdekFrom: { code: 61 },
    cdekPrintPollMs: 0,
    ...settings,
  };
}

export interface CdekOrderOptions {
  /** The pickup point as the manager may since have changed it. */
  point?: string;
  tariff?: number;
  /** Paid by default (the payment flow has its own tests). */
  payed?: boolean;
}

/** `customer`'s order checked out to CDEK with `tariff`, then paid (or not) and its point set to `point`. */
export async function cdekOrder(
  app: FastifyInstance,
  customer: TestSession,
  { point = 'MSK2181', tariff = 136, payed = true }: CdekOrderOptions = {},
) {
  const { orderId, orderNumber } = await createCustomerOrder(app, customer);
  const checkout = await app.inject({
    method: 'POST',
    url: routes.createOrderFromCart.path,
    headers: customer.headers,
    payload: {
      id: orderId,
      receiverCredentials: 'Петрова Анна',
      phoneNumber: '+7 920 555-11-22',
      deliveryType: 'CDEK',
      cdekPvzCode: 'MSK2181',
      cdekTariffCode: tariff,
    },
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  await app.db.update(orders).set({ payed, cdekPvzCode: point }).where(eq(orders.id, orderId));
  return { orderId, orderNumber };
}
