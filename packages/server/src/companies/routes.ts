import {
  company,
  companyFields,
  companyIdParams,
  companyList,
  companyRoutes,
  errorReply,
} from '@stickers62/core/contract';
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
    ...endpoint(companyRoutes.list),
    preHandler: requireUser,
    schema: {
      ...secured,
      operationId: 'listCompanies',
      summary: "The signed-in customer's companies",
      description: 'The companies the customer buys for, oldest first: the buyers an invoice can be made out to.',
      response: { 200: companyList, 401: errorReply },
    },
    handler: async (request) => listCompanies(app.db, currentUser(request).id),
  });

  app.route({
    ...endpoint(companyRoutes.create),
    preHandler: requireUser,
    schema: {
      ...secured,
      operationId: 'createCompany',
      summary: 'Add a company to the profile (the buyer of invoices)',
      description:
        'ИНН, ОГРН/ОГРНИП check digits and the КПП format are checked by core; a refusal says in Russian what to fix.',
      body: companyFields,
      response: { 200: company, 400: errorReply, 401: errorReply },
    },
    handler: async (request) => createCompany(app.db, currentUser(request).id, request.body),
  });

  app.route({
    ...endpoint(companyRoutes.update),
    preHandler: requireUser,
    schema: {
      ...secured,
      operationId: 'updateCompany',
      summary: "Change one of the customer's companies",
      description: "The same checks as adding one; another customer's company answers 404.",
      params: companyIdParams,
      body: companyFields,
      response: { 200: company, 400: errorReply, 401: errorReply, 404: errorReply },
    },
    handler: async (request) => updateCompany(app.db, currentUser(request).id, request.params.companyId, request.body),
  });

  app.route({
    ...endpoint(companyRoutes.remove),
    preHandler: requireUser,
    schema: {
      ...secured,
      operationId: 'deleteCompany',
      summary: "Remove one of the customer's companies",
      description: "Invoices made out to it keep their copy of its details; another customer's company answers 404.",
      params: companyIdParams,
      response: { 200: z.object({}), 401: errorReply, 404: errorReply },
    },
    handler: async (request) => {
      await deleteCompany(app.db, currentUser(request).id, request.params.companyId);
      return {};
    },
  });
};
