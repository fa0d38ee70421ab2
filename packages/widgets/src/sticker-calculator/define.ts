import { defineElement } from '../custom-elements/define-element';
import { toCustomElement } from '../custom-elements/to-custom-element';
import { stickerCalculatorElement } from './element';

/** Registers `<s62-sticker-calculator>`. */
export function defineStickerCalculator(): void {
  defineElement(stickerCalculatorElement.tag, () => toCustomElement(stickerCalculatorElement));
}
