import { availableParallelism, totalmem } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { loadPreflightThresholds, type PreflightThresholds } from './preflight/config.js';
import type { PreviewConfig } from './preview/preview-service.js';

export interface FilesConfig {
  /** Layout files and previews on the local disk (`DATA_DIR/files`), unless `STORAGE=s3`. */
  storageRoot: string;
  /** Largest accepted upload, in bytes. */
  uploadLimitBytes: number;
  preview: PreviewConfig;
  /** What a layout's preflight compares it with (`PREFLIGHT_*`). */
  preflight: PreflightThresholds;
}

const gib = 1024 * 1024 * 1024;
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/**
 * One preview worker per core (a render uses one libvips thread), no more than one per GiB of
 * memory (its heap, up to 400 MB of decoded pixels at the default pixel limit, PDFium) and no
 * more than 8, past which another instance serves better. At least two: one customer's slow
 * renders hold at most all workers but one (see `workerShareOf`), so another customer's preview
 * always finds a worker; on a single core the two take turns.
 */
export function defaultPreviewWorkers(cores = availableParallelism(), memoryBytes = totalmem()): number {
  return Math.max(2, Math.min(cores, Math.floor(memoryBytes / gib), 8));
}

/** The files settings of the environment; every one has a default that fits the embedded setup. */
const filesEnvironment = z.object({
  UPLOAD_LIMIT_BYTES: positiveInt(gib),
  PREVIEW_MAX_PIXELS: positiveInt(100_000_000),
  PREVIEW_MAX_PDF_BYTES: positiveInt(256 * 1024 * 1024),
  PREVIEW_TIMEOUT_MS: positiveInt(20_000),
  PREVIEW_HEAP_MB: positiveInt(256),
  PREVIEW_WORKERS: positiveInt(defaultPreviewWorkers()),
  PREVIEW_PENDING_PER_CUSTOMER: positiveInt(20),
});

/**
 * Files settings from the environment, under `dataDir`. `overrides` let tests shrink limits
 * without touching the process environment.
 */
export function loadFilesConfig(
  dataDir: string,
  environment: NodeJS.ProcessEnv = process.env,
  overrides: Partial<Omit<FilesConfig, 'preview'>> & { preview?: Partial<PreviewConfig> } = {},
): FilesConfig {
  const parsed = filesEnvironment.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid files configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  return {
    storageRoot: join(dataDir, 'files'),
    uploadLimitBytes: env.UPLOAD_LIMIT_BYTES,
    preflight: loadPreflightThresholds(environment),
    ...overrides,
    preview: {
      workRoot: join(dataDir, 'preview-work'),
      maxPixels: env.PREVIEW_MAX_PIXELS,
      maxPdfBytes: env.PREVIEW_MAX_PDF_BYTES,
      timeoutMs: env.PREVIEW_TIMEOUT_MS,
      heapMb: env.PREVIEW_HEAP_MB,
      workers: env.PREVIEW_WORKERS,
      pendingPerCustomer: env.PREVIEW_PENDING_PER_CUSTOMER,
      ...overrides.preview,
    },
  };
}

/** "1 ГБ", "200 МБ": the limit as people read it in the 413 message. */
export function formatByteLimit(bytes: number): string {
  const units = [
    ['ГБ', gib],
    ['МБ', 1024 * 1024],
    ['КБ', 1024],
  ] as const;
  for (const [unit, size] of units) {
    if (bytes >= size)
      return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }).format(bytes / size)} ${unit}`;
  }
  return `${bytes} Б`;
}
