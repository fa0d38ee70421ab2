import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { attemptWindows } from '../db/schema.js';

export interface GrowingDelayRule {
  /** Attempts a key may make back to back before waits begin. */
  freeAttempts: number;
  /** The first wait; each further attempt doubles it. */
  firstDelayMs: number;
  /** The longest wait. */
  maxDelayMs: number;
  /** A key is forgotten this long after its last attempt would have been allowed. */
  forgetAfterMs: number;
}

export type DelayAnswer = { admitted: true } | { admitted: false; retryAfterMs: number };

/** Doublings beyond this change nothing once the wait is at its maximum (and 2^n must not overflow). */
const maxDoublings = 40;

/**
 * Growing waits between attempts per key, in the database (table `attempt_windows`, one row per
 * key, like `AttemptLimiter`): after `freeAttempts` attempts the next must wait `firstDelayMs`,
 * then twice that, and so on up to `maxDelayMs`, until `reset` (a success) or until the key is
 * forgotten. Nothing is ever locked for good, so a limit built on it slows a guesser without
 * locking the key's holder out.
 *
 * The row's `ends_at` is the moment the next attempt is allowed plus `forgetAfterMs`: one column
 * tells both when the key may try again and when housekeeping may delete it.
 */
export class GrowingDelay {
  constructor(
    private readonly db: Queryable,
    private readonly bucket: string,
    private readonly rule: GrowingDelayRule,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt if the key's wait is over and answers whether it was counted; otherwise
   * answers how long is left. The check and the count are one statement, so parallel attempts
   * cannot slip through one opening.
   */
  async admit(key: string): Promise<DelayAnswer> {
    const now = new Date(this.now()).toISOString();
    const forget = this.interval(this.rule.forgetAfterMs);
    const nextAllowed = sql`${attemptWindows.endsAt} - ${forget}`;
    const attempts = sql`case when ${attemptWindows.endsAt} <= ${now}::timestamptz then 1 else ${attemptWindows.attempts} + 1 end`;
    const counted = await this.db
      .insert(attemptWindows)
      .values({ bucket: this.bucket, subject: key, attempts: 1, endsAt: this.endsAfter(sql`1`, now) })
      .onConflictDoUpdate({
        target: [attemptWindows.bucket, attemptWindows.subject],
        set: { attempts, endsAt: this.endsAfter(attempts, now) },
        setWhere: sql`${nextAllowed} <= ${now}::timestamptz`,
      })
      .returning({ attempts: attemptWindows.attempts });
    if (counted.length > 0) return { admitted: true };
    const [row] = await this.db.select({ endsAt: attemptWindows.endsAt }).from(attemptWindows).where(this.rowOf(key));
    // The row can vanish between the two statements (a success reset it): then nothing is left to wait.
    const retryAfterMs = row ? row.endsAt.getTime() - this.rule.forgetAfterMs - this.now() : 0;
    return { admitted: false, retryAfterMs: Math.max(retryAfterMs, 1) };
  }

  /** Forgets the key: the next attempt is free again. */
  async reset(key: string): Promise<void> {
    await this.db.delete(attemptWindows).where(this.rowOf(key));
  }

  /** `ends_at` after the key's count becomes `attempts`: now, plus its wait, plus the forgetting time. */
  private endsAfter(attempts: SQL, now: string): SQL {
    const { freeAttempts, firstDelayMs, maxDelayMs, forgetAfterMs } = this.rule;
    // Computed in SQL, since the count is only known inside the statement.
    const delayMs = sql`case when ${attempts} < ${freeAttempts} then 0 else least(${firstDelayMs}::float8 * power(2::float8, least(${attempts} - ${freeAttempts}, ${maxDoublings})), ${maxDelayMs}) end`;
    return sql`${now}::timestamptz + make_interval(secs => (${delayMs} + ${forgetAfterMs}) / 1000.0)`;
  }

  private interval(ms: number): SQL {
    return sql`make_interval(secs => ${ms / 1000})`;
  }

  private rowOf(key: string) {
    return and(eq(attemptWindows.bucket, this.bucket), eq(attemptWindows.subject, key));
  }
}
