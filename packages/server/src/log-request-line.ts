import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction.js';

/** What one request's line carries (`OneLinePerRequest`): the readable line is made of it alone. */
export interface RequestFields {
  method: string;
  url: string;
  status: number;
  ms: number;
}

/**
 * Fastify logs two lines per request ("incoming request", "request completed"), neither with both
 * the address and the status. Here it is one, written when the answer is sent: the
 * JSON line in production (one write per request, not two), the readable line in development.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const http: RequestFields = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ http, err: error }, 'request errored');
    else reply.log.info({ http }, 'request');
  }
}
