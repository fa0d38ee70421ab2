import { serverTexts } from '@stickers62/core/texts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for people: the handler sends it as is, in Russian. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

const statusNames: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export function errorBody(statusCode: number, message: string) {
  return { statusCode, error: statusNames[statusCode] ?? 'Error', message };
}

/** The field a validation issue is about: the last named segment of its path, else the part. */
function fieldOf(instancePath: string, context: string | undefined): string {
  const named = instancePath.split('/').filter((segment) => segment !== '' && !/^\d+$/.test(segment));
  return named.at(-1) ?? context ?? 'body';
}

/** SQLSTATEs of text the database refuses to store: invalid byte sequence, untranslatable character. */
const unstorableTextCodes = new Set(['22021', '22P05']);

/** Whether the error, or a driver error it wraps (Drizzle sets `cause`), is such a refusal. */
function hasUnstorableText(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && unstorableTextCodes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One place that turns errors into answers. People get Russian texts; a 5xx never carries
 * details (they go to the log with the request id, which the answer's header repeats).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = fieldOf(first?.instancePath ?? '', error.validationContext);
      return reply.status(400).send(errorBody(400, serverTexts.badField(field)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      return reply.status(429).send(errorBody(429, serverTexts.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large…).
      request.log.info({ err: error }, 'client error');
      return reply.status(status).send(errorBody(status, serverTexts.badRequest));
    }
    if (hasUnstorableText(error)) {
      // Text PostgreSQL cannot hold (a NUL character) came from the client: its mistake, not ours.
      request.log.info({ err: error }, 'client sent text the database cannot store');
      return reply.status(400).send(errorBody(400, serverTexts.badRequest));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, serverTexts.internal));
  });
}
