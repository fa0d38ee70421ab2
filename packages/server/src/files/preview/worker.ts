import { parentPort } from 'node:worker_threads';
import { type RenderRequest, renderPreview } from './render.js';

/** Entry of a preview worker thread: renders one request at a time, answering by id. */
export interface WorkerJob {
  id: number;
  request: RenderRequest;
}

const port = parentPort;
if (!port) throw new Error('The preview worker runs only as a worker thread');

port.on('message', async ({ id, request }: WorkerJob) => {
  try {
    port.postMessage({ id, result: await renderPreview(request) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
