import { company, companyFields, companyIdParams, companyList, errorReply, routes } from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { currentUser, requireUser } from '../auth/guards.js';
import { endpoint } from '../http/endpoint.js';
import { createCompany, deleteCompany, listCompanies, updateCompany } from './companies.js';

const secured = { security: [{ bearer: [] }], tags: ['client'] };

/** A customer's companies (issue 34): only the owner reads or changes them. */
export const companyRoutesPlugin: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...endpoint(routes.companies),
    preHandler: requireUser,
    schema: {
      ...secured,
      response: { 200: companyList, 401: errorReply },
    },
    handler: async (request) => listCompanies(app.db, currentUser(request).id),
  });

  app.route({
    ...endpoint(routes.createCompany),
    preHandler: requireUser,
    schema: {
      ...secured,
      body: companyFields,
      response: { 200: company, 400: errorReply, 401: errorReply },
    },
    handler: async (request) => createCompany(app.db, currentUser(request).id, request.body),
  });

  app.route({
    ...endpoint(routes.updateCompany),
    preHandler: requireUser,
    schema: {
      ...secured,
      params: companyIdParams,
      body: companyFields,
      response: { 200: company, 400: errorReply, 401: errorReply, 404: errorReply },
    },
    handler: async (request) => updateCompany(app.db, currentUser(request).id, request.params.companyId, request.body),
  });

  app.route({
    ...endpoint(routes.deleteCompany),
    preHandler: requireUser,
    schema: {
      ...secured,
      params: companyIdParams,
      response: { 200: z.object({}), 401: errorReply, 404: errorReply },
    },
    handler: async (request) => {
      await deleteCompany(app.db, currentUser(request).id, request.params.companyId);
      return {};
    },
  });
};
