import type { ElementSpec } from './element-spec';
import { attributeName } from './element-spec';

/** The Custom Elements Manifest (schema 2.1.0) of the elements, one module per script. */
export function buildManifest(elements: { script: string; spec: ElementSpec<never> }[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map(({ script, spec }) => {
      const className = spec.tag.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) =>
        letter.toUpperCase(),
      );
      const attributes = Object.entries(spec.attributes).map(([prop, value]) => {
        const attribute = value as { type: string; description: string; default?: string };
        return {
          name: attributeName(prop),
          fieldName: prop,
          type: { text: attribute.type },
          description: attribute.description,
          ...(attribute.default === undefined ? {} : { default: attribute.default }),
        };
      });
      const events = Object.values(spec.events).map((value) => {
        const event = value as { name: string; description: string; detail: string };
        return { name: event.name, type: { text: `CustomEvent<${event.detail}>` }, description: event.description };
      });
      return {
        kind: 'javascript-module',
        path: `dist/elements/${script}.js`,
        declarations: [
          {
            kind: 'class',
            name: className,
            tagName: spec.tag,
            customElement: true,
            description: spec.description,
            attributes,
            members: attributes.map((attribute) => ({
              kind: 'field',
              name: attribute.fieldName,
              type: attribute.type,
              attribute: attribute.name,
              reflects: true,
            })),
            events,
            superclass: { name: 'HTMLElement' },
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: spec.tag, declaration: { name: className } }],
      };
    }),
  };
}
