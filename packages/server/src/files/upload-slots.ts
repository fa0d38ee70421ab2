import { fileTexts } from '@stickers62/core/texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/guards.js';
import { HttpError } from '../errors.js';

/**
 * Uploads in flight per signed-in person on this instance: one person cannot hold every
 * connection and temporary file of the server. A slot is free again when the answer has gone
 * out or the connection is gone.
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
      reply.raw.once('close', release);
    };
  }
}
