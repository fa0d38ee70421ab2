import { buildPath, type RouteName, referenceListPaths, routes } from '@stickers62/core/contract';
import type { FastifyInstance } from 'fastify';
import { appendVary } from './http/vary.js';

/**
 * Calls the embeddable widgets make from partners' sites: public calls that depend on no
 * cookie or session. Only these answer other origins; everything signed-in stays same-origin.
 * `createPaymentLink` is the one that writes (a payment attempt): the payment widget runs on
 * any page, the order id is the capability, and each order has its own link budget.
 */
export const crossOriginRoutes: RouteName[] = [
  'referenceList',
  'stickerPrices',
  'acrylPrices',
  'stickerCalculatorLookups',
  'acrylCalculatorLookups',
  'fittingPreview',
  'publicOrderInfo',
  'isPaymentCompleted',
  'createPaymentLink',
  'health',
];

/** Route paths as registered: each reference list has its own route. */
const crossOriginPaths = new Set<string>(
  crossOriginRoutes.flatMap((name) =>
    name === 'referenceList'
      ? Object.values(referenceListPaths).map((list) => buildPath(routes.referenceList.path, { list }))
      : [routes[name].path],
  ),
);

/**
 * CORS for the widget reads. The API client always sends `credentials: 'include'`, which
 * rules out `*`: the caller's origin is echoed with `Allow-Credentials`. That is safe here
 * because these routes read no cookie (the refresh cookie's path is /api/auth): a foreign page
 * can do nothing its own server could not do with the same order id.
 */
export function installCrossOriginReads(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !crossOriginPaths.has(request.routeOptions.url ?? '')) return;
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-allow-credentials', 'true');
    appendVary(reply, 'Origin');
  });
  // A widget with a session sends a bearer header, which makes the browser ask first.
  for (const path of crossOriginPaths) {
    app.options(path, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('access-control-allow-methods', 'GET, HEAD');
      reply.header('access-control-allow-headers', 'authorization, content-type');
      reply.header('access-control-max-age', '600');
      return reply.status(204).send();
    });
  }
}
