import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { type DeliveryChannels, deliver } from './deliver.js';
import { claimDue, type Delivery, pruneFinished, recordDelivery } from './outbox.js';

export interface NotificationWorkerOptions {
  channels: DeliveryChannels;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often the worker looks for due notifications; 0: only explicit ticks (tests). */
  intervalMs: number;
  /** How long a claim holds a row: longer than one delivery may take (SMTP's timeout). */
  leaseMs: number;
  /** Rows one tick claims. */
  batch?: number;
  /** Finished rows older than this are deleted (OUTBOX_RETENTION_DAYS); 0: kept for ever. */
  retentionMs?: number;
  /** How often the worker looks for finished rows to delete: not on every poll. */
  pruneEveryMs?: number;
  /** Rows one pass deletes at most: a short statement, however large the backlog. */
  pruneBatch?: number;
}

export interface NotificationWorker {
  /** Claims and delivers what is due now; resolves with how many rows it handled. */
  tick(): Promise<number>;
  /** Ticks until nothing is due now (tests, and a graceful stop). */
  drain(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the tick in progress. */
  stop(): Promise<void>;
}

export const defaultWorkerIntervalMs = 1000;
export const defaultLeaseMs = 2 * 60_000;
/** Rows a tick claims: a few, so instances share a burst rather than one taking it all. */
export const defaultBatch = 5;
export const defaultPruneEveryMs = 60 * 60_000;
export const defaultPruneBatch = 500;
export const daysMs = (days: number) => days * 24 * 60 * 60_000;

/**
 * The outbox's worker. Every instance runs one; rows are claimed with SKIP LOCKED under a lease
 * (outbox.ts), so instances share the work and none delivers what another holds.
 */
export function createNotificationWorker(options: NotificationWorkerOptions): NotificationWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;
  /** The clock's time of the next pass over finished rows: the first tick makes one. */
  let nextPruneAt = Number.NEGATIVE_INFINITY;
  const retentionMs = options.retentionMs ?? 0;
  const pruneBatch = options.pruneBatch ?? defaultPruneBatch;

  async function deliverOne(row: Parameters<typeof deliver>[1]): Promise<Delivery> {
    try {
      return await deliver(options.channels, row);
    } catch (error) {
      options.log.warn(
        { err: error, outboxId: row.id, template: row.template, attempt: row.attempts },
        'notification failed; retried later',
      );
      // SMTP answers 5xx for good (no such mailbox, refused); 4xx and network trouble pass.
      const code = (error as { responseCode?: number }).responseCode;
      const final = typeof code === 'number' && code >= 500 && code < 600;
      return { status: 'retry', error: (error as Error).message || String(error), final };
    }
  }

  async function tick(): Promise<number> {
    const rows = await claimDue(
      options.channels.db,
      new Date(options.clock.now()),
      options.leaseMs,
      options.batch ?? defaultBatch,
    );
    for (const row of rows) {
      const delivery = await deliverOne(row);
      await recordDelivery(options.channels.db, row, delivery, new Date(options.clock.now()));
    }
    if (retentionMs > 0 && options.clock.now() >= nextPruneAt) await prune();
    return rows.length;
  }

  async function prune(): Promise<void> {
    const now = options.clock.now();
    try {
      const deleted = await pruneFinished(options.channels.db, new Date(now - retentionMs), pruneBatch);
      // A full batch leaves more behind: the next tick takes the next batch; otherwise wait.
      nextPruneAt = deleted === pruneBatch ? now : now + (options.pruneEveryMs ?? defaultPruneEveryMs);
    } catch (error) {
      // Deleting old rows can wait; delivering must not stop for it.
      options.log.warn({ err: error }, 'pruning the outbox failed; tried again later');
      nextPruneAt = now + (options.pruneEveryMs ?? defaultPruneEveryMs);
    }
  }

  // One tick at a time per worker; a tick asked for while one runs waits for it and runs after.
  async function serialTick(): Promise<number> {
    while (running) await running.catch(() => 0);
    running = tick();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  }

  function schedule() {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => {
      serialTick()
        .catch((error: unknown) => options.log.error({ err: error }, 'notification worker tick failed'))
        .finally(schedule);
    }, options.intervalMs);
    timer.unref();
  }

  return {
    tick: serialTick,
    async drain() {
      let total = 0;
      for (let handled = await serialTick(); handled > 0; handled = await serialTick()) total += handled;
      return total;
    },
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => 0);
    },
  };
}
