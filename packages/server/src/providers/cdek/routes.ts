import {
  cdekCities,
  cdekCityQuery,
  cdekPoints,
  cdekPointsQuery,
  cdekTariffReply,
  cdekTariffRequest,
  errorReply,
  routes,
} from '@stickers62/core/contract';
import { checkoutTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireUser } from '../../auth/guards.js';
import { badRequest, HttpError } from '../../errors.js';
import { CallerWindows, callerKey } from '../../http/caller-windows.js';
import { endpoint } from '../../http/endpoint.js';
import { loadAccessibleOrder } from '../../orders/access.js';
import { ProviderError } from '../http.js';
import type { CdekLocation, DeliveryGateway } from './delivery.js';
import { PickupPointFinder } from './finder.js';
import { PickupPointNotFoundError, pickupPointTariffs } from './tariffs.js';

export interface DeliveryRoutesOptions {
  gateway: DeliveryGateway;
  from: CdekLocation;
}

/**
 * Finder searches (city suggestions and a city's points together) one caller may make per
 * window. The finder asks once per 300 ms pause in typing; a person finding a point makes a few
 * dozen. The limit keeps one caller from spending the shop's CDEK quota or its outbound
 * connections; `AppConfig.cdekSearchLimit` changes it (tests).
 */
export const defaultCdekSearchLimit = { searches: 120, windowMs: 10 * 60 * 1000 };

/** A preHandler after sign-in: 429 with `Retry-After` (whole seconds) and the wait in the text. */
function limitSearches(windows: CallerWindows) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const answer = windows.take(callerKey(request));
    if (answer.admitted) return;
    const seconds = Math.ceil(answer.retryAfterMs / 1000);
    reply.header('retry-after', String(seconds));
    request.log.info({ retryAfterSeconds: seconds }, 'CDEK search limit reached');
    throw new HttpError(429, checkoutTexts.cdekSearchTooOften(seconds));
  };
}

/** What the finder's routes take before checking it themselves, so a bad value gets a text that says what to do. */
const looseCityQuery = z.object({ name: z.optional(z.string()) });
const looseCityCodeQuery = z.object({ cityCode: z.optional(z.string()) });
const finderErrors = { 400: errorReply, 401: errorReply, 429: errorReply, 503: errorReply };
/** Every delivery call needs a session (requireUser): the document says so. */
const signedIn = { tags: ['delivery'], security: [{ bearer: [] }] };

/** A CDEK failure as the customer reads it: CDEK is down (503), or it refused the question (400). */
function cdekFailure(error: unknown): HttpError {
  if (!(error instanceof ProviderError)) throw error;
  if (error.outcomeUnknown || error.status === 401) return new HttpError(503, checkoutTexts.cdekUnavailable);
  return badRequest(checkoutTexts.cdekSearchFailed);
}

/**
 * `POST /api/cdek/get-tariffs` for the checkout's CDEK panel: the signed-in owner of the order (or cart).
 * Beside it (beyond the spec) the pickup-point finder: city suggestions and the points of a city.
 */
export function deliveryRoutes(options: DeliveryRoutesOptions): FastifyPluginAsync {
  const finder = new PickupPointFinder(options.gateway);
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const limit = app.config.cdekSearchLimit ?? defaultCdekSearchLimit;
    const searches = limitSearches(new CallerWindows(limit.searches, limit.windowMs, app.clock));
    app.route({
      ...endpoint(routes.cdekCities),
      preHandler: [requireUser, searches],
      schema: {
        ...signedIn,
        querystring: looseCityQuery,
        response: { 200: cdekCities, ...finderErrors },
      },
      handler: async (request) => {
        const query = cdekCityQuery.safeParse(request.query);
        if (!query.success) throw badRequest(checkoutTexts.citySearchTooShort);
        try {
          return await finder.cities(query.data.name);
        } catch (error) {
          request.log.error({ err: error }, 'CDEK city search failed');
          throw cdekFailure(error);
        }
      },
    });
    app.route({
      ...endpoint(routes.cdekDeliveryPoints),
      preHandler: [requireUser, searches],
      schema: {
        ...signedIn,
        querystring: looseCityCodeQuery,
        response: { 200: cdekPoints, ...finderErrors },
      },
      handler: async (request) => {
        const query = cdekPointsQuery.safeParse(request.query);
        if (!query.success) throw badRequest(checkoutTexts.cityNotChosen);
        try {
          return await finder.points(query.data.cityCode);
        } catch (error) {
          request.log.error({ err: error }, 'CDEK pickup points failed');
          throw cdekFailure(error);
        }
      },
    });
    app.route({
      ...endpoint(routes.cdekTariffs),
      preHandler: requireUser,
      schema: {
        ...signedIn,
        body: cdekTariffRequest,
        response: {
          200: cdekTariffReply,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          503: errorReply,
        },
      },
      handler: async (request) => {
        const { cdekPvzCode, weight, orderId } = request.body;
        await loadAccessibleOrder(app.db, currentUser(request), orderId);
        try {
          return await pickupPointTariffs(options.gateway, {
            from: options.from,
            pickupPointCode: cdekPvzCode,
            weightGrams: weight,
          });
        } catch (error) {
          if (error instanceof PickupPointNotFoundError) throw badRequest(checkoutTexts.cdekPointNotFound(error.code));
          if (!(error instanceof ProviderError)) throw error;
          request.log.error({ err: error, cdekPvzCode }, 'CDEK tariff lookup failed');
          if (error.outcomeUnknown || error.status === 401) throw new HttpError(503, checkoutTexts.cdekUnavailable);
          throw badRequest(checkoutTexts.cdekCalculationFailed);
        }
      },
    });
  };
}
