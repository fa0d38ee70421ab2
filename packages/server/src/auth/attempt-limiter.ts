import { and, eq, gt, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { attemptWindows } from '../db/schema.js';

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
    const [window] = await this.db
      .select({ attempts: attemptWindows.attempts })
      .from(attemptWindows)
      .where(this.liveWindowOf(key));
    return window !== undefined && window.attempts >= this.maxAttempts;
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
    return (await this.count(key)) <= this.maxAttempts;
  }

  async reset(key: string): Promise<void> {
    await this.db
      .delete(attemptWindows)
      .where(and(eq(attemptWindows.bucket, this.bucket), eq(attemptWindows.subject, key)));
  }

  /** One upsert: a new or ended window starts at 1, a live one goes up by 1; answers the count. */
  private async count(key: string): Promise<number> {
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
      .returning({ attempts: attemptWindows.attempts });
    if (!window) throw new Error(`attempt window ${this.bucket}/${key} missing after upsert`);
    return window.attempts;
  }

  private liveWindowOf(key: string) {
    return and(
      eq(attemptWindows.bucket, this.bucket),
      eq(attemptWindows.subject, key),
      gt(attemptWindows.endsAt, new Date(this.now())),
    );
  }
}
