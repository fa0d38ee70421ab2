/**
 * Counts attempts per key in fixed windows, in memory. Enough for one instance; several
 * instances each keep their own counts, which only loosens the limit by the instance count.
 */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the key used up its attempts in the current window. */
  isBlocked(key: string): boolean {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > this.now() && window.count >= this.maxAttempts;
  }

  record(key: string): void {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      this.sweep(now);
      return;
    }
    window.count += 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Drops expired windows now and then, so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
