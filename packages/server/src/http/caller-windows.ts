import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';

export type WindowAnswer = { admitted: true } | { admitted: false; retryAfterMs: number };

/** Windows kept before ended ones are swept out: a bound on memory, whoever calls. */
const sweepAbove = 10_000;

/**
 * Requests per caller in fixed windows, counted in this instance's memory. For calls made
 * many times a minute by one person (the pickup-point finder searches as they type), where a
 * database write per call would cost more than the call it guards; several instances each
 * keep their own counts, so a caller spread over N of them gets at most N times the limit. A
 * refused request is not counted, so waiting out the window always helps. The sign-in limits,
 * which must hold across instances and restarts, are `AttemptLimiter`'s (in the database).
 */
export class CallerWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  take(key: string): WindowAnswer {
    const now = this.clock.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      if (!window && this.windows.size >= sweepAbove) this.sweep(now);
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    if (window.count >= this.limit) return { admitted: false, retryAfterMs: Math.max(window.endsAt - now, 1) };
    window.count += 1;
    return { admitted: true };
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

/** Whom a per-caller limit counts: the signed-in person, else the address the request came from. */
export function callerKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.id}` : `ip:${request.ip}`;
}
