// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementCatalogue } from './catalogue';
import { buildManifest } from './manifest';

const declarations = buildManifest(elementCatalogue).modules.flatMap((module) => module.declarations);

describe('custom-elements.json', () => {
  it('lists the five elements with their attributes and events', () => {
    expect(declarations.map((declaration) => declaration.tagName)).toEqual([
      's62-sticker-calculator',
      's62-acryl-calculator',
      's62-layout-picker',
      's62-payment-card',
      's62-contact-button',
    ]);
    const picker = declarations.find((declaration) => declaration.tagName === 's62-layout-picker');
    expect(picker?.attributes.map((attribute) => attribute.name)).toEqual(['api-base', 'kind', 'multiple', 'open']);
    expect(picker?.events.map((event) => event.name)).toEqual(['s62-select', 's62-close']);
  });

  it('types every attribute and refers each type name to the package that exports it', () => {
    const kind = declarations.flatMap((declaration) => declaration.attributes).find(({ name }) => name === 'kind');
    expect(kind?.type.text).toBe("'stickers' | 'acryl'");
    const select = declarations.flatMap((declaration) => declaration.events).find(({ name }) => name === 's62-select');
    expect(select?.type).toEqual({
      text: 'CustomEvent<{ layouts: PickedLayout[] }>',
      references: [{ name: 'PickedLayout', package: '@stickers62/widgets' }],
    });
    // The compiler checks the names too: the generated element types import each from the index.
    const index = readFileSync(new URL('../index.ts', import.meta.url), 'utf8');
    const references = declarations.flatMap((declaration) =>
      declaration.events.flatMap((event) => event.type.references ?? []),
    );
    expect(references.length).toBeGreaterThan(0);
    for (const { name } of references) expect(index).toMatch(new RegExp(`\\b${name}\\b`));
  });
});
