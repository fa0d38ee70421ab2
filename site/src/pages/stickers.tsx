import { calculatorTexts, instructionTexts, minimumRunTexts, productPageTexts } from '@stickers62/core/texts';
import { StickerCalculator } from '@stickers62/widgets';
import { Page } from '../page-frame';
import { paths } from '../routes';
import { NotesSection } from './product-notes';

/** `/stickers`: the sticker calculator and what to know before ordering. */
export function StickersPage() {
  return (
    <Page title={productPageTexts.stickersTitle} wide>
      <p className="mb-6 max-w-3xl text-lg text-gray-700">{productPageTexts.stickersLead}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <StickerCalculator orderHref={paths.cart} />
          <p className="text-sm text-gray-500">{productPageTexts.calculatorNote}</p>
        </div>
        <div className="flex flex-col gap-4">
          <NotesSection
            title={productPageTexts.fileGuidanceTitle}
            items={[instructionTexts.cmyk, instructionTexts.stickers, instructionTexts.colorProof]}
          />
          <NotesSection
            title={productPageTexts.minimumRunTitle}
            items={[calculatorTexts.minimumRun, minimumRunTexts.stickers]}
          />
          <NotesSection
            title={productPageTexts.termsTitle}
            items={[productPageTexts.productionTerm, calculatorTexts.largeRunNote, productPageTexts.prepayment]}
          />
        </div>
      </div>
    </Page>
  );
}
