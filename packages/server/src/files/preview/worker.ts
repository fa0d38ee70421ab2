import { parentPort } from 'node:worker_threads';
import type { ContourPdfRequest } from '../contour/artwork-pdf.js';
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

/** The artwork with its cut contour in one PDF, under the same limits. */
export interface ContourPdfWorkerJob {
  id: number;
  contourPdf: ContourPdfRequest;
}

const port = parentPort;
if (!port) throw new Error('The preview worker runs only as a worker thread');

port.on('message', async (job: WorkerJob | PreflightWorkerJob | ContourPdfWorkerJob) => {
  const { id } = job;
  try {
    const result =
      'preflight' in job
        ? await runPreflight(job.preflight)
        : 'contourPdf' in job
          ? // pdf-lib is loaded by the first such job, not with every worker.
            await (await import('../contour/artwork-pdf.js')).writeArtworkContourPdf(job.contourPdf)
          : await renderPreview(job.request);
    port.postMessage({ id, result });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
