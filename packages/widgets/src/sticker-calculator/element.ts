import type { ElementSpec } from '../custom-elements/element-spec';
import { apiBaseAttribute, orderAttributes, orderEvent, priceChangeEvent } from '../custom-elements/shared-specs';
import { StickerCalculator, type StickerCalculatorProps } from './StickerCalculator';

export const stickerCalculatorElement: ElementSpec<StickerCalculatorProps> = {
  tag: 's62-sticker-calculator',
  description:
    'Sticker price calculator: cutting, lamination, film, format (A4 by default) and sheets (from 10) give the price per sheet from the tier and the total.',
  component: StickerCalculator,
  attributes: {
    apiBase: apiBaseAttribute,
    filmTypes: {
      type: 'string',
      description: 'Comma-separated film types to offer; every priced film type when absent.',
    },
    ...orderAttributes,
  },
  events: { onOrder: orderEvent, onPriceChange: priceChangeEvent('StickerPriceChange') },
};
