import { contactButtonElement } from '../contact-button/element';
import { layoutPickerElement } from '../layout-picker/element';
import { paymentCardElement } from '../payment-card/element';
import type { ElementSpec } from './element-spec';

/**
 * Every custom element with the file name of its script (`dist/elements/<script>.js`).
 * The build, the manifest and the size budgets read this list.
 */
export const elementCatalogue: { script: string; spec: ElementSpec<never> }[] = [
  { script: 'layout-picker', spec: layoutPickerElement as ElementSpec<never> },
  { script: 'payment-card', spec: paymentCardElement as ElementSpec<never> },
  { script: 'contact-button', spec: contactButtonElement as ElementSpec<never> },
];
