import { adminShipment, errorReply, orderId, parcel, routes } from '@stickers62/core/contract';
import { shipmentTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { requireRole } from '../auth/guards.js';
import { shipments } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { sendPdfDownload } from '../http/pdf-download.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import type { CdekPrintKind } from '../providers/cdek/shipments.js';
import { cancelShipment, parcelOf, shipmentOf, shipmentPdf, toAdminShipment } from './manage.js';
import { registerShipment, type ShipmentDeps } from './register.js';
import { pollShipments, refreshShipment } from './statuses.js';

const staffOnly = requireRole('manager', 'admin');
const params = z.object({ id: orderId });
const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply, 409: errorReply, 503: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['admin'] };
/** What CDEK posts: only the order's uuid is used, to know which parcel to re-read. */
const cdekDelivery = z.looseObject({ type: z.optional(z.string()), uuid: z.optional(z.string()) });

/** How often the poller looks for parcels due a re-read (each is re-read every CDEK_POLL_INTERVAL_MS). */
const pollTickMs = 60_000;

/**
 * The order's CDEK shipment for the manager (register, read, cancel, label and waybill PDFs),
 * the parcel for its customer, CDEK's status webhook and the polling fallback.
 */
export const shipmentRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (request?: FastifyRequest): ShipmentDeps => ({
    db: app.db,
    delivery: app.delivery,
    clock: app.clock,
    log: request?.log ?? app.log,
    estimate: app.config.providers?.cdekParcelEstimate,
  });
  const isSandbox = () => app.delivery.sandbox !== undefined;
  const adminShipmentOf = async (id: string) => toAdminShipment(await shipmentOf(app.db, id), isSandbox());

  app.route({
    ...endpoint(routes.orderShipment),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params, response: { 200: adminShipment, ...errors } },
    handler: async (request) => adminShipmentOf(requestOrder(request).id),
  });

  app.route({
    ...endpoint(routes.registerShipment),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params, response: { 200: adminShipment, ...errors } },
    handler: async (request) =>
      toAdminShipment(await registerShipment(deps(request), requestOrder(request)), isSandbox()),
  });

  app.route({
    ...endpoint(routes.cancelShipment),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params, response: { 200: adminShipment, ...errors } },
    handler: async (request) =>
      toAdminShipment(await cancelShipment(deps(request), requestOrder(request)), isSandbox()),
  });

  const printRoute = (route: typeof routes.shipmentLabel | typeof routes.shipmentWaybill, kind: CdekPrintKind) =>
    // Bytes, so the plain instance: the schema validates the request, only errors are JSON.
    fastify.route<{ Params: { id: string } }>({
      ...endpoint(route),
      preHandler: [staffOnly, requireOrderAccess()],
      schema: { ...secured, params, response: errors },
      handler: async (request, reply) => {
        const order = requestOrder(request);
        const pdf = await shipmentPdf(deps(request), order, kind);
        const name = `${kind === 'barcodes' ? 'label' : 'waybill'}-${order.number}.pdf`;
        return sendPdfDownload(reply, name, pdf);
      },
    });
  printRoute(routes.shipmentLabel, 'barcodes');
  printRoute(routes.shipmentWaybill, 'orders');

  // The sandbox's «a day later»: the parcel's next status now, recorded as a webhook would.
  app.route({
    ...endpoint(routes.advanceSandboxShipment),
    preHandler: [staffOnly, requireOrderAccess()],
    schema: { ...secured, params, response: { 200: adminShipment, ...errors } },
    handler: async (request) => {
      const sandbox = app.delivery.sandbox;
      if (!sandbox) throw badRequest(shipmentTexts.notSandbox);
      const row = await shipmentOf(app.db, requestOrder(request).id);
      if (row?.state !== 'registered' || !row.cdekUuid) throw badRequest(shipmentTexts.notRegistered);
      sandbox.shipments.advance(row.cdekUuid);
      await refreshShipment(app.db, app.delivery.gateway, app.clock, row);
      return adminShipmentOf(row.orderId);
    },
  });

  app.route({
    ...endpoint(routes.orderParcel),
    preHandler: requireOrderAccess(),
    schema: { security: [{ bearer: [] }], tags: ['orders'], params, response: { 200: parcel, ...errors } },
    handler: async (request) => parcelOf(app.db, requestOrder(request)),
  });

  // CDEK signs nothing: a delivery only names a parcel to re-read; CDEK's own answer is what is recorded.
  app.route({
    ...endpoint(routes.cdekWebhook),
    schema: { tags: ['providers'], body: cdekDelivery, response: { 200: z.object({}) } },
    handler: async (request) => {
      const { type, uuid } = request.body;
      if (type !== 'ORDER_STATUS' || !uuid) return {};
      const [row] = await app.db.select().from(shipments).where(eq(shipments.cdekUuid, uuid));
      if (row?.state !== 'registered') return {};
      try {
        await refreshShipment(app.db, app.delivery.gateway, app.clock, row);
      } catch (error) {
        // Answered 200 all the same: the poller reads it again later.
        request.log.warn({ err: error, shipmentId: row.id }, 'CDEK status re-read after a webhook failed');
      }
      return {};
    },
  });

  const intervalMs = app.config.providers?.cdekPollIntervalMs ?? 30 * 60 * 1000;
  const poll = setInterval(() => {
    pollShipments(app.db, app.delivery.gateway, app.clock, app.log, { intervalMs }).catch((error: unknown) =>
      app.log.error({ err: error }, 'CDEK status polling failed'),
    );
  }, pollTickMs);
  poll.unref();
  fastify.addHook('onClose', async () => clearInterval(poll));

  fastify.addHook('onReady', async () => {
    const { publicUrl } = app.config;
    if (app.delivery.sandbox || !publicUrl.startsWith('https://')) return;
    // A failure does not stop the start (at most the provider timeout): the poller covers a missed subscription.
    await app.delivery.gateway
      .subscribeStatusWebhook(`${publicUrl.replace(/\/$/, '')}${routes.cdekWebhook.path}`)
      .catch((error: unknown) => app.log.warn({ err: error }, 'CDEK webhook subscription failed'));
  });
};
