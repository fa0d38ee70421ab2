import { errorReply, routes, tokenReply, vkAuthParams, vkAuthQuery } from '@stickers62/core/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoint } from '../http/endpoint.js';
import type { VkIdGateway } from '../providers/vkid/identity.js';
import { vkSignIn } from './sign-in.js';

/** VK ID sign-in's two routes: the parameters to go to VK with, and the return with VK's code (sign-in.ts does the work). */
export function vkAuthRoutes(gateway: VkIdGateway): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const signIn = vkSignIn(app, gateway);

    app.route({
      ...endpoint(routes.vkAuthParams),
      schema: { tags: ['auth'], response: { 200: vkAuthParams, 429: errorReply } },
      handler: (request, reply) => signIn.start(request, reply),
    });

    app.route({
      ...endpoint(routes.vkAuth),
      schema: {
        tags: ['auth'],
        querystring: vkAuthQuery,
        response: { 200: tokenReply, 400: errorReply, 503: errorReply },
      },
      handler: (request, reply) => signIn.finish(request.query, request, reply),
    });
  };
}
