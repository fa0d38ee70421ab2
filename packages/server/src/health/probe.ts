import { serverTexts } from '@stickers62/core/texts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { HttpError } from '../errors.js';

/** A database round trip: a load balancer takes an instance out when it fails (503). */
export async function probeHealth(db: Database, log: FastifyBaseLogger): Promise<{ status: 'ok' }> {
  try {
    await db.execute(sql`select 1`);
    return { status: 'ok' };
  } catch (error) {
    log.error({ err: error }, 'health check: database unavailable');
    throw new HttpError(503, serverTexts.internal);
  }
}
