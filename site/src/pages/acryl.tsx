import { pictureShowcase } from '@stickers62/core/texts';
import { AcrylCalculator } from '@stickers62/widgets';
import { AcrylFigures } from '@stickers62/widgets/shop';
import { ProductPage } from './product-notes';

/** `/acryl`: the acrylic calculator and the notes for key rings and stands. */
export function AcrylPage() {
  return (
    <ProductPage kind="acryl" Calculator={AcrylCalculator} pictures={<AcrylFigures catalogue={pictureShowcase} />} />
  );
}
