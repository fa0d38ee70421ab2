import type { CatalogueEntry } from '../elements/catalogue';
import { themeAttribute, themeProperties } from '../ui/widget-theme';
import { attributeName, attributeTypeText, className, type ElementEvent } from './element-spec';
import { partDescriptions } from './part-descriptions';

/** The package whose exports an event's `detail` type may name. */
export const typesPackage = '@stickers62/widgets';

/** TypeScript's own names, which an event's `detail` may use without the package exporting them. */
const builtinTypeNames = new Set(['Array', 'ReadonlyArray', 'Record', 'Partial', 'Readonly', 'Pick', 'Omit']);

/** The names of exported types a `detail` text uses: `{ layouts: PickedLayout[] }` → `PickedLayout`. */
export function referencedTypeNames(typeText: string): string[] {
  const names = typeText.match(/\b[A-Z][A-Za-z0-9]*\b/g) ?? [];
  return [...new Set(names)].filter((name) => !builtinTypeNames.has(name));
}

/** A type in the manifest: its text, and where each type name in it comes from. */
export interface ManifestType {
  text: string;
  references?: { name: string; package: string }[];
}

export interface ManifestAttribute {
  name: string;
  fieldName: string;
  type: ManifestType;
  description: string;
  default?: string;
}

export interface ManifestElement {
  kind: 'class';
  name: string;
  tagName: `s62-${string}`;
  customElement: true;
  description: string;
  attributes: ManifestAttribute[];
  members: { kind: 'field'; name: string; type: ManifestType; attribute: string; reflects: true }[];
  events: { name: string; type: ManifestType; description: string }[];
  /** The theme (ui/widget-theme.ts): custom properties the page may set. */
  cssProperties: { name: string; description: string; default: string }[];
  /** The `::part`s the element exposes (ui/parts.ts). */
  cssParts: { name: string; description: string }[];
  superclass: { name: 'HTMLElement' };
}

export interface ManifestModule {
  kind: 'javascript-module';
  path: string;
  declarations: ManifestElement[];
  exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string } }[];
}

/** The Custom Elements Manifest (schema 2.1.0) of the elements. */
export interface Manifest {
  schemaVersion: '2.1.0';
  readme: string;
  modules: ManifestModule[];
}

function eventType(event: ElementEvent): ManifestType {
  const names = referencedTypeNames(event.detail);
  return {
    text: `CustomEvent<${event.detail}>`,
    ...(names.length ? { references: names.map((name) => ({ name, package: typesPackage })) } : {}),
  };
}

/** The manifest of the catalogue, one module per element script. */
export function buildManifest(catalogue: readonly CatalogueEntry[]): Manifest {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: catalogue.map(({ script, element, parts }) => {
      const name = className(element.tag);
      const attributes = Object.entries(element.attributes).flatMap(([prop, attribute]) =>
        attribute
          ? [
              {
                name: attributeName(prop),
                fieldName: prop,
                type: { text: attributeTypeText(attribute) },
                description: attribute.description,
                ...(attribute.default === undefined ? {} : { default: attribute.default }),
              },
            ]
          : [],
      );
      // Every element takes the theme preset; it is CSS only (`:host([theme=dark])`), no property.
      const theme = {
        name: themeAttribute.name,
        fieldName: themeAttribute.name,
        type: { text: themeAttribute.values.map((value) => `'${value}'`).join(' | ') },
        description: themeAttribute.description,
        default: "'light'",
      };
      const events = Object.values(element.events).flatMap((event) =>
        event ? [{ name: event.name, type: eventType(event), description: event.description }] : [],
      );
      return {
        kind: 'javascript-module',
        path: `dist/elements/${script}.js`,
        declarations: [
          {
            kind: 'class',
            name,
            tagName: element.tag,
            customElement: true,
            description: element.description,
            attributes: [...attributes, theme],
            members: attributes.map((attribute) => ({
              kind: 'field',
              name: attribute.fieldName,
              type: attribute.type,
              attribute: attribute.name,
              reflects: true,
            })),
            events,
            cssProperties: themeProperties.map(({ name, description, default: fallback }) => ({
              name,
              description,
              default: fallback,
            })),
            cssParts: parts.map((name) => ({ name, description: partDescriptions[name] })),
            superclass: { name: 'HTMLElement' },
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: element.tag, declaration: { name } }],
      };
    }),
  };
}
