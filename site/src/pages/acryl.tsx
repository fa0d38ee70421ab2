import {
  calculatorTexts,
  instructionTexts,
  minimumRunTexts,
  pictureShowcase,
  pictureTexts,
} from '@stickers62/core/texts';
import { AcrylCalculator } from '@stickers62/widgets';
import { AcrylFigures } from '@stickers62/widgets/shop';
import { useShopOrder } from '../shop-order';
import { productPageTexts } from '../texts';
import { PicturesSection, ProductPage } from './product-notes';

/** `/acryl`: the acrylic calculator and the notes for key rings and stands. */
export function AcrylPage() {
  const order = useShopOrder();
  return (
    <ProductPage
      title={productPageTexts.acrylTitle}
      lead={productPageTexts.acrylLead}
      calculatorSpace="min-h-[848px] sm:min-h-[552px]"
      calculator={<AcrylCalculator {...order} />}
      pictures={
        <PicturesSection title={pictureTexts.acrylTitle}>
          <AcrylFigures catalogue={pictureShowcase} />
        </PicturesSection>
      }
      notes={[
        {
          title: productPageTexts.minimumRunTitle,
          items: [
            minimumRunTexts.acrylNewKeyRingsSmall,
            minimumRunTexts.acrylNewKeyRingsLarge,
            minimumRunTexts.acrylNewStands,
            minimumRunTexts.acrylRepeatKeyRings,
            minimumRunTexts.acrylRepeatStands,
          ],
        },
        {
          title: productPageTexts.standBaseTitle,
          items: [productPageTexts.standBaseFree, productPageTexts.standBasePrint, calculatorTexts.fittingsNote],
        },
        {
          title: productPageTexts.fileGuidanceTitle,
          items: [instructionTexts.cmyk, instructionTexts.acryl, calculatorTexts.defaultMaterialNote],
        },
        {
          title: productPageTexts.termsTitle,
          items: [productPageTexts.productionTerm, calculatorTexts.largeOrderNote, productPageTexts.prepayment],
        },
      ]}
    />
  );
}
