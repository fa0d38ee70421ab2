import {
  attachProofRequest,
  errorReply,
  orderId,
  orderProofs,
  proofAnswerRequest,
  proofRoundParams,
  routes,
} from '@stickers62/core/contract';
import { defaultProofApprovedStatus, isStaff } from '@stickers62/core/rules';
import { proofTexts } from '@stickers62/core/texts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser } from '../auth/guards.js';
import { forbidden } from '../errors.js';
import { endpoint } from '../http/endpoint.js';
import { requestOrder, requireOrderAccess } from '../orders/access.js';
import { answerProof, attachProof, loadOrderProofs } from './records.js';

const errors = { 400: errorReply, 401: errorReply, 403: errorReply, 404: errorReply };
const secured = { security: [{ bearer: [] }], tags: ['proofs'] };
const orderParams = z.object({ id: orderId });

/** Only staff send proofs; the order's customer (an access-key session is one) sees them too. */
export function assertStaff(request: FastifyRequest): void {
  if (!isStaff(currentUser(request))) throw forbidden(proofTexts.staffOnly);
}

/** Only the order's own customer answers: a manager cannot approve in the customer's name. */
function assertOrderCustomer(request: FastifyRequest): void {
  if (requestOrder(request).ownerId !== currentUser(request).id) throw forbidden(proofTexts.customerOnly);
}

/** Proof rounds of an order: the list (customer and staff), sending (staff), answering (customer). */
export const proofRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const approvedStatus = app.config.proofApprovedStatus ?? defaultProofApprovedStatus;

  app.route({
    ...endpoint(routes.orderProofs),
    preHandler: requireOrderAccess(),
    schema: { ...secured, params: orderParams, response: { 200: orderProofs, ...errors } },
    handler: async (request) => loadOrderProofs(app.db, requestOrder(request).id),
  });

  app.route({
    ...endpoint(routes.attachProof),
    preHandler: [requireOrderAccess(), async (request) => assertStaff(request)],
    schema: { ...secured, params: orderParams, body: attachProofRequest, response: { 200: orderProofs, ...errors } },
    handler: async (request) => {
      // The customer's e-mail and VK message go through the outbox, written with the round.
      const { order } = await attachProof(app.db, requestOrder(request).id, currentUser(request), request.body);
      return loadOrderProofs(app.db, order.id);
    },
  });

  app.route({
    ...endpoint(routes.answerProof),
    preHandler: [requireOrderAccess(), async (request) => assertOrderCustomer(request)],
    schema: {
      ...secured,
      params: proofRoundParams,
      body: proofAnswerRequest,
      response: { 200: orderProofs, ...errors },
    },
    handler: async (request) => {
      const { answer, comment } = request.body;
      const { order } = await answerProof(
        app.db,
        requestOrder(request).id,
        request.params.roundId,
        currentUser(request),
        answer,
        comment,
        approvedStatus,
      );
      return loadOrderProofs(app.db, order.id);
    },
  });
};
