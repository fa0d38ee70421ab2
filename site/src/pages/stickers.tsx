import { pictureShowcase } from '@stickers62/core/texts';
import { StickerCalculator } from '@stickers62/widgets';
import { FilmFigures } from '@stickers62/widgets/shop';
import { ProductPage } from './product-notes';

/** `/stickers`: the sticker calculator and what to know before ordering. */
export function StickersPage() {
  return (
    <ProductPage
      kind="stickers"
      Calculator={StickerCalculator}
      pictures={<FilmFigures films={pictureShowcase.films} />}
    />
  );
}
