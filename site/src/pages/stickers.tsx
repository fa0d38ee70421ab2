import {
  calculatorTexts,
  instructionTexts,
  minimumRunTexts,
  pictureShowcase,
  pictureTexts,
} from '@stickers62/core/texts';
import { StickerCalculator } from '@stickers62/widgets';
import { FilmFigures } from '@stickers62/widgets/shop';
import { useShopOrder } from '../shop-order';
import { productPageTexts } from '../texts';
import { PicturesSection, ProductPage } from './product-notes';

/** `/stickers`: the sticker calculator and what to know before ordering. */
export function StickersPage() {
  const order = useShopOrder();
  return (
    <ProductPage
      title={productPageTexts.stickersTitle}
      lead={productPageTexts.stickersLead}
      calculatorSpace="min-h-[800px] sm:min-h-[584px]"
      calculator={<StickerCalculator {...order} />}
      pictures={
        <PicturesSection title={pictureTexts.filmsTitle}>
          <FilmFigures films={pictureShowcase.films} />
        </PicturesSection>
      }
      notes={[
        {
          title: productPageTexts.fileGuidanceTitle,
          items: [instructionTexts.cmyk, instructionTexts.stickers, instructionTexts.colorProof],
        },
        { title: productPageTexts.minimumRunTitle, items: [minimumRunTexts.stickers] },
        {
          title: productPageTexts.termsTitle,
          items: [productPageTexts.productionTerm, calculatorTexts.largeRunNote, productPageTexts.prepayment],
        },
      ]}
    />
  );
}
