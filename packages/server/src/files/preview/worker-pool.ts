import { Worker } from 'node:worker_threads';
import type { PreflightOutcome, PreflightRequest } from '../preflight/index.js';
import type { RenderRequest, RenderResult } from './render.js';
import type { PreflightWorkerJob, WorkerJob } from './worker.js';

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
}

export class PreviewTimeoutError extends Error {}
export class PreviewBusyError extends Error {}

/** What a worker is asked to do: draw a preview, or preflight a layout. */
type Task = Omit<WorkerJob, 'id'> | Omit<PreflightWorkerJob, 'id'>;
type TaskResult = RenderResult | PreflightOutcome;

interface Job {
  id: number;
  task: Task;
  resolve(result: TaskResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
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
 */
export class PreviewWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(request: RenderRequest): Promise<RenderResult> {
    return this.enqueue({ request }) as Promise<RenderResult>;
  }

  /** Preflight of a stored layout, queued with the renders and held to the same limits. */
  preflight(request: PreflightRequest): Promise<PreflightOutcome> {
    return this.enqueue({ preflight: request }) as Promise<PreflightOutcome>;
  }

  private enqueue(task: Task): Promise<TaskResult> {
    if (this.closed) return Promise.reject(new Error('Preview workers are closed'));
    if (this.queue.length >= this.options.maxQueue)
      return Promise.reject(new PreviewBusyError('Preview queue is full'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('Preview workers are closed'));
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, new Error('Preview workers are closed'))));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => candidate.job === null);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      this.assign(slot, this.queue.shift() as Job);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(this.options.heapMb), job: null, timer: null };
    slot.worker.unref();
    slot.worker.on('message', (message: { id: number; result?: TaskResult; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      this.release(slot);
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
    slot.worker.postMessage({ id: job.id, ...job.task } satisfies WorkerJob | PreflightWorkerJob);
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
    if (job) job.reject(reason ?? new Error('Preview worker stopped'));
    await slot.worker.terminate();
    if (!this.closed) this.pump();
  }
}
