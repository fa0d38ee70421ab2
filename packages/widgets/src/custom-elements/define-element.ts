import type { WidgetEnvironment } from '../ui/widget-environment';
import type { ElementSpec } from './element-spec';
import { toCustomElement } from './to-custom-element';

/**
 * Registers a widget's custom element once, its widget rendering in the given environment
 * (an element script's entry module gives its own, see element-environment.ts). A second script defining the same tag (two widgets
 * on a page, each with its own bundle) is harmless: the first definition wins and stays in use.
 */
export function defineElement<Props extends object>(spec: ElementSpec<Props>, environment: WidgetEnvironment): void {
  if (typeof customElements === 'undefined' || customElements.get(spec.tag)) return;
  customElements.define(spec.tag, toCustomElement(spec, environment));
}
