// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementCatalogue } from './catalogue';
import { buildManifest } from './manifest';

describe('custom-elements.json', () => {
  it('is the manifest of the element catalogue (rebuild the elements after changing an element spec)', () => {
    const committed = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(buildManifest(elementCatalogue));
  });

  it('lists the five elements with their attributes and events', () => {
    const declarations = buildManifest(elementCatalogue).modules.flatMap((module) => module.declarations);
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
});
