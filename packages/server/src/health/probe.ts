import { serverTexts } from '@stickers62/core/texts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { HttpError } from '../errors.js';

/**
 * How long readiness waits for the database's answer before it answers 503 itself: an
 * orchestrator's probe (typically a 1 s timeout) gets a 503 it can act on, not a hang, while a
 * database is unreachable in a way that answers nothing (a frozen host, a dropped network).
 */
export const defaultReadinessTimeoutMs = 800;

/**
 * Whether the database answers a round trip within `timeoutMs`. The query is not cancelled on
 * timeout (the driver ends a hung connection by its own connect timeout, db/client.ts); its late
 * outcome is ignored.
 */
export async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  const query = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([query, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness: the database answers. Logged when it stops answering and when it is back, not on
 * every probe of an outage.
 */
export class ReadinessProbe {
  private unavailable = false;

  constructor(
    private readonly db: Database,
    private readonly timeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async check(): Promise<{ status: 'ok' }> {
    const answers = await databaseAnswers(this.db, this.timeoutMs);
    if (answers && this.unavailable) this.log.info('readiness: the database answers again');
    if (!answers && !this.unavailable)
      this.log.error({ timeoutMs: this.timeoutMs }, 'readiness: the database does not answer');
    this.unavailable = !answers;
    if (!answers) throw new HttpError(503, serverTexts.temporarilyUnavailable);
    return { status: 'ok' };
  }
}
