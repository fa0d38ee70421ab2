import { readdir, stat } from 'node:fs/promises';
import { type ClientRequest, request } from 'node:http';
import { join } from 'node:path';
import { buildPath, routes } from '@stickers62/core/contract';
import { pngSignature } from '../../src/db/png.js';
import type { ServerProcess } from './server-process.js';
import { waitUntil } from './wait-until.js';

const mib = 1024 * 1024;

export interface HeldUploadOptions {
  token: string;
  orderId: string;
  /** The sticker item the layout is for. */
  itemName: string;
  /** How much of the announced 64 MiB follows the PNG signature, in MiB. */
  sentMiB: number;
  /** Further request headers, e.g. `x-forwarded-for` to tell the customers apart. */
  headers?: Record<string, string>;
}

/**
 * A 64 MiB PNG layout upload of which only the signature and `sentMiB` MiB are sent: one the
 * server is still receiving when the test kills or stops it. Held open until destroyed.
 */
export function heldUpload(server: ServerProcess, options: HeldUploadOptions): ClientRequest {
  const target = { orderId: options.orderId, kind: 'stickers', itemName: options.itemName };
  const held = request({
    host: '127.0.0.1',
    port: server.port,
    method: 'POST',
    path: `${buildPath(routes.uploadFile.path, target)}?fileName=big.png`,
    headers: {
      ...options.headers,
      authorization: `Bearer ${options.token}`,
      'content-type': 'application/octet-stream',
      'content-length': 64 * mib,
    },
  });
  held.on('error', () => {});
  held.write(pngSignature);
  for (let chunk = 0; chunk < options.sentMiB; chunk++) held.write(Buffer.alloc(mib, chunk));
  return held;
}

/** The temporary files of uploads in progress under a server's `dataDir` (local file storage). */
export function incomingUploads(dataDir: string): Promise<string[]> {
  return readdir(join(dataDir, 'files', '.incoming')).catch(() => []);
}

/** Resolves once a held upload's temporary file under `dataDir` passes 1 MiB: the server is writing it. */
export function untilUploadReachesDisk(dataDir: string, timeoutMs?: number): Promise<void> {
  return waitUntil(
    'the upload to reach the disk',
    async () => {
      const parts = await incomingUploads(dataDir);
      const incoming = join(dataDir, 'files', '.incoming');
      const sizes = await Promise.all(
        parts.map((part) =>
          stat(join(incoming, part)).then(
            (info) => info.size,
            () => 0,
          ),
        ),
      );
      return sizes.some((size) => size > mib);
    },
    timeoutMs,
  );
}
