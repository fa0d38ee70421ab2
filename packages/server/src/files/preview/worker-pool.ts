import { Worker } from 'node:worker_threads';
import type { ContourPdfRequest, ContourPdfResult } from '../contour/artwork-pdf.js';
import type { PreflightOutcome, PreflightRequest } from '../preflight/index.js';
import { FairQueue } from './fair-queue.js';
import type { RenderRequest, RenderResult } from './render.js';
import type { ContourPdfWorkerJob, PreflightWorkerJob, WorkerJob } from './worker.js';

export interface WorkerPoolOptions {
  /** Workers rendering at once. */
  size: number;
  /** A render taking longer is stopped by terminating its worker. */
  timeoutMs: number;
  /** V8 heap of each worker; decoded pixels live outside it and are bounded by the pixel limit. */
  heapMb: number;
  /** An idle worker exits after this long, giving its memory back. */
  idleMs: number;
  /** Requests waiting beyond this many are refused at once rather than queued. */
  maxQueue: number;
  /** Requests one owner may have waiting or running (`maxQueue` when unset). */
  pendingPerOwner?: number;
}

/** Whose job it is, and the signal telling that its requester is gone. */
export interface JobRequester {
  /** Jobs of one owner (a customer) share one line and one share of the workers; none: the shared anonymous line. */
  owner?: string;
  /** Aborted when nobody waits for the answer any more: a job still queued is dropped. */
  signal?: AbortSignal;
}

export class PreviewTimeoutError extends Error {}
export class PreviewBusyError extends Error {}
/** The job was dropped before it started because its requester went away. */
export class PreviewCancelledError extends Error {}

/** The line of jobs that name no owner. */
export const anonymousOwner = 'anonymous';

/** The line a customer's jobs wait in: one per user, whoever's request or order queues them. */
export function queueOwnerOf(userId: number): string {
  return `user-${userId}`;
}

/** What a worker is asked to do: draw a preview, or preflight a layout. */
type Task = Omit<WorkerJob, 'id'> | Omit<PreflightWorkerJob, 'id'> | Omit<ContourPdfWorkerJob, 'id'>;
type TaskResult = RenderResult | PreflightOutcome | ContourPdfResult;

interface Job {
  id: number;
  owner: string;
  task: Task;
  resolve(result: TaskResult): void;
  reject(error: Error): void;
  /** Stops listening to the requester's signal once the job started or ended. */
  forgetRequester(): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * Workers one owner may hold at once: all but one, so a customer who queues many slow renders
 * always leaves a worker for somebody else's preview. A pool of one worker cannot spare any.
 */
export function workerShareOf(size: number): number {
  return Math.max(1, size - 1);
}

/**
 * In tests and `tsx` runs this module is TypeScript: the worker then loads tsx before its
 * entry. Built code (`dist`) starts `worker.js` directly.
 */
function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./worker.js', import.meta.url), { resourceLimits });
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(bootstrap, { eval: true, resourceLimits });
}

/**
 * Runs renders off the request path in worker threads, each render under a time limit. A
 * worker that overruns, crashes or exceeds its heap is thrown away and replaced on demand.
 * Jobs wait in one line per owner, served in turn (see `FairQueue`).
 */
export class PreviewWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: FairQueue<Job>;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {
    this.queue = new FairQueue({
      pendingPerOwner: options.pendingPerOwner ?? options.maxQueue,
      runningPerOwner: workerShareOf(options.size),
      maxQueued: options.maxQueue,
    });
  }

  run(request: RenderRequest, requester: JobRequester = {}): Promise<RenderResult> {
    return this.enqueue({ request }, requester) as Promise<RenderResult>;
  }

  /** Preflight of a stored layout, queued with the renders and held to the same limits. */
  preflight(request: PreflightRequest, requester: JobRequester = {}): Promise<PreflightOutcome> {
    return this.enqueue({ preflight: request }, requester) as Promise<PreflightOutcome>;
  }

  /** The artwork with its cut contour in one PDF, queued with the renders and held to the same limits. */
  contourPdf(request: ContourPdfRequest, requester: JobRequester = {}): Promise<ContourPdfResult> {
    return this.enqueue({ contourPdf: request }, requester) as Promise<ContourPdfResult>;
  }

  /** How many of `owner`'s jobs are waiting or running: what `pendingPerOwner` bounds. */
  pendingOf(owner: string): number {
    return this.queue.pending(owner);
  }

  private enqueue(task: Task, { owner = anonymousOwner, signal }: JobRequester): Promise<TaskResult> {
    if (this.closed) return Promise.reject(new Error('Preview workers are closed'));
    if (signal?.aborted) return Promise.reject(new PreviewCancelledError('Preview requester is gone'));
    return new Promise((resolve, reject) => {
      // A running job is left to finish: its result is cached for the next request, and the
      // owner's share of the workers already bounds what an abandoned job can hold.
      const drop = () => {
        if (this.queue.remove(owner, job)) reject(new PreviewCancelledError('Preview requester is gone'));
      };
      const job: Job = {
        id: this.nextId++,
        owner,
        task,
        resolve,
        reject,
        forgetRequester: () => signal?.removeEventListener('abort', drop),
      };
      const added = this.queue.add(owner, job);
      if (added !== 'queued') {
        reject(new PreviewBusyError(added === 'full' ? 'Preview queue is full' : 'Too many previews pending'));
        return;
      }
      signal?.addEventListener('abort', drop, { once: true });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) {
      job.forgetRequester();
      job.reject(new Error('Preview workers are closed'));
    }
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, new Error('Preview workers are closed'))));
  }

  private pump(): void {
    for (;;) {
      const idle = this.slots.find((candidate) => candidate.job === null);
      if (!idle && this.slots.length >= this.options.size) return;
      const next = this.queue.next();
      if (!next) return;
      next.job.forgetRequester();
      this.assign(idle ?? this.spawn(), next.job);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(this.options.heapMb), job: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (message: { id: number; result?: TaskResult; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      this.release(slot);
      this.queue.finished(job.owner);
      if (message.result) job.resolve(message.result);
      else job.reject(new Error(message.error ?? 'Preview failed'));
      this.pump();
    });
    slot.worker.on('error', (error) => void this.retire(slot, error));
    slot.worker.on('exit', (code) => void this.retire(slot, new Error(`Preview worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  private assign(slot: Slot, job: Job): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = job;
    slot.timer = setTimeout(
      () => void this.retire(slot, new PreviewTimeoutError(`Preview took over ${this.options.timeoutMs} ms`)),
      this.options.timeoutMs,
    );
    slot.timer.unref();
    slot.worker.postMessage({ id: job.id, ...job.task } satisfies WorkerJob | PreflightWorkerJob | ContourPdfWorkerJob);
  }

  /** The job is done; the worker waits for the next one, and exits when none comes. */
  private release(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = null;
    slot.timer = setTimeout(() => void this.retire(slot, null), this.options.idleMs);
    slot.timer.unref();
  }

  /** Removes a worker for good, failing the job it held (timeout, crash) if any. */
  private async retire(slot: Slot, reason: Error | null): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    const job = slot.job;
    slot.job = null;
    if (job) {
      this.queue.finished(job.owner);
      job.reject(reason ?? new Error('Preview worker stopped'));
    }
    await slot.worker.terminate();
    if (!this.closed) this.pump();
  }
}
