/**
 * The time the server's time-dependent rules read: sign-in delays, attempt-limiter windows, the
 * refresh grace window, token and access-key expiry. The app carries one (`app.clock`, from
 * `buildApp`'s options, the real clock by default), so a test sets the time instead of racing it.
 */
export interface Clock {
  /** Milliseconds since the epoch, as `Date.now()`. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until a test moves it. */
export class ManualClock implements Clock {
  constructor(private at: number = Date.now()) {}

  now(): number {
    return this.at;
  }

  set(at: number | Date): void {
    this.at = typeof at === 'number' ? at : at.getTime();
  }

  advance(ms: number): void {
    this.at += ms;
  }
}

/** The clock's time as a `Date` (for timestamp columns). */
export const dateOf = (clock: Clock) => new Date(clock.now());
