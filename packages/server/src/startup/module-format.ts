import { readFileSync, realpathSync, statSync } from 'node:fs';
import module from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

type Format = 'module' | 'commonjs';
type ResolveHook = NonNullable<Parameters<typeof module.registerHooks>[0]['resolve']>;

/**
 * Why this exists: for every file it resolves, Node 22's ESM loader asks for the format, which
 * reads the nearest package.json through `getPackageScopeConfig` and re-parses its whole
 * `exports` field each time (an object spread calls the lazy getter). drizzle-orm's package.json
 * is 179 kB and the server loads some 600 of its files: 1.0 of the 1.4 s of CPU that importing
 * the app took went to that parse (measured with --cpu-prof, docs/performance.md "Start-up").
 *
 * The hook answers only the case with one right answer and no package lookup: a relative
 * `import` with an explicit .js/.mjs/.cjs file from inside node_modules, where the nearest
 * package.json says "type" explicitly. Everything else (bare specifiers with their exports
 * maps and conditions, directories, missing files, require(), our own code) goes to Node.
 */
const typeByPackageJson = new Map<string, Format | null>();

/** "module"/"commonjs" when the nearest package.json states it; null otherwise (Node decides). */
function declaredType(filePath: string): Format | null {
  let directory = dirname(filePath);
  for (;;) {
    const packageJson = join(directory, 'package.json');
    const cached = typeByPackageJson.get(packageJson);
    if (cached !== undefined) return cached;
    let text: string | undefined;
    try {
      text = readFileSync(packageJson, 'utf8');
    } catch {
      // No package.json here: look further up, as Node does.
    }
    if (text !== undefined) {
      const { type } = JSON.parse(text) as { type?: unknown };
      const declared = type === 'module' || type === 'commonjs' ? type : null;
      typeByPackageJson.set(packageJson, declared);
      return declared;
    }
    const parent = dirname(directory);
    if (parent === directory || directory.endsWith('/node_modules')) return null;
    directory = parent;
  }
}

function formatOf(filePath: string): Format | null {
  const extension = extname(filePath);
  if (extension === '.mjs') return 'module';
  if (extension === '.cjs') return 'commonjs';
  return extension === '.js' ? declaredType(filePath) : null;
}

/** The resolve hook; exported for its test. */
export const resolveWithoutPackageScope: ResolveHook = (specifier, context, nextResolve) => {
  const parentURL = context.parentURL;
  const fastCase =
    (specifier.startsWith('./') || specifier.startsWith('../')) &&
    !/[?#%\\]/.test(specifier) &&
    parentURL?.startsWith('file:') &&
    parentURL.includes('/node_modules/') &&
    context.conditions?.includes('import');
  if (fastCase) {
    const path = fileURLToPath(new URL(specifier, parentURL));
    const format = formatOf(path);
    if (format && statSync(path, { throwIfNoEntry: false })?.isFile()) {
      return { url: pathToFileURL(realpathSync(path)).href, format, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
};

/** Installs the hook where Node has synchronous hooks (22.15+); elsewhere nothing changes. */
export function installFastModuleFormat(): void {
  if (typeof module.registerHooks === 'function') module.registerHooks({ resolve: resolveWithoutPackageScope });
}
