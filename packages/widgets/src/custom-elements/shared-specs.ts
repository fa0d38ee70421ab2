import type { AttributeSpec, ElementEvent } from './element-spec';

/*
 * The attributes and events several elements share, described once (their texts ship in the
 * scripts: short, the README says the rest).
 */

/** `api-base`: every element that calls the shop takes it. */
export const apiBaseAttribute: AttributeSpec<string> = {
  type: 'string',
  description:
    "The shop's API address; when absent, the origin the element's script came from (the page's own origin when the script is bundled into the page).",
};

/** A calculator's «Заказать»: where it leads (`order-url`, and the deprecated `order-href`). */
export const orderAttributes: { orderUrl: AttributeSpec<string>; orderHref: AttributeSpec<string> } = {
  orderUrl: { type: 'string', description: 'Where "Заказать" leads, plus ?add=; the shop\'s cart when absent.' },
  orderHref: { type: 'string', description: 'Deprecated: order-url.' },
};

/** A calculator's `s62-order`, fired before the shop opens. */
export const orderEvent: ElementEvent = {
  name: 's62-order',
  description: '"Заказать" pressed, before the shop opens; cancelable.',
  detail: 'OrderRequest',
  cancelable: true,
};

/** A calculator's `s62-price-change`, with its quote's type. */
export const priceChangeEvent = (detail: string): ElementEvent => ({
  name: 's62-price-change',
  description: 'The quote changed (also once when the prices arrive).',
  detail,
});
