import { client, clientProfile, errorReply, routes } from '@stickers62/core/contract';
import { digitsOf, profileContactErrors } from '@stickers62/core/rules';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../auth/guards.js';
import { users } from '../db/schema.js';
import { badRequest } from '../errors.js';

const secured = { security: [{ bearer: [] }], tags: ['client'] };

const blankToNull = (value: string | null) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export const clientRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const loadProfile = async (userId: number) => {
    const [row] = await app.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`Signed-in user ${userId} has no row`);
    return row;
  };

  app.route({
    method: routes.client.method,
    url: routes.client.path,
    preHandler: requireUser,
    schema: { ...secured, response: { 200: client, 401: errorReply } },
    handler: async (request) => {
      const row = await loadProfile(currentUser(request).id);
      return { name: row.name ?? row.username, receiptEmail: row.receiptEmail };
    },
  });

  app.route({
    method: routes.clientInformation.method,
    url: routes.clientInformation.path,
    preHandler: requireUser,
    schema: { ...secured, response: { 200: clientProfile, 401: errorReply } },
    handler: async (request) => {
      const row = await loadProfile(currentUser(request).id);
      return {
        receiptEmail: row.receiptEmail,
        receiptFio: row.receiptFio,
        address: row.address,
        postIndex: row.postIndex,
        cdekPvzCode: row.cdekPvzCode,
        phoneNumber: row.phoneNumber,
        vkLink: row.vkLink,
      };
    },
  });

  app.route({
    method: routes.saveClientInformation.method,
    url: routes.saveClientInformation.path,
    preHandler: requireUser,
    schema: { ...secured, body: clientProfile, response: { 200: clientProfile, 400: errorReply, 401: errorReply } },
    handler: async (request) => {
      const body = request.body;
      const problems = profileContactErrors(body);
      const problem = problems.receiptEmail ?? problems.phoneNumber;
      if (problem) throw badRequest(problem);
      // The phone is kept as digits only, as the form sends it.
      const phoneDigits = blankToNull(digitsOf(body.phoneNumber ?? ''));
      const profile = {
        receiptEmail: blankToNull(body.receiptEmail),
        receiptFio: blankToNull(body.receiptFio),
        address: blankToNull(body.address),
        postIndex: blankToNull(body.postIndex),
        cdekPvzCode: blankToNull(body.cdekPvzCode),
        phoneNumber: phoneDigits,
        vkLink: blankToNull(body.vkLink),
      };
      await app.db
        .update(users)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(users.id, currentUser(request).id));
      return profile;
    },
  });
};
