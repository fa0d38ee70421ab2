import type { PreflightResult } from '@stickers62/core/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { PreflightThresholds } from './preflight/config.js';
import type { PreviewService } from './preview/preview-service.js';
import { queueOwnerOf } from './preview/worker-pool.js';
import { type PreflightSlot, readSlotLayout, type SlotLayout, storePreflight } from './records.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Preflight of stored layouts, set by the files routes; the items' save re-checks a resized item with it. */
    layoutPreflight: LayoutPreflight;
  }
}

/**
 * How long an answer (the upload, an item save) waits for its preflight. A preflight reads
 * headers and takes milliseconds; it waits longer only behind renders in the preview queue, or
 * while an S3 layout is copied to local scratch for the worker.
 */
export const preflightAnswerWaitMs = 5000;

/**
 * A preflight as an answer carries it: the result, `null` when the layout gets none (refused as
 * a bomb, the worker timed out, the queue was full), `undefined` when it did not finish within
 * the wait or was overtaken by a newer file or size (the item answer shows it once stored).
 */
export type PreflightAnswer = PreflightResult | null | undefined;

/**
 * Runs preflight on the layout a slot holds, in the preview workers, and stores the result
 * with the file. It informs and never fails its caller: every failure is logged and answered
 * as no preflight.
 */
export class LayoutPreflight {
  private readonly running = new Set<Promise<PreflightAnswer>>();

  constructor(
    private readonly db: Database,
    private readonly previews: PreviewService,
    private readonly thresholds: PreflightThresholds,
    private readonly log: FastifyBaseLogger,
    private readonly answerWaitMs = preflightAnswerWaitMs,
  ) {}

  /**
   * Examines the layout the slot holds now and stores the result with it. Answers within
   * `answerWaitMs`; a preflight still running then goes on, and stores its result when done.
   */
  examine(slot: PreflightSlot): Promise<PreflightAnswer> {
    const job = this.run(slot);
    this.track(job);
    return withinWait(job, this.answerWaitMs);
  }

  /** Waits for the preflights still running (the app is closing and has stopped the workers). */
  async settle(): Promise<void> {
    // A preflight may start its contour's trace while this waits.
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private async run(slot: PreflightSlot): Promise<PreflightAnswer> {
    try {
      const layout = await readSlotLayout(this.db, slot);
      if (!layout) return undefined;
      const outcome = await this.preflight(layout);
      if (outcome.status === 'refused') {
        this.log.info({ slot, reason: outcome.reason }, 'layout gets no preflight: refused like its preview');
        return null;
      }
      if (!(await storePreflight(this.db, layout, outcome.result))) return undefined;
      if (outcome.result.contour?.status === 'pending') this.track(this.traceContour(layout, outcome.result));
      return outcome.result;
    } catch (error) {
      this.log.warn({ err: error, slot }, 'layout preflight failed');
      return null;
    }
  }

  /**
   * Traces the cut contour the answer left `pending`, in its own job after the answer (decoding
   * a large layout's pixels takes a second), and stores the preflight again with it. A trace
   * that fails leaves the preflight without a contour, never `pending` for good.
   */
  private async traceContour(layout: SlotLayout, quick: PreflightResult): Promise<PreflightAnswer> {
    try {
      const outcome = await this.preflight(layout, { traceContour: true });
      if (outcome.status === 'checked') {
        return (await storePreflight(this.db, layout, outcome.result)) ? outcome.result : undefined;
      }
      this.log.info({ slot: layout.slot, reason: outcome.reason }, 'cut contour refused like its preview');
    } catch (error) {
      this.log.warn({ err: error, slot: layout.slot }, 'cut contour failed');
    }
    const { contour: _pending, ...withoutContour } = quick;
    await storePreflight(this.db, layout, withoutContour).catch(() => false);
    return null;
  }

  /** The layout's preflight in its owner's queue, with the thresholds of the shop. */
  private preflight(layout: SlotLayout, options?: { traceContour: true }) {
    const { fileKey, fileName, item, ownerId } = layout;
    return this.previews.preflight(fileKey, fileName, item, this.thresholds, queueOwnerOf(ownerId), options);
  }

  private track(job: Promise<PreflightAnswer>): void {
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }
}

/** The job's answer, or `undefined` when it takes longer than `waitMs` (the job itself goes on). */
function withinWait(job: Promise<PreflightAnswer>, waitMs: number): Promise<PreflightAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, waitMs, undefined);
  });
  return Promise.race([job, timeout]).finally(() => clearTimeout(timer));
}
