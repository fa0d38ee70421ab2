/**
 * The element scripts' parts loaded on demand, made safe to pin (docs/decisions/0185-element-chunks-pinned-by-integrity.md).
 *
 * The bundler splits a script into its entry (everything the first load runs) and chunks (the
 * delivery choice, the invoice, the parcel…). Here each chunk is rewritten so that it names no
 * other file: its imports of the entry become `await import(<the entry's own URL>)`, which the
 * loader hands it in its URL's fragment, so a chunk shares the very module the page loaded (a
 * pinned `payment-card.<hash>.js` or the current `payment-card.js`), never the newest entry by
 * name. A chunk is then named by its content, `chunks/<script>-<part>.<sha384, 16 hex>.js`, the
 * rule the server checks before serving one; and the entry carries each chunk's full SRI value
 * and loads it through `<link rel="modulepreload" integrity>`, so the browser runs a chunk only
 * if its bytes are exactly those the entry was built with. A partner who pins the entry with
 * `integrity` thereby pins every part it may load.
 */
import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import { parseAst } from 'vite';

/** One output chunk of the bundler, as far as this step reads it. */
export interface BuiltChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
}

/** A file of the finished script: the entry (`<script>.js`) or a chunk (`chunks/…`). */
export interface FinishedFile {
  fileName: string;
  code: string;
  /** `sha384-<base64>` of the code. */
  integrity: string;
}

/** The folder of the chunks beside the entry scripts; the server serves it as `/elements/chunks/`. */
export const chunksFolder = 'chunks';

/** The names the rewritten code uses; the build fails if a chunk's code already uses one. */
const loadName = '__s62_load';
const entryName = '__s62_entry';

export const chunkFileName = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([0-9a-f]{16})\.js$/;

function integrityOf(code: string): { integrity: string; hex: string } {
  const digest = createHash('sha384').update(code).digest();
  return { integrity: `sha384-${digest.toString('base64')}`, hex: digest.toString('hex') };
}

/** `OrderDelivery` → `order-delivery`. */
function kebab(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function applyEdits(code: string, edits: Edit[]): string {
  let result = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  }
  return result;
}

// The nodes of the parsed program this step looks at.
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
interface Specifier extends Node {
  imported?: { name?: string; value?: string };
  local: { name: string };
}

/** Every dynamic `import("<literal>")` in the program, wherever it is. */
function dynamicImports(node: unknown, found: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) dynamicImports(child, found);
    return found;
  }
  const typed = node as Node;
  if (typed.type === 'ImportExpression') found.push(typed);
  for (const [key, value] of Object.entries(typed)) {
    if (key !== 'type' && key !== 'start' && key !== 'end' && value && typeof value === 'object')
      dynamicImports(value, found);
  }
  return found;
}

const literalOf = (node: unknown): string | null => {
  const typed = node as { type?: string; value?: unknown } | undefined;
  return typed?.type === 'Literal' && typeof typed.value === 'string' ? typed.value : null;
};

/** `{a as b, default as c}` → `{a:b,default:c}` for a destructuring. */
function bindingPattern(specifiers: Specifier[]): string {
  const parts = specifiers.map((specifier) => {
    const imported =
      specifier.type === 'ImportDefaultSpecifier'
        ? 'default'
        : (specifier.imported?.name ?? JSON.stringify(specifier.imported?.value));
    return imported === specifier.local.name ? imported : `${imported}:${specifier.local.name}`;
  });
  return `{${parts.join(',')}}`;
}

/**
 * The script's files with its chunks named by content and loaded with integrity; `script` names
 * the chunks (`payment-card-order-delivery.<hash>.js`). A script without chunks comes back as it was.
 */
export function finishScript(script: string, built: readonly BuiltChunk[]): FinishedFile[] {
  const entries = built.filter((chunk) => chunk.isEntry);
  const entry = entries[0];
  if (!entry || entries.length !== 1) throw new Error(`${script}: expected one entry chunk, got ${entries.length}`);
  const chunks = built.filter((chunk) => !chunk.isEntry);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  for (const chunk of chunks) {
    if (posix.dirname(chunk.fileName) !== chunksFolder)
      throw new Error(`${script}: chunk ${chunk.fileName} outside ${chunksFolder}/`);
    if (chunk.code.includes('__s62_'))
      throw new Error(`${script}: ${chunk.fileName} already uses a name starting with __s62_`);
  }
  if (entry.code.includes('__s62_')) throw new Error(`${script}: the entry already uses a name starting with __s62_`);

  /** The chunk file a specifier in `from` names, or `entry`. */
  const target = (from: string, specifier: string): string => {
    const path = posix.normalize(posix.join(posix.dirname(from), specifier));
    if (path === entry.fileName) return 'entry';
    if (byFile.has(path)) return path;
    throw new Error(`${script}: ${from} imports ${specifier}, which is not a file of the script`);
  };

  // What each chunk imports statically (loaded with it) and dynamically (loaded on demand).
  const parsed = new Map<string, { body: Node[]; dynamic: Node[] }>();
  const staticDeps = new Map<string, string[]>();
  const allDeps = new Map<string, string[]>();
  for (const chunk of chunks) {
    const program = parseAst(chunk.code) as unknown as { body: Node[] };
    const dynamic = dynamicImports(program.body);
    parsed.set(chunk.fileName, { body: program.body, dynamic });
    const statics: string[] = [];
    for (const node of program.body) {
      if (node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source))
        throw new Error(`${script}: ${chunk.fileName} re-exports from another file`);
      if (node.type !== 'ImportDeclaration') continue;
      const file = target(chunk.fileName, literalOf(node.source) ?? '');
      if (file !== 'entry') statics.push(file);
    }
    const dynamics = dynamic.flatMap((node) => {
      const specifier = literalOf(node.source);
      if (specifier === null) throw new Error(`${script}: ${chunk.fileName} has an import() of a computed name`);
      const file = target(chunk.fileName, specifier);
      return file === 'entry' ? [] : [file];
    });
    staticDeps.set(chunk.fileName, statics);
    allDeps.set(chunk.fileName, [...statics, ...dynamics]);
  }

  // Chunks name the chunks they import by their final names: finish those first.
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'visiting') throw new Error(`${script}: chunks import each other in a cycle at ${file}`);
    state.set(file, 'visiting');
    for (const dep of allDeps.get(file) ?? []) visit(dep);
    state.set(file, 'done');
    order.push(file);
  };
  for (const chunk of chunks) visit(chunk.fileName);

  const finished = new Map<string, FinishedFile>();
  const finalName = (file: string) => {
    const done = finished.get(file);
    if (!done) throw new Error(`${script}: ${file} is not finished yet`);
    return posix.basename(done.fileName);
  };
  const loadCall = (file: string, on: string) => `${on}${loadName}(${JSON.stringify(finalName(file))})`;

  for (const file of order) {
    const chunk = byFile.get(file);
    const { body, dynamic } = parsed.get(file) ?? { body: [], dynamic: [] };
    if (!chunk) continue;
    const edits: Edit[] = [];
    for (const node of body) {
      if (node.type !== 'ImportDeclaration') continue;
      const imported = target(file, literalOf(node.source) ?? '');
      const from = imported === 'entry' ? entryName : `await ${loadCall(imported, `${entryName}.`)}`;
      const specifiers = node.specifiers as Specifier[];
      const namespace = specifiers.find((specifier) => specifier.type === 'ImportNamespaceSpecifier');
      const named = specifiers.filter((specifier) => specifier.type !== 'ImportNamespaceSpecifier');
      const declarations = [
        ...(namespace ? [`${namespace.local.name}=${from}`] : []),
        ...(named.length ? [`${bindingPattern(named)}=${namespace ? namespace.local.name : from}`] : []),
      ];
      edits.push({
        start: node.start,
        end: node.end,
        text: declarations.length ? `const ${declarations.join(',')};` : `${from};`,
      });
    }
    for (const node of dynamic) {
      const imported = target(file, literalOf(node.source) ?? '');
      edits.push({
        start: node.start,
        end: node.end,
        text: imported === 'entry' ? `Promise.resolve(${entryName})` : loadCall(imported, `${entryName}.`),
      });
    }
    // The loader puts the entry's URL in the chunk URL's fragment: the module the page loaded.
    const prelude = `const ${entryName}=await import(decodeURIComponent(new URL(import.meta.url).hash.slice(1)));`;
    const code = prelude + applyEdits(chunk.code, edits);
    const { integrity, hex } = integrityOf(code);
    const name = `${script}-${kebab(posix.basename(file, '.js'))}`;
    finished.set(file, { fileName: `${chunksFolder}/${name}.${hex.slice(0, 16)}.js`, code, integrity });
  }

  if (chunks.length === 0)
    return [{ fileName: entry.fileName, code: entry.code, integrity: integrityOf(entry.code).integrity }];

  // The entry: its import() of a chunk goes through the loader; it imports none statically.
  const program = parseAst(entry.code) as unknown as { body: Node[] };
  const entryEdits: Edit[] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration')
      throw new Error(`${script}: the entry imports ${literalOf(node.source)}; it must be one file`);
  }
  for (const node of dynamicImports(program.body)) {
    const specifier = literalOf(node.source);
    if (specifier === null) throw new Error(`${script}: the entry has an import() of a computed name`);
    const file = target(entry.fileName, specifier);
    if (file === 'entry') throw new Error(`${script}: the entry imports itself`);
    entryEdits.push({ start: node.start, end: node.end, text: loadCall(file, '') });
  }
  /** Each chunk: its integrity and the chunks it imports statically (all preloaded with it). */
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    for (const dep of staticDeps.get(file) ?? []) {
      if (!seen.has(dep)) {
        seen.add(dep);
        closure(dep, seen);
      }
    }
    return seen;
  };
  const table = Object.fromEntries(
    order.map((file) => [
      finalName(file),
      [finished.get(file)?.integrity, [...closure(file)].map((dep) => finalName(dep))],
    ]),
  );
  const loader = [
    `const __s62_chunks=${JSON.stringify(table)},__s62_loads={};`,
    `function ${loadName}(f){return __s62_loads[f]??=(async()=>{`,
    'const b=import.meta.url,u=c=>new URL("chunks/"+c,b).href+"#"+encodeURIComponent(b);',
    'await Promise.all([f,...__s62_chunks[f][1]].map(c=>new Promise((y,n)=>{',
    'const l=document.createElement("link");l.rel="modulepreload";l.href=u(c);l.integrity=__s62_chunks[c][0];',
    'l.onload=y;l.onerror=()=>n(Error(c+": not loaded or not the bytes this script was built with"));',
    'document.head.append(l)})));return import(u(f))})()}',
  ].join('');
  const code = `${loader}\n${applyEdits(entry.code, entryEdits)}\nexport{${loadName}};\n`;
  return [
    { fileName: entry.fileName, code, integrity: integrityOf(code).integrity },
    ...order.flatMap((file) => finished.get(file) ?? []),
  ];
}
