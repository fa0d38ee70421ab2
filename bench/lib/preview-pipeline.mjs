// The server's preview pipeline for the benches that time it (preflight, contour): from the
// TypeScript sources through tsx, PreviewService over local storage in a scratch folder, with
// the default preflight thresholds, sharp as the server resolves it and the server's test fixtures.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './processes.mjs';

const { register } = await import('tsx/esm/api');
register();
const source = (path) => import(pathToFileURL(join(repoRoot, 'packages/server/src', path)).href);
/** A module of the server's tests (packages/server/test), such as its fixtures. */
export const testSource = (path) => import(pathToFileURL(join(repoRoot, 'packages/server/test', path)).href);
const { LocalDiskStorage } = await source('files/local-storage.ts');
const { PreviewService } = await source('files/preview/preview-service.ts');
const { loadFilesConfig } = await source('files/config.ts');
export const { preflightDefaults } = await source('files/preflight/config.ts');
export const serverRequire = createRequire(join(repoRoot, 'packages/server/package.json'));
export const sharp = (await import(pathToFileURL(serverRequire.resolve('sharp')).href)).default;

/** Storage and previews in a fresh scratch folder named after the bench; `close` removes it. */
export async function previewPipeline(bench) {
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${bench}-`));
  const config = loadFilesConfig(dataDir, process.env);
  await mkdir(config.storageRoot, { recursive: true });
  const storage = new LocalDiskStorage(config.storageRoot);
  const previews = new PreviewService(storage, config.preview);
  return {
    storage,
    previews,
    storageRoot: config.storageRoot,
    async close() {
      await previews.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes bench/results/<bench>.json and ends the process: nothing else is awaited, and the worker
 * threads (preview pool, tsx's loader) can hold the process for minutes while they wind down.
 */
export async function writeResultsAndExit(bench, rounds, results) {
  await mkdir(join(repoRoot, 'bench/results'), { recursive: true });
  await writeFile(
    join(repoRoot, `bench/results/${bench}.json`),
    `${JSON.stringify({ rounds, measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
  );
  process.exit(0);
}
