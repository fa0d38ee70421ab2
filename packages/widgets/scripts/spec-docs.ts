/**
 * Leaves the documentation of an element's spec out of the element scripts. Each `src/<widget>/element.ts`
 * describes its element, attributes and events in words (`description`) and names each event's
 * detail type (`detail`): `custom-elements.json`, the typings and the README are made from them
 * (scripts/element-files.ts, in Node), while the element itself never reads them. In a
 * calculator's script they were some 0.3 kB gzip of its 20 kB budget.
 */
import { type Plugin, parseAst } from 'vite';

/** The properties that only document: emptied in every object of an `element.ts`. */
const documentation = new Set(['description', 'detail']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function objects(node: unknown, found: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) objects(child, found);
    return found;
  }
  const typed = node as Node;
  if (typed.type === 'ObjectExpression') found.push(typed);
  for (const [key, value] of Object.entries(typed)) {
    if (key !== 'type' && value && typeof value === 'object') objects(value, found);
  }
  return found;
}

const keyName = (property: Node): string | null => {
  const key = property.key as { type?: string; name?: string; value?: unknown } | undefined;
  if (property.type !== 'Property' || property.computed) return null;
  if (key?.type === 'Identifier') return key.name ?? null;
  return key?.type === 'Literal' && typeof key.value === 'string' ? key.value : null;
};

/**
 * The code of an element spec module with the documenting properties' texts (string values)
 * replaced by `0`: the key stays (a few bytes, repeated, compress to almost nothing), the words go.
 */
export function withoutSpecDocs(code: string): string {
  const values: Node[] = [];
  for (const object of objects(parseAst(code))) {
    for (const property of object.properties as Node[]) {
      const name = keyName(property);
      const value = property.value as Node | undefined;
      if (name && documentation.has(name) && (value?.type === 'Literal' || value?.type === 'TemplateLiteral'))
        values.push(value);
    }
  }
  let result = code;
  for (const value of values.sort((x, y) => y.start - x.start)) {
    result = `${result.slice(0, value.start)}0${result.slice(value.end)}`;
  }
  return result;
}

/** The element build's plugin: runs on each widget's `element.ts` once it is JavaScript. */
export const specDocs: Plugin = {
  name: 's62-spec-docs',
  enforce: 'post',
  transform(code, id) {
    if (!/[\\/]src[\\/][a-z-]+[\\/]element\.ts$/.test(id)) return null;
    return { code: withoutSpecDocs(code), map: null };
  },
};
