import type { IncomingMessage } from 'node:http';
import { finished, Transform, type TransformCallback } from 'node:stream';
import { fileTexts, serverTexts } from '@stickers62/core/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BodyDeadlines } from '../config.js';
import { HttpError } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `upload`: the body may take as long as it needs while it keeps the minimum transfer rate.
     * Every other body must arrive whole within the body timeout.
     */
    bodyDeadline?: 'upload';
  }
}

/** Whether the request carries a body at all (a GET or an empty POST does not). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The request body on its way to the parser or the upload handler, failed with a 408 when it
 * is late: a slow sender would otherwise hold its connection (and an upload's temporary file)
 * for as long as it likes. The watch ends with the body, or when the answer has gone out
 * without reading it.
 */
class DeadlineWatch extends Transform {
  private received = 0;
  private receivedAtWindowStart = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    deadline: { totalMs: number } | { minBytesPerSecond: number; windowMs: number },
    private readonly lateError: () => Error,
  ) {
    super();
    // Failing the watch must never become an unhandled 'error': the reader may not be attached yet.
    this.on('error', () => {});
    if ('totalMs' in deadline) {
      this.timer = setTimeout(() => this.fail(), deadline.totalMs);
    } else {
      const minimum = (deadline.minBytesPerSecond * deadline.windowMs) / 1000;
      this.timer = setInterval(() => this.checkWindow(minimum), deadline.windowMs);
    }
    this.timer.unref();
  }

  get bytesReceived(): number {
    return this.received;
  }

  /**
   * A window with too few bytes fails the body, unless the bytes are waiting on us: while the
   * reader (storage) holds back, the client cannot send, and that is not its slowness.
   */
  private checkWindow(minimum: number): void {
    const backedUp = this.readableLength >= this.readableHighWaterMark;
    if (!backedUp && this.received - this.receivedAtWindowStart < minimum) {
      this.fail();
      return;
    }
    this.receivedAtWindowStart = this.received;
  }

  private fail(): void {
    this.stopWatching();
    this.destroy(this.lateError());
  }

  stopWatching(): void {
    clearTimeout(this.timer);
    clearInterval(this.timer);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.received += chunk.length;
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.stopWatching();
    callback();
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.stopWatching();
    callback(error);
  }
}

/**
 * Deadlines for request bodies (the settings are documented in config.ts): a total deadline
 * for small bodies, a minimum rate for uploads. An answer given before its body has arrived
 * (late, refused, too large) closes the connection, so the rest of the body is never read
 * and the socket is not left to the sender.
 */
export function installBodyDeadlines(app: FastifyInstance, deadlines: BodyDeadlines): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!hasBody(request)) return payload;
    const isUpload = request.routeOptions.config?.bodyDeadline === 'upload';
    if (isUpload && deadlines.uploadMinBytesPerSecond === 0) return payload;
    const watch = new DeadlineWatch(
      isUpload
        ? { minBytesPerSecond: deadlines.uploadMinBytesPerSecond, windowMs: deadlines.uploadRateWindowMs }
        : { totalMs: deadlines.bodyTimeoutMs },
      () => {
        request.log.info({ bytesReceived: watch.bytesReceived, upload: isUpload }, 'request body too slow');
        return new HttpError(408, isUpload ? fileTexts.uploadTooSlow : serverTexts.bodyTimeout);
      },
    );
    const source = payload as IncomingMessage;
    // pipe() does not pass a client's disconnect on; the reader must still learn of it.
    finished(source, (error) => {
      if (error) watch.destroy(error);
    });
    reply.raw.once('close', () => watch.stopWatching());
    return source.pipe(watch);
  });

  app.addHook('onSend', async (request, reply) => {
    if (hasBody(request) && !request.raw.complete) reply.header('connection', 'close');
  });
}
