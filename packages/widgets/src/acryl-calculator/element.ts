import type { ElementSpec } from '../custom-elements/element-spec';
import { AcrylCalculator, type AcrylCalculatorProps } from './AcrylCalculator';

export const acrylCalculatorElement: ElementSpec<AcrylCalculatorProps> = {
  tag: 's62-acryl-calculator',
  description:
    'Acrylic price calculator: product (never a base on its own), material, print, run (tier 5 by default) and size (20×20 mm by default) give a price per piece and a total, with the stand base surcharges and notes.',
  component: AcrylCalculator,
  attributes: {
    apiBase: {
      type: 'string',
      description:
        "The shop's API address; when absent, the origin the element's script came from (the page's own origin when the script is bundled into the page).",
    },
    // Short texts: they ship in the script (the README says the rest).
    orderUrl: { type: 'string', description: 'Where "Заказать" leads, plus ?add=; the shop\'s cart when absent.' },
    orderHref: { type: 'string', description: 'Deprecated: order-url.' },
  },
  events: {
    onOrder: {
      name: 's62-order',
      description: '"Заказать" pressed, before the shop opens; cancelable.',
      detail: 'OrderRequest',
      cancelable: true,
    },
    onPriceChange: {
      name: 's62-price-change',
      description: 'The quote changed (also once when the prices arrive).',
      detail: 'AcrylPriceChange',
    },
  },
};
