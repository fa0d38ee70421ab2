/**
 * Registers a custom element once. A second script defining the same tag (two widgets on a
 * page, each with its own bundle) is harmless: the first definition wins and stays in use.
 */
export function defineElement(tag: string, createClass: () => CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  customElements.define(tag, createClass());
}
