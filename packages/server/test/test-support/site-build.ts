import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { type SiteBuildRecord, siteBuildRecordFile } from '../../src/site/site-build-record.js';

/**
 * Ends a test's site folder as the site build ends (site/site-build-record.ts): the record of
 * every file in it, written last. Without it the server takes the folder for a build in progress.
 */
export function recordSiteBuild(siteDir: string, nodeEnv = 'production'): SiteBuildRecord {
  const files = readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(siteDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== siteBuildRecordFile)
    .sort();
  const record: SiteBuildRecord = { nodeEnv, builtAt: new Date().toISOString(), files };
  writeFileSync(join(siteDir, siteBuildRecordFile), JSON.stringify(record));
  return record;
}
