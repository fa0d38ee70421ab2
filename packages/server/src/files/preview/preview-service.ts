import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ContourResult } from '@stickers62/core/contract';
import { extensionOf, formatForExtension, renderKindOf, sniffLength } from '../formats.js';
import type { PreflightItem, PreflightOutcome, PreflightThresholds } from '../preflight/index.js';
import { assertValidKey, type FileStorage } from '../storage.js';
import { sweepTemporaryFiles, temporaryFileName } from '../temporary-files.js';
import { placeholderSvg } from './placeholder.js';
import type { RenderLimits } from './render.js';
import { type JobRequester, PreviewTimeoutError, PreviewWorkerPool } from './worker-pool.js';

export interface PreviewConfig extends RenderLimits {
  /**
   * Scratch space on this machine: a render's output before it is stored, and a copy of a
   * layout the workers can read when the store is not a local disk. Rendered previews
   * themselves are kept in the file store, beside the layouts, for every instance to share.
   */
  workRoot: string;
  workers: number;
  /** Previews one customer may have waiting or rendering; more get the busy placeholder. */
  pendingPerCustomer: number;
  timeoutMs: number;
  heapMb: number;
}

/**
 * The widths previews are made in. A requested width is rounded up to the next one (and
 * capped at the largest), so the cache holds at most this many files per layout whatever
 * widths people ask for.
 */
export const previewSizes = [120, 240, 500, 1000, 2000] as const;
/** `image` renders a layout at this width at most (a 1 m sticker sheet at 300 dpi is ~12 000 px). */
export const fullImageWidth = 4000;

export function normalizePreviewWidth(requested: number | undefined): number {
  const largest = previewSizes[previewSizes.length - 1] as number;
  if (requested === undefined) return 1000;
  return previewSizes.find((size) => size >= requested) ?? largest;
}

export type PreviewAnswer =
  | { kind: 'image'; key: string; contentType: 'image/webp' }
  | { kind: 'placeholder'; svg: string; reason: string };

/** Every width a preview of one layout can be stored in. */
const storedWidths = [...previewSizes, fullImageWidth];

/**
 * Where the preview of `fileKey` at `width` is stored (`previews/layouts-<uuid>-<width>`), and
 * the marker remembering that it was refused. Flat keys: discarding is a fixed set of deletes.
 */
export function previewKey(fileKey: string, width: number, variant: 'image' | 'refused' = 'image'): string {
  assertValidKey(fileKey);
  const key = `previews/${fileKey.replaceAll('/', '-')}-${width}`;
  return variant === 'refused' ? `${key}-refused` : key;
}

/**
 * Where earlier versions kept the cut contour traced for `fileKey` as SVG, beside its previews.
 * Nothing is stored there now (the download draws the SVG from the preflight's path, which a
 * new size or cutting replaces); discarding a layout still removes an old copy.
 */
export function contourKey(fileKey: string): string {
  assertValidKey(fileKey);
  return `previews/${fileKey.replaceAll('/', '-')}-contour`;
}

/** One render under way, shared by every request for the same (file, width). */
interface SharedRender {
  answer: Promise<PreviewAnswer>;
  /** Requests still waiting; when the last one leaves, the render is dropped if it has not started. */
  waiting: number;
  abandon: AbortController;
}

/**
 * Previews of stored layouts: rendered once per (file, width) in worker threads, kept in the
 * file store, and replaced by a typed placeholder when a layout cannot or may not be drawn.
 */
export class PreviewService {
  private readonly pool: PreviewWorkerPool;
  private readonly inFlight = new Map<string, SharedRender>();

  constructor(
    private readonly storage: FileStorage,
    private readonly config: PreviewConfig,
  ) {
    this.pool = new PreviewWorkerPool({
      size: config.workers,
      timeoutMs: config.timeoutMs,
      heapMb: config.heapMb,
      idleMs: 30_000,
      maxQueue: 200,
      pendingPerOwner: config.pendingPerCustomer,
    });
  }

  /**
   * The preview of `fileKey` (a file named `fileName`) at `width`, made now if not cached. The
   * render is queued as `requester.owner`'s; a request for a render already under way joins it.
   */
  preview(fileKey: string, fileName: string, width: number, requester: JobRequester = {}): Promise<PreviewAnswer> {
    const cacheKey = previewKey(fileKey, width);
    let render = this.inFlight.get(cacheKey);
    if (!render) {
      const abandon = new AbortController();
      const started: SharedRender = {
        waiting: 0,
        abandon,
        answer: this.make(fileKey, fileName, width, { owner: requester.owner, signal: abandon.signal }).finally(() =>
          this.forget(cacheKey, started),
        ),
      };
      render = started;
      this.inFlight.set(cacheKey, render);
    }
    this.wait(cacheKey, render, requester.signal);
    return render.answer;
  }

  /** How many of `owner`'s renders and checks wait for a worker or hold one. */
  pendingOf(owner: string): number {
    return this.pool.pendingOf(owner);
  }

  /**
   * The preflight of `fileKey` (a file named `fileName`) against `item`, in the same workers and
   * under the same limits as a render: what the preview refuses gets no preflight. Rejects when
   * the worker timed out or the queue is full. It waits in `owner`'s line, so one customer's
   * uploads take their turn with everyone else's renders instead of filling the shared line.
   */
  async preflight(
    fileKey: string,
    fileName: string,
    item: PreflightItem,
    thresholds: PreflightThresholds,
    owner?: string,
    options: { traceContour?: boolean } = {},
  ): Promise<PreflightOutcome> {
    const source = await this.localCopy(fileKey);
    try {
      const format = formatForExtension(extensionOf(fileName), await readHead(source.path));
      // The upload checked the bytes against the name; a mismatch now is not a layout to judge.
      if (!format) return { status: 'refused', reason: 'content does not match the file name' };
      const outcome = await this.pool.preflight(
        {
          sourcePath: source.path,
          format,
          item,
          limits: { maxPixels: this.config.maxPixels, maxPdfBytes: this.config.maxPdfBytes },
          thresholds,
          traceContour: options.traceContour === true,
        },
        { owner },
      );
      return outcome;
    } finally {
      await source.cleanup();
    }
  }

  /**
   * The layout with its cut contour in one PDF, made in the workers in `owner`'s line; `null`
   * when the artwork is refused as its preview would be.
   */
  async artworkContourPdf(
    fileKey: string,
    fileName: string,
    contour: ContourResult,
    owner?: string,
  ): Promise<Buffer | null> {
    await mkdir(this.config.workRoot, { recursive: true });
    const output = join(this.config.workRoot, temporaryFileName('.pdf'));
    const source = await this.localCopy(fileKey);
    try {
      const format = formatForExtension(extensionOf(fileName), await readHead(source.path));
      if (!format) return null;
      const result = await this.pool.contourPdf(
        { sourcePath: source.path, format, contour, outputPath: output, maxPixels: this.config.maxPixels },
        { owner },
      );
      return result.status === 'written' ? await readFile(output) : null;
    } finally {
      await Promise.all([source.cleanup(), rm(output, { force: true })]);
    }
  }

  /** Forgets every preview of a file that was replaced or deleted. */
  async discard(fileKey: string): Promise<void> {
    const keys = storedWidths.flatMap((width) => [previewKey(fileKey, width), previewKey(fileKey, width, 'refused')]);
    keys.push(contourKey(fileKey));
    await Promise.all(keys.map((key) => this.storage.delete(key)));
  }

  /** Removes scratch files a crashed process left behind (see `sweepTemporaryFiles`). */
  sweepScratch(now = Date.now()): Promise<number> {
    return sweepTemporaryFiles(this.config.workRoot, { now });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  /** Counts a request waiting for `render`; a request without a signal never leaves. */
  private wait(cacheKey: string, render: SharedRender, signal: AbortSignal | undefined): void {
    render.waiting += 1;
    if (!signal) return;
    const leave = () => {
      render.waiting -= 1;
      if (render.waiting > 0) return;
      // A later request for the same preview must start afresh, not join the abandoned render.
      this.forget(cacheKey, render);
      render.abandon.abort();
    };
    if (signal.aborted) {
      leave();
      return;
    }
    signal.addEventListener('abort', leave, { once: true });
    const stopListening = () => signal.removeEventListener('abort', leave);
    render.answer.then(stopListening, stopListening);
  }

  private forget(cacheKey: string, render: SharedRender): void {
    if (this.inFlight.get(cacheKey) === render) this.inFlight.delete(cacheKey);
  }

  private async make(
    fileKey: string,
    fileName: string,
    width: number,
    requester: JobRequester,
  ): Promise<PreviewAnswer> {
    const extension = extensionOf(fileName);
    const placeholder = (reason: string): PreviewAnswer => ({
      kind: 'placeholder',
      svg: placeholderSvg(extension, width),
      reason,
    });
    const cacheKey = previewKey(fileKey, width);
    const refusedKey = previewKey(fileKey, width, 'refused');
    const image: PreviewAnswer = { kind: 'image', key: cacheKey, contentType: 'image/webp' };
    if (await this.storage.exists(cacheKey)) return image;
    if (await this.storage.exists(refusedKey)) return placeholder('refused before');
    // Remember a refusal: the same bytes will be refused again, so don't spend a worker on them.
    const refuse = (reason: string) => this.storage.put(refusedKey, Readable.from([Buffer.from(reason)]));

    await mkdir(this.config.workRoot, { recursive: true });
    const output = join(this.config.workRoot, temporaryFileName('.webp'));
    let cleanup = async () => {};
    try {
      const source = await this.localCopy(fileKey);
      cleanup = source.cleanup;
      const sourcePath = source.path;
      const format = formatForExtension(extension, await readHead(sourcePath));
      const kind = format ? renderKindOf(format) : 'placeholder';
      if (kind === 'placeholder') return placeholder('no renderer for this format');
      const result = await this.pool.run(
        {
          sourcePath,
          kind,
          width,
          outputPath: output,
          limits: { maxPixels: this.config.maxPixels, maxPdfBytes: this.config.maxPdfBytes },
        },
        requester,
      );
      if (result.status === 'rendered') {
        await this.storage.put(cacheKey, createReadStream(output));
        return image;
      }
      await refuse(result.reason);
      return placeholder(result.reason);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A render that ran out of time will run out of time again; a full queue or a requester
      // who left is only for now.
      if (error instanceof PreviewTimeoutError) await refuse(reason);
      return placeholder(reason);
    } finally {
      await Promise.all([cleanup(), rm(output, { force: true })]);
    }
  }

  /** A path the worker can read: the stored file itself on a local disk, else a scratch copy. */
  private async localCopy(fileKey: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
    const local = this.storage.localPath(fileKey);
    if (local) return { path: local, cleanup: async () => {} };
    await mkdir(this.config.workRoot, { recursive: true });
    const path = join(this.config.workRoot, temporaryFileName('.source'));
    try {
      await pipeline(this.storage.read(fileKey), createWriteStream(path));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, cleanup: () => rm(path, { force: true }) };
  }
}

/** The first bytes of a file, for recognising the stored layout's format. */
async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(sniffLength);
    const { bytesRead } = await handle.read(head, 0, sniffLength, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
