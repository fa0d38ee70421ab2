import { cdekTariffReply, cdekTariffRequest, errorReply, routes } from '@stickers62/core/contract';
import { checkoutTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../auth/guards.js';
import { badRequest, HttpError } from '../../errors.js';
import { loadAccessibleOrder } from '../../orders/access.js';
import { ProviderError } from '../http.js';
import type { CdekLocation, DeliveryGateway } from './delivery.js';
import { PickupPointNotFoundError, pickupPointTariffs } from './tariffs.js';

export interface DeliveryRoutesOptions {
  gateway: DeliveryGateway;
  from: CdekLocation;
}

/** `POST /api/cdek/get-tariffs` for the checkout's CDEK panel: the signed-in owner of the order (or cart). */
export function deliveryRoutes(options: DeliveryRoutesOptions): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.route({
      method: routes.cdekTariffs.method,
      url: routes.cdekTariffs.path,
      preHandler: requireUser,
      schema: {
        tags: ['delivery'],
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
