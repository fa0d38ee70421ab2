import { calculatorTexts, instructionTexts, minimumRunTexts, productPageTexts } from '@stickers62/core/texts';
import { AcrylCalculator } from '@stickers62/widgets';
import { Page } from '../page-frame';
import { paths } from '../routes';
import { NotesSection } from './product-notes';

/** `/acryl`: the acrylic calculator and the notes for key rings and stands. */
export function AcrylPage() {
  return (
    <Page title={productPageTexts.acrylTitle} wide>
      <p className="mb-6 max-w-3xl text-lg text-gray-700">{productPageTexts.acrylLead}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <AcrylCalculator orderHref={paths.cart} />
          <p className="text-sm text-gray-500">{productPageTexts.calculatorNote}</p>
        </div>
        <div className="flex flex-col gap-4">
          <NotesSection
            title={productPageTexts.minimumRunTitle}
            items={[
              minimumRunTexts.acrylNewKeyRingsSmall,
              minimumRunTexts.acrylNewKeyRingsLarge,
              minimumRunTexts.acrylNewStands,
              minimumRunTexts.acrylRepeatKeyRings,
              minimumRunTexts.acrylRepeatStands,
            ]}
          />
          <NotesSection
            title={productPageTexts.standBaseTitle}
            items={[productPageTexts.standBaseFree, productPageTexts.standBasePrint, calculatorTexts.fittingsNote]}
          />
          <NotesSection
            title={productPageTexts.fileGuidanceTitle}
            items={[instructionTexts.cmyk, instructionTexts.acryl, calculatorTexts.defaultMaterialNote]}
          />
          <NotesSection
            title={productPageTexts.termsTitle}
            items={[productPageTexts.productionTerm, calculatorTexts.largeOrderNote, productPageTexts.prepayment]}
          />
        </div>
      </div>
    </Page>
  );
}
