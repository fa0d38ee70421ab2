import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as catalogue from './index.js';

/** Every text of the catalogue; texts with values are called with `{}` where the value goes. */
function catalogueTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') {
    const placeholders = Array.from({ length: value.length }, () => '{}');
    return [(value as (...args: string[]) => string)(...placeholders)];
  }
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(catalogueTexts);
  return [];
}

const texts = catalogueTexts(catalogue);

describe('texts catalogue', () => {
  it('has no empty texts', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => text.trim() === '')).toEqual([]);
  });

  it('names the order tabs in Russian, as all interface text is', () => {
    expect(catalogue.orderTexts.stickersTab(3)).toBe('Стикеры (3)');
    expect(catalogue.orderTexts.acrylTab(0)).toBe('Акрил (0)');
  });
});

// The spec's copy in the repository (docs/spec/, refreshed from the shared folder's spec/ by
// scripts/spec-copy.mjs; .ci/run fails when it is stale), so a bare clone checks it too.
const specFolder = new URL('../../../../docs/spec/', import.meta.url);
const specFiles = ['ordering-area.md', 'checkout-admin-pages.md'];

/** The body of `## {number}. …` up to the next section. */
function section(markdown: string, number: number): string {
  const start = markdown.search(new RegExp(`^## ${number}\\. `, 'm'));
  if (start < 0) throw new Error(`section ${number} not found`);
  const rest = markdown.slice(start + 1);
  const end = rest.search(/^## \d+\. /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/**
 * Quoted texts: a quote opening after a space, '(' or '/' and closing before punctuation or a
 * space, so apostrophes like "server's" are not taken for quotes.
 */
function quotedRussianTexts(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/(?<=^|[\s(/])'([^'\n]+?)'(?=[\s.,;:)!]|$)/gm)].map((match) => match[1] ?? '');
  return quoted.filter((text) => /[а-яё]/i.test(text));
}

/** Quoted strings of sections 5 and 8 that are not texts the product renders. */
const notRendered = new Map([
  [' из <digits>', 'the suffix the repeat filter looks for (rules/layout-picker.ts)'],
  ['Разная печать', 'a print type value from the reference data (contract acrylPrintTypeNames)'],
]);

const normalise = (text: string) => text.replace(/\{[^}]+\}/g, '{}');

describe('spec texts of sections 5 and 8', () => {
  const catalogueSet = new Set(texts);
  const quotes = specFiles.flatMap((file) => {
    const markdown = readFileSync(new URL(file, specFolder), 'utf8');
    return [5, 8].flatMap((number) => quotedRussianTexts(section(markdown, number)).map((text) => ({ file, text })));
  });

  it('finds the quoted texts, including the ones left out on purpose', () => {
    expect(quotes.length).toBeGreaterThan(60);
    const quoted = new Set(quotes.map((quote) => quote.text));
    expect([...notRendered.keys()].filter((text) => !quoted.has(text))).toEqual([]);
  });

  it.each(quotes.filter((quote) => !notRendered.has(quote.text)))('$file: $text', ({ text }) => {
    const wanted = normalise(text);
    // 'Идет загрузка данных / Пожалуйста, подождите...' is two lines of one panel
    const parts = wanted.includes(' / ') && !catalogueSet.has(wanted) ? wanted.split(' / ') : [wanted];
    expect(parts.filter((part) => !catalogueSet.has(part))).toEqual([]);
  });
});
