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
    orderHref: { type: 'string', description: 'When set, a "Заказать" link leads there.' },
  },
  events: {
    onPriceChange: {
      name: 's62-price-change',
      description: 'The quote changed (also once when the prices arrive).',
      detail: 'AcrylPriceChange',
    },
  },
};
