/**
 * The record the site's build writes last (site/site-build-record.ts), beside index.html: the
 * NODE_ENV it was built with and every file it made. The server serves a build only once its
 * record is there (a build still being written has none), and only the files it lists.
 */
export const siteBuildRecordFile = 'site-build.json';

export interface SiteBuildRecord {
  /** NODE_ENV of the build: React's production build only under `production`. */
  nodeEnv: string;
  /** When the build finished (ISO 8601). */
  builtAt: string;
  /** Every file of the build, site-relative with `/` (`assets/index-….js.br` too), the record excepted. */
  files: string[];
}

/** The record from its file's text; undefined when it is not one (cut short, another format). */
export function parseSiteBuildRecord(text: string): SiteBuildRecord | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object') return undefined;
    const { nodeEnv, builtAt, files } = value as Record<string, unknown>;
    if (typeof nodeEnv !== 'string' || typeof builtAt !== 'string') return undefined;
    if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) return undefined;
    return { nodeEnv, builtAt, files };
  } catch {
    return undefined;
  }
}
