import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { attemptWindows } from '../db/schema.js';
import type { DelayAnswer } from './growing-delay.js';

/**
 * Counts attempts per key in fixed windows, in the database (table `attempt_windows`), so every
 * instance sees the same counts and a restart forgets none. Each limit is a `bucket`; its keys
 * (an address, a username, an order id) are the rows' subjects. Windows that ended are ignored
 * here and deleted by housekeeping.
 *
 * The clock is the instance's (injectable for tests): windows last minutes, so the few
 * milliseconds by which synchronised clocks of two instances differ do not matter.
 */
export class AttemptLimiter {
  constructor(
    private readonly db: Queryable,
    private readonly bucket: string,
    private readonly maxAttempts: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the key used up its attempts in the current window. */
  async isBlocked(key: string): Promise<boolean> {
    return (await this.waitFor(key)) !== undefined;
  }

  /** How long until the key may try again (ms, at least 1) when it used up its attempts; otherwise undefined. */
  async waitFor(key: string): Promise<number | undefined> {
    const [window] = await this.db
      .select({ attempts: attemptWindows.attempts, endsAt: attemptWindows.endsAt })
      .from(attemptWindows)
      .where(this.liveWindowOf(key));
    if (window === undefined || window.attempts < this.maxAttempts) return undefined;
    return Math.max(window.endsAt.getTime() - this.now(), 1);
  }

  /** Counts one attempt. */
  async record(key: string): Promise<void> {
    await this.count(key);
  }

  /**
   * Counts one attempt and answers whether it was within the limit: the check and the count in
   * one statement, so two instances racing on one key cannot both take its last attempt.
   */
  async admit(key: string): Promise<boolean> {
    return (await this.take(key)).admitted;
  }

  /** `admit`, answering how long until the window ends when the attempt is over the limit. */
  async take(key: string): Promise<DelayAnswer> {
    const window = await this.count(key);
    if (window.attempts <= this.maxAttempts) return { admitted: true };
    return { admitted: false, retryAfterMs: Math.max(window.endsAt.getTime() - this.now(), 1) };
  }

  /**
   * Takes back one attempt `take` counted in the current window, for limits that count what
   * succeeded (accounts created), not what was tried.
   */
  async giveBack(key: string): Promise<void> {
    await this.db
      .update(attemptWindows)
      .set({ attempts: sql`${attemptWindows.attempts} - 1` })
      .where(and(this.liveWindowOf(key), gt(attemptWindows.attempts, 0)));
  }

  async reset(key: string): Promise<void> {
    await this.db
      .delete(attemptWindows)
      .where(and(eq(attemptWindows.bucket, this.bucket), eq(attemptWindows.subject, key)));
  }

  /** One upsert: a new or ended window starts at 1, a live one goes up by 1; answers the count and the window's end. */
  private async count(key: string): Promise<{ attempts: number; endsAt: Date }> {
    const now = new Date(this.now());
    const endsAt = new Date(now.getTime() + this.windowMs);
    const ended = sql`${attemptWindows.endsAt} <= ${now.toISOString()}::timestamptz`;
    const [window] = await this.db
      .insert(attemptWindows)
      .values({ bucket: this.bucket, subject: key, attempts: 1, endsAt })
      .onConflictDoUpdate({
        target: [attemptWindows.bucket, attemptWindows.subject],
        set: {
          attempts: sql`case when ${ended} then 1 else ${attemptWindows.attempts} + 1 end`,
          endsAt: sql`case when ${ended} then ${endsAt.toISOString()}::timestamptz else ${attemptWindows.endsAt} end`,
        },
      })
      .returning({ attempts: attemptWindows.attempts, endsAt: attemptWindows.endsAt });
    if (!window) throw new Error(`attempt window ${this.bucket}/${key} missing after upsert`);
    return window;
  }

  private liveWindowOf(key: string) {
    return and(
      eq(attemptWindows.bucket, this.bucket),
      eq(attemptWindows.subject, key),
      gt(attemptWindows.endsAt, new Date(this.now())),
    );
  }
}
