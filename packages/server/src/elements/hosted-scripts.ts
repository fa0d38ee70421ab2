import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';

/** One element script as served: its bytes, their compressed forms and its pinned name. */
export interface HostedScript {
  /** `sticker-calculator`, from `sticker-calculator.js`. */
  name: string;
  /** The first 16 hex digits of the bytes' SHA-384: the pinned file is `<name>.<hash>.js`. */
  hash: string;
  /** `sha384-<base64>`, the Subresource Integrity value of the bytes. */
  integrity: string;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** `sticker-calculator.js` (current) or `sticker-calculator.0123456789abcdef.js` (pinned). */
const scriptFileName = /^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\.([0-9a-f]{16}))?\.js$/;

export function parseScriptFileName(file: string): { name: string; hash?: string } | null {
  const match = scriptFileName.exec(file);
  if (!match?.[1]) return null;
  return { name: match[1], hash: match[2] };
}

export function pinnedFileName(script: Pick<HostedScript, 'name' | 'hash'>): string {
  return `${script.name}.${script.hash}.js`;
}

/**
 * The folder of the parts a script loads on demand (`chunks/<script>-<part>.<hash>.js`, widgets'
 * scripts/element-chunks.ts), beside the scripts in the build and in the archive. A chunk has
 * only a pinned name: the script that loads it names it by its hash and checks its integrity.
 */
export const chunksFolder = 'chunks';

function hostedScript(name: string, body: Buffer): HostedScript {
  const digest = createHash('sha384').update(body).digest();
  return {
    name,
    hash: digest.toString('hex').slice(0, 16),
    integrity: `sha384-${digest.toString('base64')}`,
    body,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/**
 * The element scripts of the widgets build and every version served before. Reads the build's
 * folder once, on first use (a server that never serves a script never reads or compresses one),
 * and copies each current version into the archive, so an address pinned by a partner keeps
 * answering the same bytes after an upgrade.
 */
export class HostedScripts {
  #current: Promise<Map<string, HostedScript>> | null = null;
  #currentChunks: Promise<Map<string, HostedScript>> | null = null;
  readonly #archived = new Map<string, HostedScript>();

  constructor(
    private readonly elementsDir: string | undefined,
    private readonly archiveDir: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The current version of every script, by name; empty when the scripts are not built. */
  current(): Promise<Map<string, HostedScript>> {
    this.#current ??= this.#load();
    return this.#current;
  }

  /**
   * A chunk by its file name, `<name>.<hash>.js`, from this build or the archive (a pinned script
   * of an older build loads its own chunks), only if its bytes hash to its name: it is served for
   * good under that name, never anything else.
   */
  async chunkByFileName(file: string): Promise<HostedScript | null> {
    const parsed = parseScriptFileName(file);
    if (!parsed?.hash) return null;
    this.#currentChunks ??= this.#loadChunks();
    const current = (await this.#currentChunks).get(file);
    return current ?? this.#fromArchive(`${chunksFolder}/${file}`, parsed.name);
  }

  /** A script by its file name: current under its plain or pinned name, an older one by its pinned name. */
  async byFileName(file: string): Promise<HostedScript | null> {
    const parsed = parseScriptFileName(file);
    if (!parsed) return null;
    const script = (await this.current()).get(parsed.name);
    if (!parsed.hash || script?.hash === parsed.hash) return script ?? null;
    return this.#fromArchive(file, parsed.name);
  }

  async #load(): Promise<Map<string, HostedScript>> {
    const scripts = new Map<string, HostedScript>();
    if (!this.elementsDir || !existsSync(this.elementsDir)) {
      this.log.warn(
        `no element scripts at ${this.elementsDir ?? '(ELEMENTS_DIR not set)'}: /elements/ and /embed/ answer 404 (npm start builds them)`,
      );
      return scripts;
    }
    const files = (await readdir(this.elementsDir)).filter((file) => parseScriptFileName(file)?.hash === undefined);
    for (const file of files.sort()) {
      const parsed = parseScriptFileName(file);
      if (!parsed) continue;
      scripts.set(parsed.name, hostedScript(parsed.name, await readFile(join(this.elementsDir, file))));
    }
    await this.#archive([...scripts.values()]);
    // The chunks the current scripts may load are archived with them, before any is asked for:
    // a page that loaded this version keeps finding its parts after an upgrade.
    this.#currentChunks ??= this.#loadChunks();
    await this.#currentChunks;
    return scripts;
  }

  /** This build's chunks by file name; one whose bytes do not hash to its name is left out. */
  async #loadChunks(): Promise<Map<string, HostedScript>> {
    const chunks = new Map<string, HostedScript>();
    const folder = this.elementsDir && join(this.elementsDir, chunksFolder);
    if (!folder || !existsSync(folder)) return chunks;
    for (const file of (await readdir(folder)).sort()) {
      const parsed = parseScriptFileName(file);
      if (!parsed?.hash) continue;
      const chunk = hostedScript(parsed.name, await readFile(join(folder, file)));
      if (pinnedFileName(chunk) !== file) {
        this.log.warn(`element chunk ${file} not served: its bytes do not match its name`);
        continue;
      }
      chunks.set(file, chunk);
    }
    await this.#archive([...chunks.values()], chunksFolder);
    return chunks;
  }

  async #archive(scripts: HostedScript[], folder = ''): Promise<void> {
    if (!this.archiveDir) return;
    try {
      await mkdir(join(this.archiveDir, folder), { recursive: true });
      for (const script of scripts) {
        const path = join(this.archiveDir, folder, pinnedFileName(script));
        if (!existsSync(path)) await writeFile(path, script.body);
      }
    } catch (error) {
      // The current versions are served all the same; only older pins would be lost.
      this.log.warn({ err: error }, `element scripts not archived in ${this.archiveDir}`);
    }
  }

  async #fromArchive(file: string, name: string): Promise<HostedScript | null> {
    const known = this.#archived.get(file);
    if (known) return known;
    if (!this.archiveDir) return null;
    const body = await readFile(join(this.archiveDir, file)).catch(() => null);
    if (!body) return null;
    const script = hostedScript(name, body);
    // A file whose bytes do not match its name is not served under it.
    if (pinnedFileName(script) !== file.slice(file.lastIndexOf('/') + 1)) return null;
    this.#archived.set(file, script);
    return script;
  }
}
