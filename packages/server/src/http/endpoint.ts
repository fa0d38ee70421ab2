import type { HTTPMethods } from 'fastify';

/** A route of core's contract table as Fastify's route options name it: its method and its URL. */
export function endpoint(route: { method: HTTPMethods; path: string }): { method: HTTPMethods; url: string } {
  return { method: route.method, url: route.path };
}
