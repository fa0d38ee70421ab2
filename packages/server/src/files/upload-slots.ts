import type { Socket } from 'node:net';
import { fileTexts } from '@stickers62/core/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards.js';
import { HttpError } from '../errors.js';

/**
 * Uploads in flight per signed-in person on this instance: one person cannot hold every
 * connection and temporary file of the server. A slot is free again however the request ends:
 * answered (any status), timed out, refused, failed, aborted or reset by the client.
 */
export class UploadSlots {
  private readonly inFlight = new Map<number, number>();

  constructor(readonly perCustomer: number) {}

  /** Takes a slot of `userId`; the release it answers frees it once, however often it is called. */
  take(userId: number): (() => void) | null {
    const taken = this.inFlight.get(userId) ?? 0;
    if (taken >= this.perCustomer) return null;
    this.inFlight.set(userId, taken + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.inFlight.get(userId) ?? 1) - 1;
      if (left === 0) this.inFlight.delete(userId);
      else this.inFlight.set(userId, left);
    };
  }

  /** A preHandler (after the caller is known): 429 with the limit when all the caller's slots are taken. */
  guard() {
    return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const release = this.take(currentUser(request).id);
      if (!release) throw new HttpError(429, fileTexts.tooManyUploads(this.perCustomer));
      releaseWhenRequestEnds(request, reply, release);
    };
  }
}

/**
 * Calls `release` once when the request is over, whichever way it ends. The guard runs after an
 * awaited database read, so the connection may already be gone when it is reached (a client
 * that reset a kept-alive connection meanwhile): a `close` listener attached then would never
 * fire, and the slot would leak until the process restarts. So the state is checked first, and
 * then every end is listened to: the answer sent (`finish`), the response closed (`close`,
 * which Node emits for an aborted request too) and the socket closed. Listeners on the socket,
 * which a kept-alive connection carries across requests, are removed once released.
 */
export function releaseWhenRequestEnds(request: FastifyRequest, reply: FastifyReply, release: () => void): void {
  const response = reply.raw;
  const socket: Socket | null = request.raw.socket;
  if (response.writableFinished || response.destroyed || !socket || socket.destroyed) {
    release();
    return;
  }
  const releaseOnce = () => {
    response.off('finish', releaseOnce);
    response.off('close', releaseOnce);
    socket.off('close', releaseOnce);
    release();
  };
  response.once('finish', releaseOnce);
  response.once('close', releaseOnce);
  socket.once('close', releaseOnce);
}
