import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Node.js 20 reached end of life in April 2026 (no more security fixes); 22 is the oldest line
// still maintained. The shop pins its own Node.js (docs/decisions/0027-runtime-node-22.md).
const oldestMaintainedMajor = 22;

const repoRoot = join(import.meta.dirname, '../../..');

interface PackageJson {
  workspaces?: string[];
  engines?: { node?: string };
  optionalDependencies?: Record<string, string>;
  os?: string | string[];
  cpu?: string | string[];
  version?: string;
}

function readPackage(path: string): PackageJson {
  return JSON.parse(readFileSync(path, 'utf8')) as PackageJson;
}

function majorOf(version: string): number {
  return Number(version.replace(/^v/, '').split('.')[0]);
}

const matches = (field: string | string[] | undefined, value: string) => [field ?? []].flat().includes(value);

/** The Node.js build the lockfile pins for this platform, when one is installed (none for, e.g., macOS on arm64). */
function pinnedNodeForThisPlatform(): string | undefined {
  const root = readPackage(join(repoRoot, 'package.json'));
  for (const name of Object.keys(root.optionalDependencies ?? {})) {
    const manifest = join(repoRoot, 'node_modules', name, 'package.json');
    if (!existsSync(manifest)) continue;
    const candidate = readPackage(manifest);
    if (matches(candidate.os, process.platform) && matches(candidate.cpu, process.arch)) return candidate.version;
  }
  return undefined;
}

/** What `node` means to an npm script, e.g. `node dist/main.js` of `npm start`. */
const nodeOnPath = () => execFileSync('node', ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();

describe('the Node.js the shop runs on', () => {
  it('runs the suite, and the servers its tests spawn with process.execPath, on a maintained release', () => {
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(oldestMaintainedMajor);
  });

  it('gives npm scripts a maintained `node`: the pinned build where one is installed for this platform', () => {
    const version = nodeOnPath();
    expect(majorOf(version)).toBeGreaterThanOrEqual(oldestMaintainedMajor);
    const pinned = pinnedNodeForThisPlatform();
    if (pinned) expect(version).toBe(pinned);
  });

  it('declares a maintained release in the engines of every package', () => {
    const root = readPackage(join(repoRoot, 'package.json'));
    const manifests = ['.', ...(root.workspaces ?? [])].map((folder) => join(folder, 'package.json'));
    const declared = Object.fromEntries(
      manifests.map((manifest) => [manifest, readPackage(join(repoRoot, manifest)).engines?.node]),
    );
    const expected = Object.fromEntries(manifests.map((manifest) => [manifest, `>=${oldestMaintainedMajor}`]));
    expect(declared).toEqual(expected);
  });
});
