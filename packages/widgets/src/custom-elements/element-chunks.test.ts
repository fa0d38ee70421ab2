// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, finishScript } from '../../scripts/element-chunks.ts';

const sha384 = (code: string) => createHash('sha384').update(code).digest();

// The shape the bundler leaves: the entry exports what its chunks share, imports them on demand;
// a chunk imports the entry and another chunk by file name.
const built: BuiltChunk[] = [
  {
    fileName: 'payment-card.js',
    isEntry: true,
    code: 'const t={a:1};function h(x){return x}const open=()=>import("./chunks/OrderDelivery.js");export{t as a,h as b};\n',
  },
  {
    fileName: 'chunks/OrderDelivery.js',
    isEntry: false,
    code: 'import{a as e,b as r}from"../payment-card.js";import{f as n}from"./field-shell.js";export default function D(){return r(e.a)+n()}\n',
  },
  {
    fileName: 'chunks/field-shell.js',
    isEntry: false,
    code: 'import{b as r}from"../payment-card.js";function f(){return r(2)}export{f};\n',
  },
];

describe('element chunks', () => {
  const files = finishScript('payment-card', built);
  const byName = (pattern: RegExp) => files.find((file) => pattern.test(file.fileName));

  it('names each chunk by its content and gives its SRI value', () => {
    expect(files.map((file) => file.fileName)).toEqual([
      'payment-card.js',
      expect.stringMatching(/^chunks\/payment-card-field-shell\.[0-9a-f]{16}\.js$/),
      expect.stringMatching(/^chunks\/payment-card-order-delivery\.[0-9a-f]{16}\.js$/),
    ]);
    for (const file of files) {
      const digest = sha384(file.code);
      expect(file.integrity).toBe(`sha384-${digest.toString('base64')}`);
      if (file.fileName.startsWith('chunks/'))
        expect(file.fileName).toContain(`.${digest.toString('hex').slice(0, 16)}.js`);
    }
  });

  it('makes chunks name no file: the entry comes from the URL’s fragment, other chunks through its loader', () => {
    const delivery = byName(/order-delivery/);
    const shell = byName(/field-shell/);
    if (!delivery || !shell) throw new Error('chunks missing');
    for (const chunk of [delivery, shell]) {
      expect(chunk.code).not.toMatch(/from\s*"/);
      expect(chunk.code.startsWith('const __s62_entry=await import(decodeURIComponent(')).toBe(true);
    }
    expect(delivery.code).toContain('const {a:e,b:r}=__s62_entry;');
    const shellName = shell.fileName.replace('chunks/', '');
    expect(delivery.code).toContain(`const {f:n}=await __s62_entry.__s62_load(${JSON.stringify(shellName)});`);
    expect(delivery.code).toContain('export default function D()');
  });

  it('has the entry load a chunk with its integrity and the chunks it imports', () => {
    const entry = files[0];
    const delivery = byName(/order-delivery/);
    const shell = byName(/field-shell/);
    if (!entry || !delivery || !shell) throw new Error('files missing');
    const name = (file: { fileName: string }) => file.fileName.replace('chunks/', '');
    expect(entry.code).toContain(`const open=()=>__s62_load(${JSON.stringify(name(delivery))})`);
    const table = JSON.parse(/const __s62_chunks=(\{.*?\}),__s62_loads/.exec(entry.code)?.[1] ?? '{}');
    expect(table).toEqual({
      [name(shell)]: [shell.integrity, []],
      [name(delivery)]: [delivery.integrity, [name(shell)]],
    });
    expect(entry.code).toContain('l.rel="modulepreload"');
    expect(entry.code).toContain('l.integrity=__s62_chunks[c][0]');
    expect(entry.code.trimEnd().endsWith('export{__s62_load};')).toBe(true);
  });

  it('refuses an entry that imports a file statically, chunks in a cycle and a computed import()', () => {
    const entry = built[0] as BuiltChunk;
    expect(() =>
      finishScript('x', [{ ...entry, code: `import"./chunks/field-shell.js";${entry.code}` }, ...built.slice(1)]),
    ).toThrow(/must be one file/);
    const cycle: BuiltChunk[] = [
      entry,
      { fileName: 'chunks/OrderDelivery.js', isEntry: false, code: 'import{g}from"./field-shell.js";export{g as h};' },
      { fileName: 'chunks/field-shell.js', isEntry: false, code: 'import{h}from"./OrderDelivery.js";export{h as g};' },
    ];
    expect(() => finishScript('x', cycle)).toThrow(/cycle/);
    expect(() =>
      finishScript('x', [{ ...entry, code: 'const f=(n)=>import(n);export{f};' }, ...built.slice(1)]),
    ).toThrow(/computed name/);
  });

  it('leaves a script without chunks as it was', () => {
    const code = 'customElements.define("s62-x",class extends HTMLElement{});\n';
    expect(finishScript('x', [{ fileName: 'x.js', isEntry: true, code }])).toEqual([
      { fileName: 'x.js', code, integrity: `sha384-${sha384(code).toString('base64')}` },
    ]);
  });
});
