// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementCatalogue } from '../elements/catalogue';
import { buildManifest } from './manifest';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const budgets = JSON.parse(readFileSync(new URL('../../.size-limit.json', import.meta.url), 'utf8')) as {
  path: string | string[];
  limit: string;
}[];

describe('README', () => {
  it('states the size budgets of .size-limit.json', () => {
    const rows = [
      ...readme.matchAll(/^\| `(dist\/elements\/(?:chunks\/)?[a-z-]+(?:\.\*)?\.js)` \| ([\d.]+ kB) \|/gm),
    ].map((match) => ({
      path: match[1],
      limit: match[2],
    }));
    const elementBudgets = budgets.filter(({ path }) => typeof path === 'string' && path.startsWith('dist/elements/'));
    expect(rows).toEqual(elementBudgets.map(({ path, limit }) => ({ path, limit })));
  });

  it('documents every attribute and event of every element', () => {
    for (const module of buildManifest(elementCatalogue).modules) {
      for (const declaration of module.declarations) {
        expect(readme).toContain(`### \`<${declaration.tagName}>\``);
        for (const attribute of declaration.attributes) expect(readme).toContain(`| \`${attribute.name}\` |`);
        for (const event of declaration.events) expect(readme).toContain(`| \`${event.name}\` |`);
      }
    }
  });

  it('documents every theme property with its default, and every part', () => {
    const declarations = buildManifest(elementCatalogue).modules.flatMap((module) => module.declarations);
    for (const declaration of declarations) {
      for (const property of declaration.cssProperties) {
        expect(readme).toContain(`| \`${property.name}\` | \`${property.default}\` |`);
      }
      for (const cssPart of declaration.cssParts) expect(readme).toContain(`| \`${cssPart.name}\` |`);
    }
  });
});
