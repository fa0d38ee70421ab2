import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * A temporary file untouched for this long belongs to nobody alive: an upload or a preview
 * render writes its file continuously, so even a slow one renews the modification time far
 * more often. Files of other machines (a shared DATA_DIR) are removed only by this rule.
 */
export const abandonedTemporaryFileMs = 60 * 60 * 1000;

const separator = '+';
const thisHost = encodeURIComponent(hostname());

/**
 * A fresh temporary file name that tells which process writes it (`host+pid+uuid`), so a
 * sweep on the same machine can tell a dead process's leftovers from a live instance's upload.
 */
export function temporaryFileName(suffix: string): string {
  return [thisHost, process.pid, `${crypto.randomUUID()}${suffix}`].join(separator);
}

/**
 * Removes the temporary files of `folder` (names ending with `suffix`) that no live process
 * writes: those of a process of this machine that has exited, and any untouched for
 * `olderThanMs`. Another instance's upload in progress is never one of them.
 */
export async function sweepTemporaryFiles(
  folder: string,
  { suffix = '', olderThanMs = abandonedTemporaryFileMs, now = Date.now() } = {},
): Promise<number> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  let removed = 0;
  for (const name of names.filter((entry) => entry.endsWith(suffix))) {
    const path = join(folder, name);
    // Gone meanwhile (its upload finished or failed): nothing to do.
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) continue;
    if (!writerHasExited(name) && now - info.mtimeMs < olderThanMs) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

/** Whether the name says a process of this machine wrote the file and that process is gone. */
function writerHasExited(name: string): boolean {
  const [host, pid, rest] = name.split(separator);
  if (host !== thisHost || rest === undefined || !/^\d+$/.test(pid ?? '')) return false;
  if (Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it is alive.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
