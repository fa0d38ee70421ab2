import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that are credentials: access keys, VK sign-in values, file images' access tokens. */
const secretParameters = ['accessKey', 'access_key', 'code', 'state', 'device_id', 'accessToken'];

/** The URL as logs may keep it: secret query values replaced by `***`. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of secretParameters) {
    if (query.has(name)) {
      query.set(name, '***');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${query.toString()}` : url;
}

/** Fastify's request log line without credentials from the query string. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** Adds the redacting request serializer to a logger configuration (`false` stays off). */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = typeof logger === 'object' ? logger : {};
  return { ...base, serializers: { ...('serializers' in base ? base.serializers : {}), req: serializeRequest } };
}
