/**
 * Where the bytes of a minified script go: every byte of the output is attributed, through
 * the script's source map, to the module (and so the package) it came from. Gzip per part is
 * each part's bytes compressed on their own, scaled so the parts add up to the whole script.
 */
import { gzipSync } from 'node:zlib';

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = base64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export interface SourceMapLike {
  sources: string[];
  mappings: string;
}

export interface BytePart {
  minified: number;
  gzip: number;
}

/** Bytes of `code` by the group `groupOf` gives each source (unmapped bytes: 'other'). */
export function attributeBytes(
  code: string,
  map: SourceMapLike,
  groupOf: (source: string) => string,
): Record<string, BytePart> {
  const textByGroup = new Map<string, string[]>();
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    const starts: { column: number; group: string }[] = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      let group = 'other';
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        group = groupOf(map.sources[sourceIndex] ?? '');
      }
      // Later fields (source line, column, name) are not needed here.
      starts.push({ column, group });
    }
    let previousEnd = 0;
    starts.forEach((start, index) => {
      if (index === 0 && start.column > 0) push(textByGroup, 'other', line.slice(0, start.column));
      const end = starts[index + 1]?.column ?? line.length;
      push(textByGroup, start.group, line.slice(start.column, end));
      previousEnd = end;
    });
    if (starts.length === 0) push(textByGroup, 'other', line);
    else if (previousEnd < line.length) push(textByGroup, 'other', line.slice(previousEnd));
  });
  const parts = [...textByGroup].map(([group, texts]) => {
    const text = texts.join('');
    return { group, minified: Buffer.byteLength(text), gzip: gzipSync(text, { level: 9 }).length };
  });
  const wholeGzip = gzipSync(code, { level: 9 }).length;
  const gzipSum = parts.reduce((sum, part) => sum + part.gzip, 0);
  return Object.fromEntries(
    parts
      .sort((a, b) => b.gzip - a.gzip)
      .map((part) => [part.group, { minified: part.minified, gzip: Math.round((part.gzip / gzipSum) * wholeGzip) }]),
  );
}

function push(map: Map<string, string[]>, group: string, text: string) {
  if (!text) return;
  const list = map.get(group);
  if (list) list.push(text);
  else map.set(group, [text]);
}
