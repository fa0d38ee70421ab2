import type { ItemKind } from '@stickers62/core/contract';
import type { AcrylPriceChange } from '../acryl-calculator/AcrylCalculator';
import type { PickedLayout } from '../layout-picker/layout-picker-store';
import type { StickerPriceChange } from '../sticker-calculator/StickerCalculator';

/** The DOM types of the s62- elements: each attribute is also a property (camelCase). */
export interface S62StickerCalculatorElement extends HTMLElement {
  apiBase: string | undefined;
  filmTypes: string | undefined;
  orderHref: string | undefined;
}

export interface S62AcrylCalculatorElement extends HTMLElement {
  apiBase: string | undefined;
  orderHref: string | undefined;
}

export interface S62LayoutPickerElement extends HTMLElement {
  apiBase: string | undefined;
  kind: ItemKind | undefined;
  multiple: boolean;
  open: boolean;
}

export interface S62PaymentCardElement extends HTMLElement {
  apiBase: string | undefined;
  orderId: string | undefined;
  paymentCompleted: boolean;
  homeHref: string | undefined;
  loginHref: string | undefined;
}

export interface S62ContactButtonElement extends HTMLElement {
  href: string | undefined;
}

/** `detail` of each event the elements fire (all bubble and are composed). */
export interface S62EventDetails {
  /** From both calculators; tell them apart by `event.target`. */
  's62-price-change': StickerPriceChange | AcrylPriceChange;
  's62-select': { layouts: PickedLayout[] };
  's62-close': undefined;
  's62-paid': { orderId: string; orderNumber: number };
  's62-login': { orderId: string };
  's62-contact': { href: string };
}

declare global {
  interface HTMLElementTagNameMap {
    's62-sticker-calculator': S62StickerCalculatorElement;
    's62-acryl-calculator': S62AcrylCalculatorElement;
    's62-layout-picker': S62LayoutPickerElement;
    's62-payment-card': S62PaymentCardElement;
    's62-contact-button': S62ContactButtonElement;
  }
  interface HTMLElementEventMap {
    's62-price-change': CustomEvent<S62EventDetails['s62-price-change']>;
    's62-select': CustomEvent<S62EventDetails['s62-select']>;
    's62-close': CustomEvent<S62EventDetails['s62-close']>;
    's62-paid': CustomEvent<S62EventDetails['s62-paid']>;
    's62-login': CustomEvent<S62EventDetails['s62-login']>;
    's62-contact': CustomEvent<S62EventDetails['s62-contact']>;
  }
}
