import { hostname } from 'node:os';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './log-redaction.js';

/** What one request's line carries (`OneLinePerRequest`): the readable line is made of it alone. */
export interface RequestFields {
  method: string;
  url: string;
  status: number;
  ms: number;
}

/** Where JSON lines go as they are: the server's asynchronous standard output (log-destination.ts). */
export interface LineDestination {
  write(line: string): unknown;
}

/** pino's level number of `info`. */
const infoLevel = 30;
const processFields = `"pid":${process.pid},"hostname":${JSON.stringify(hostname())}`;

/**
 * The production line of a request, the very text pino writes for
 * `request.log.info({ http }, 'request')` with the server's logger (level, time, pid, hostname,
 * the request's id, the fields, the message; log-request-line.test.ts compares the two). Made
 * here because pino's general path (child bindings, serializers, its JSON writer) was most of
 * the log's cost in an order read's profile (decision 0237).
 */
export function requestLineJson(requestId: string, http: RequestFields, time = Date.now()): string {
  return `{"level":${infoLevel},"time":${time},${processFields},"reqId":${JSON.stringify(requestId)},"http":{"method":${JSON.stringify(http.method)},"url":${JSON.stringify(http.url)},"status":${http.status},"ms":${http.ms}},"msg":"request"}\n`;
}

/**
 * Fastify logs two lines per request ("incoming request", "request completed"), neither with both
 * the address and the status. Here it is one, written when the answer is sent: the JSON line in
 * production (one line per request, not two, straight to `jsonLines`), the readable line in
 * development (through the logger's readable stream). Errors keep pino's path, with their stack.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly jsonLines?: LineDestination) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const http: RequestFields = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ http, err: error }, 'request errored');
    // The JSON logger's level is info (app.ts), so its request lines are always written.
    else if (this.jsonLines) this.jsonLines.write(requestLineJson(request.id, http));
    else reply.log.info({ http }, 'request');
  }
}
