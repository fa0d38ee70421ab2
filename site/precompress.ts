import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images are compressed already, source maps are not fetched by visitors. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below about one TCP packet compression saves nothing a visitor would notice. */
const minimumBytes = 1024;

async function* filesUnder(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, at maximum
 * compression; the server sends them with @fastify/static `preCompressed`
 * (docs/decisions/0019-site-performance-chunks-compression-caching.md), so no request pays for compressing a static file.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'stickers62-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    // After every other plugin's closeBundle has written its files (the prerendered pages).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const jobs: Promise<void>[] = [];
        for await (const path of filesUnder(outDir)) {
          if (!compressible.test(path)) continue;
          jobs.push(
            readFile(path).then(async (content) => {
              if (content.length < minimumBytes) return;
              const [br, gz] = await Promise.all([
                brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
                gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
            }),
          );
        }
        await Promise.all(jobs);
      },
    },
  };
}
