import { createWriteStream } from 'node:fs';
import { mkdir, open, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { extensionOf, formatForExtension, renderKindOf, sniffLength } from '../formats.js';
import { assertValidKey, type FileStorage } from '../storage.js';
import { placeholderSvg } from './placeholder.js';
import type { RenderLimits } from './render.js';
import { PreviewTimeoutError, PreviewWorkerPool } from './worker-pool.js';

export interface PreviewConfig extends RenderLimits {
  /** Rendered previews, one folder per stored file key (derived data: safe to delete). */
  cacheRoot: string;
  workers: number;
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
  | { kind: 'image'; path: string; contentType: 'image/webp' }
  | { kind: 'placeholder'; svg: string; reason: string };

/**
 * Previews of stored layouts: rendered once per (file, width) in worker threads, kept on
 * disk, and replaced by a typed placeholder when a layout cannot or may not be drawn.
 */
export class PreviewService {
  private readonly pool: PreviewWorkerPool;
  private readonly inFlight = new Map<string, Promise<PreviewAnswer>>();

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
    });
  }

  /** The preview of `fileKey` (a file named `fileName`) at `width`, made now if not cached. */
  preview(fileKey: string, fileName: string, width: number): Promise<PreviewAnswer> {
    assertValidKey(fileKey);
    const output = join(this.config.cacheRoot, fileKey, `${width}.webp`);
    const running = this.inFlight.get(output);
    if (running) return running;
    const answer = this.make(fileKey, fileName, width, output).finally(() => this.inFlight.delete(output));
    this.inFlight.set(output, answer);
    return answer;
  }

  /** Forgets every preview of a file that was replaced or deleted. */
  async discard(fileKey: string): Promise<void> {
    assertValidKey(fileKey);
    await rm(join(this.config.cacheRoot, fileKey), { recursive: true, force: true });
  }

  close(): Promise<void> {
    return this.pool.close();
  }

  private async make(fileKey: string, fileName: string, width: number, output: string): Promise<PreviewAnswer> {
    const extension = extensionOf(fileName);
    const placeholder = (reason: string): PreviewAnswer => ({
      kind: 'placeholder',
      svg: placeholderSvg(extension, width),
      reason,
    });
    if (await exists(output)) return { kind: 'image', path: output, contentType: 'image/webp' };
    const refusedMarker = `${output}.refused`;
    if (await exists(refusedMarker)) return placeholder('refused before');

    const { path: sourcePath, cleanup } = await this.localCopy(fileKey);
    try {
      const format = formatForExtension(extension, await readHead(sourcePath));
      const kind = format ? renderKindOf(format) : 'placeholder';
      if (kind === 'placeholder') return placeholder('no renderer for this format');
      await mkdir(join(this.config.cacheRoot, fileKey), { recursive: true });
      const result = await this.pool.run({
        sourcePath,
        kind,
        width,
        outputPath: output,
        limits: { maxPixels: this.config.maxPixels, maxPdfBytes: this.config.maxPdfBytes },
      });
      if (result.status === 'rendered') return { kind: 'image', path: output, contentType: 'image/webp' };
      // Remember the refusal: the same bytes will be refused again, so don't spend a worker on them.
      await writeFile(refusedMarker, result.reason);
      return placeholder(result.reason);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // A render that ran out of time will run out of time again; a full queue is only for now.
      if (error instanceof PreviewTimeoutError) await writeFile(refusedMarker, reason);
      return placeholder(reason);
    } finally {
      await cleanup();
    }
  }

  /** A path the worker can read: the stored file itself on a local disk, else a temporary copy. */
  private async localCopy(fileKey: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
    const local = this.storage.localPath(fileKey);
    if (local) return { path: local, cleanup: async () => {} };
    const folder = join(this.config.cacheRoot, '.sources');
    await mkdir(folder, { recursive: true });
    const path = join(folder, crypto.randomUUID());
    await pipeline(this.storage.read(fileKey), createWriteStream(path));
    return { path, cleanup: () => rm(path, { force: true }) };
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
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
