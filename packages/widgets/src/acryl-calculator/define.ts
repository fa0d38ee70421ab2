import { defineElement } from '../custom-elements/define-element';
import { toCustomElement } from '../custom-elements/to-custom-element';
import { acrylCalculatorElement } from './element';

/** Registers `<s62-acryl-calculator>`. */
export function defineAcrylCalculator(): void {
  defineElement(acrylCalculatorElement.tag, () => toCustomElement(acrylCalculatorElement));
}
