import type { ComponentType } from 'react';

/** A DOM event fired from a callback prop: bubbling and composed, so it leaves the shadow root. */
export interface ElementEvent {
  name: `s62-${string}`;
  description: string;
  /**
   * The TypeScript type of `event.detail`, for the manifest and the generated typings: written
   * with TypeScript's own types and the types `@stickers62/widgets` exports (a generated file
   * imports each name from custom-elements/event-details.ts, so a name missing there fails the
   * type check).
   */
  detail: string;
  /** `preventDefault()` stops what the widget would do next (the callback prop is told `false`). */
  cancelable?: true;
  /** An attribute the element removes after firing, e.g. `open` when the picker closes itself. */
  removesAttribute?: string;
}

/** How an attribute's text becomes a prop value. */
export type AttributeType = 'string' | 'number' | 'boolean';

/** An attribute as the manifest and the typings describe it, whatever its prop. */
export interface AttributeDescription {
  type: AttributeType;
  /** The words a string attribute takes, when it takes only these. */
  values?: readonly string[];
  description: string;
  /** The default as written in TypeScript, e.g. `"/"`. */
  default?: string;
}

/**
 * The attribute of a prop, typed by the prop: a boolean prop is a boolean attribute, a number
 * a number, a string a string, and a prop of a few words lists them (`kind` → "stickers",
 * "acryl"), so the manifest and the element typings say exactly what the component takes.
 */
type AttributeOf<Value> = [Value] extends [boolean]
  ? { type: 'boolean' }
  : [Value] extends [number]
    ? { type: 'number' }
    : [Value] extends [string]
      ? string extends Value
        ? { type: 'string' }
        : { type: 'string'; values: readonly Value[] }
      : never;

export type AttributeSpec<Value> = AttributeOf<NonNullable<Value>> & { description: string; default?: string };

/**
 * Everything that makes a React component a custom element: its tag, its attributes (one per
 * camelCase prop; the attribute is the kebab-case name) and the DOM events fired from its
 * callback props. The same description feeds `custom-elements.json` and the element typings,
 * so they cannot drift.
 */
export interface ElementSpec<Props> {
  tag: `s62-${string}`;
  description: string;
  component: ComponentType<Props>;
  attributes: { [Prop in Extract<keyof Props, string>]?: AttributeSpec<Props[Prop]> };
  events: Partial<Record<Extract<keyof Props, string>, ElementEvent>>;
}

/** An element spec without its component and props: what the catalogue, the manifest and the generators read. */
export interface AnyElementSpec {
  tag: `s62-${string}`;
  description: string;
  attributes: Record<string, AttributeDescription | undefined>;
  events: Record<string, ElementEvent | undefined>;
}

/** `apiBase` → `api-base`, the attribute name of a prop. */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);
}

/** `s62-layout-picker` → `S62LayoutPicker`, the class name of an element. */
export function className(tag: string): string {
  return tag.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/** The TypeScript type of an attribute's value: `string`, `boolean`, `'stickers' | 'acryl'`, … */
export function attributeTypeText(attribute: AttributeDescription): string {
  if (attribute.values) return attribute.values.map((value) => `'${value}'`).join(' | ');
  return attribute.type;
}

/**
 * Attribute text to prop value. A missing attribute gives `undefined`, so the component's
 * default applies again when an attribute is removed; a boolean attribute is on when present
 * unless it says "false".
 */
export function parseAttribute(type: AttributeType, value: string | null): string | number | boolean | undefined {
  if (type === 'boolean') return value !== null && value !== 'false';
  if (value === null) return undefined;
  if (type === 'number') {
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
  }
  return value;
}
