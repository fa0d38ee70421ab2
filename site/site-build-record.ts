import { rmSync } from 'node:fs';
import { readdir, rename, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { type SiteBuildRecord, siteBuildRecordFile } from '@stickers62/server/site-build';
import type { Plugin } from 'vite';

/**
 * Writes `site-build.json` after everything else (the prerendered pages, their `.br`/`.gz`): the
 * NODE_ENV the site was built with and every file of the build. The server serves a build only
 * once this record is there, only the files it lists, and in production only a production build
 * (packages/server/src/site/site-serving.ts).
 */
export function siteBuildRecord(nodeEnv: string): Plugin {
  let outDir = '';
  return {
    name: 's62-site-build-record',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // The old build stays served while this one compiles; its record goes just before Vite
    // empties the folder (renderStart), so a running server answers 503, not half a build.
    buildEnd() {
      rmSync(join(outDir, siteBuildRecordFile), { force: true });
    },
    // After precompress (also `post`, earlier in the plugin list): the last file the build writes.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          .filter((entry) => entry.isFile())
          .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
          .filter((file) => file !== siteBuildRecordFile && !file.startsWith('.'))
          .sort();
        const record: SiteBuildRecord = { nodeEnv, builtAt: new Date().toISOString(), files };
        // Renamed into place: a server reading it never sees half a record.
        const partial = join(outDir, `.${siteBuildRecordFile}.partial`);
        await writeFile(partial, `${JSON.stringify(record, null, 2)}\n`);
        await rename(partial, join(outDir, siteBuildRecordFile));
      },
    },
  };
}
