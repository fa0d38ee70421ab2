import type { ComponentType } from 'react';

/** A DOM event fired from a callback prop: bubbling and composed, so it leaves the shadow root. */
export interface ElementEvent {
  name: `s62-${string}`;
  description: string;
  /** The TypeScript type of `event.detail`, for the manifest. */
  detail: string;
  /** An attribute the element removes after firing, e.g. `open` when the picker closes itself. */
  removesAttribute?: string;
}

/** How an attribute's text becomes a prop value. */
export type AttributeType = 'string' | 'number' | 'boolean';

/**
 * Everything that makes a React component a custom element: its tag, its attributes (one per
 * camelCase prop; the attribute is the kebab-case name) and the DOM events fired from its
 * callback props. The same description feeds `custom-elements.json`, so they cannot drift.
 */
export interface ElementSpec<Props> {
  tag: `s62-${string}`;
  description: string;
  component: ComponentType<Props>;
  attributes: Partial<
    Record<Extract<keyof Props, string>, { type: AttributeType; description: string; default?: string }>
  >;
  events: Partial<Record<Extract<keyof Props, string>, ElementEvent>>;
}

/** `apiBase` → `api-base`, the attribute name of a prop. */
export function attributeName(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, before: string, upper: string) => `${before}-${upper.toLowerCase()}`);
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
