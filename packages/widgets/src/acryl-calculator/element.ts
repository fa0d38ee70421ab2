import type { ElementSpec } from '../custom-elements/element-spec';
import { apiBaseAttribute, orderAttributes, orderEvent, priceChangeEvent } from '../custom-elements/shared-specs';
import { AcrylCalculator, type AcrylCalculatorProps } from './AcrylCalculator';

export const acrylCalculatorElement: ElementSpec<AcrylCalculatorProps> = {
  tag: 's62-acryl-calculator',
  description:
    'Acrylic price calculator: product (never a base on its own), material, print, run (tier 5 by default) and size (20×20 mm by default) give a price per piece and a total, with the stand base surcharges and notes.',
  component: AcrylCalculator,
  attributes: { apiBase: apiBaseAttribute, ...orderAttributes },
  events: { onOrder: orderEvent, onPriceChange: priceChangeEvent('AcrylPriceChange') },
};
