import { typedTextMessages } from '@stickers62/core/contract';
import { serverTexts } from '@stickers62/core/texts';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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
  503: 'Service Unavailable',
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
 * What the database driver says when the database cannot be reached or is going away: node's
 * socket errors, postgres.js's own codes, and SQLSTATEs of connection exceptions (class 08),
 * shutdown and start-up (57P01–57P03) and a full server (53300).
 */
const databaseUnreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Whether the error, or one it wraps (Drizzle's query error wraps the driver's), is the database being unreachable. */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (databaseUnreachableCodes.has(code) || code.startsWith('08'))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Codes of a connection the client closed or reset while its request was still being read. */
const connectionGoneCodes = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/**
 * Whether the request failed because its client went away (an upload reset or abandoned
 * midway): the connection is closed and the error, or one it wraps, says so. Not the server's
 * fault, and nobody is left to read an answer.
 */
export function isClientGone(error: unknown, request: FastifyRequest): boolean {
  const socket = request.raw.socket;
  if (socket && !socket.destroyed && !request.raw.destroyed) return false;
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && connectionGoneCodes.has(code)) return true;
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
      // Typed text (names, comments) refused by core's rule says what to do about it.
      const message = first?.message;
      if (message !== undefined && typedTextMessages.includes(message))
        return reply.status(400).send(errorBody(400, message));
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
    if (isDatabaseUnreachable(error) && !isClientGone(error, request)) {
      // An outage, not a bug: the client may try again, and the next query reconnects by itself.
      request.log.warn({ err: error }, 'database unreachable');
      return reply.status(503).send(errorBody(503, serverTexts.temporarilyUnavailable));
    }
    if (isClientGone(error, request)) {
      // An aborted upload is the client's choice (a closed tab, a lost network), logged like
      // other client errors; the answer is for the log only, the connection is already gone.
      request.log.info({ err: error }, 'client went away before its request was read');
      return reply.status(400).send(errorBody(400, serverTexts.badRequest));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(500, serverTexts.internal));
  });
}
