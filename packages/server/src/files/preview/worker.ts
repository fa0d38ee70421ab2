import { parentPort } from 'node:worker_threads';
import { type PreflightRequest, runPreflight } from '../preflight/index.js';
import { type RenderRequest, renderPreview } from './render.js';

/** Entry of a preview worker thread: renders one request at a time, answering by id. */
export interface WorkerJob {
  id: number;
  request: RenderRequest;
}

/** A layout's preflight runs in the same workers, under the same time and memory limits as a render. */
export interface PreflightWorkerJob {
  id: number;
  preflight: PreflightRequest;
}

const port = parentPort;
if (!port) throw new Error('The preview worker runs only as a worker thread');

port.on('message', async (job: WorkerJob | PreflightWorkerJob) => {
  const { id } = job;
  try {
    const result = 'preflight' in job ? await runPreflight(job.preflight) : await renderPreview(job.request);
    port.postMessage({ id, result });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
