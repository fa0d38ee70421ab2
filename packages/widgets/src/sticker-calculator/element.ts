import type { ElementSpec } from '../custom-elements/element-spec';
import { StickerCalculator, type StickerCalculatorProps } from './StickerCalculator';

export const stickerCalculatorElement: ElementSpec<StickerCalculatorProps> = {
  tag: 's62-sticker-calculator',
  description:
    'Sticker price calculator: cutting, lamination, film, format (A4 by default) and sheets (from 10) give the price per sheet from the tier and the total.',
  component: StickerCalculator,
  attributes: {
    apiBase: {
      type: 'string',
      description:
        "The shop's API address; when absent, the origin the element's script came from (the page's own origin when the script is bundled into the page).",
    },
    filmTypes: {
      type: 'string',
      description: 'Comma-separated film types to offer; every priced film type when absent.',
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
      detail: 'StickerPriceChange',
    },
  },
};
