import { contactButtonElement } from '../contact-button/element';
import type { ElementSpec } from './element-spec';

/**
 * Every custom element with the file name of its script (`dist/elements/<script>.js`).
 * The build, the manifest and the size budgets read this list.
 */
export const elementCatalogue: { script: string; spec: ElementSpec<never> }[] = [
  { script: 'contact-button', spec: contactButtonElement as ElementSpec<never> },
];
