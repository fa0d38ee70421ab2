// @vitest-environment node
import { readFileSync } from 'node:fs';
import { embeddableWidgetNames, partnerWidgets } from '@stickers62/core/texts';
import { describe, expect, it } from 'vitest';
import { elementCatalogue } from '../elements/catalogue';
import { part } from '../ui/parts';
import { buildManifest } from './manifest';

const declarations = buildManifest(elementCatalogue).modules.flatMap((module) => module.declarations);

describe('custom-elements.json', () => {
  it('lists every element of the catalogue, in its order, with their attributes and events', () => {
    const tags = declarations.map((declaration) => declaration.tagName);
    expect(tags).toEqual(elementCatalogue.map((entry) => entry.element.tag));
    expect(tags.slice(0, 5)).toEqual([
      's62-sticker-calculator',
      's62-acryl-calculator',
      's62-layout-picker',
      's62-payment-card',
      's62-contact-button',
    ]);
    const picker = declarations.find((declaration) => declaration.tagName === 's62-layout-picker');
    expect(picker?.attributes.map((attribute) => attribute.name)).toEqual([
      'api-base',
      'kind',
      'multiple',
      'open',
      'theme',
    ]);
    expect(picker?.events.map((event) => event.name)).toEqual(['s62-select', 's62-close']);
  });

  it('gives every element an iframe page and offers partners (core partnerWidgets, the builder) the ones not shop-only', () => {
    expect(Object.keys(embeddableWidgetNames)).toEqual(elementCatalogue.map((entry) => entry.script));
    expect(elementCatalogue.filter((entry) => !entry.shopOnly).map((entry) => entry.script)).toEqual([
      ...partnerWidgets,
    ]);
    // The customer's own layouts: the shop answers that list only on its own origin.
    expect(partnerWidgets).not.toContain('layout-picker');
    expect(embeddableWidgetNames['layout-picker']).toBe('Выбор макетов для повтора');
  });

  it('lists the theme properties and the parts of every element', () => {
    for (const declaration of declarations) {
      expect(declaration.cssProperties.map((property) => property.name)).toEqual(
        expect.arrayContaining([
          '--s62-accent',
          '--s62-accent-text',
          '--s62-radius',
          '--s62-font',
          '--s62-surface',
          '--s62-text',
        ]),
      );
    }
    const calculator = declarations.find((declaration) => declaration.tagName === 's62-sticker-calculator');
    expect(calculator?.cssParts.map((cssPart) => cssPart.name)).toEqual(
      expect.arrayContaining(['card', 'button-primary', 'input', 'price']),
    );
    // Every part a catalogue entry names is written by a component (ui/parts.ts holds the values).
    const written = new Set(Object.values(part).flatMap((value) => value.split(' ')));
    for (const declaration of declarations) {
      for (const { name } of declaration.cssParts) expect(written).toContain(name);
    }
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
