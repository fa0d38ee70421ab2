/** The DOM types of the s62- elements: attributes are also properties (camelCase). */
export interface S62ContactButtonElement extends HTMLElement {
  href: string | undefined;
}

declare global {
  interface HTMLElementTagNameMap {
    's62-contact-button': S62ContactButtonElement;
  }
}
