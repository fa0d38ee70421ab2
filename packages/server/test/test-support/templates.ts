// The migrated, seeded templates the test databases are copied from. Apart from database.ts,
// which reads TEST_DATABASE_URL: a test that only needs a PGlite data directory (a server
// process's) stays one the PostgreSQL run does not see (scripts/server-test-engines.mjs).
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openDatabase } from '../../src/db/client.js';
import { seedReferenceData } from '../../src/db/seed.js';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Changes whenever the migrations or the seed change, so a stale template is never used. */
export function templateFingerprint(): string {
  const hash = createHash('sha256');
  const migrations = join(packageRoot, 'drizzle');
  for (const name of readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(readFileSync(join(migrations, name)));
  }
  for (const name of ['seed.ts', 'seed-data.ts', 'png.ts'])
    hash.update(readFileSync(join(packageRoot, 'src/db', name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, seeded PGlite data directory as a tar file (PGlite's dump), made once per machine
 * and change of schema; answers its path. A fresh PGlite runs initdb (several seconds on two
 * busy cores); loading a dump skips it.
 */
export async function pgliteTemplatePath(): Promise<string> {
  const path = join(tmpdir(), `s62-pglite-template-${templateFingerprint()}.tgz`);
  try {
    await access(path);
  } catch {
    const handle = await openDatabase({ inMemory: true });
    await seedReferenceData(handle.db);
    const dump = await handle.dump?.();
    await handle.close();
    if (!dump) throw new Error('PGlite handle without dump');
    // Written aside and renamed: parallel test files never read half a template.
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  }
  return path;
}

/**
 * Fills a server's DATA_DIR with the template's PGlite database (`<dataDir>/pglite`, where the
 * server keeps it), so that a server process started on it skips initdb and the migrations: about
 * 4 of a start's 7 processor-seconds (decision 0237). The server still runs its start-up as on any
 * later start: pending migrations, the seed, the first administrator.
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const target = join(dataDir, 'pglite');
  await mkdir(target, { recursive: true });
  await promisify(execFile)('tar', ['-xzf', await pgliteTemplatePath(), '-C', target]);
}
