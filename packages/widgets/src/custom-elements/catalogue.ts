import { acrylCalculatorElement } from '../acryl-calculator/element';
import { contactButtonElement } from '../contact-button/element';
import { layoutPickerElement } from '../layout-picker/element';
import { paymentCardElement } from '../payment-card/element';
import { stickerCalculatorElement } from '../sticker-calculator/element';
import type { ElementSpec } from './element-spec';

/**
 * Every custom element with the file name of its script (`dist/elements/<script>.js`).
 * The build, the manifest and the size budgets read this list.
 */
export const elementCatalogue: { script: string; spec: ElementSpec<never> }[] = [
  { script: 'sticker-calculator', spec: stickerCalculatorElement as ElementSpec<never> },
  { script: 'acryl-calculator', spec: acrylCalculatorElement as ElementSpec<never> },
  { script: 'layout-picker', spec: layoutPickerElement as ElementSpec<never> },
  { script: 'payment-card', spec: paymentCardElement as ElementSpec<never> },
  { script: 'contact-button', spec: contactButtonElement as ElementSpec<never> },
];
