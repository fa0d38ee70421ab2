import { calculatorTexts, instructionTexts, minimumRunTexts, navTexts, pictureTexts } from '@stickers62/core/texts';
import type { ComponentType, ReactNode } from 'react';
import { Page, Spinner } from '../page-frame';
import { useShopOrder } from '../shop-order';
import { productPageTexts } from '../texts';

export interface Notes {
  title: string;
  items: readonly string[];
}

/** A titled list of notes beside a calculator. */
export function NotesSection({ title, items }: Notes) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-gray-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The product's pictures in a card like the notes' (site `ProductPage`). */
export function PicturesSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm" data-testid="product-pictures">
      <h2 className="mb-3 text-lg font-semibold text-gray-900">{title}</h2>
      <ul className="grid grid-cols-2 gap-3">{children}</ul>
    </section>
  );
}

/** What each product page says around its calculator; its calculator and pictures are the page's own. */
const productPages = {
  stickers: {
    title: productPageTexts.stickersTitle,
    lead: productPageTexts.stickersLead,
    calculatorSpace: 'min-h-[800px] sm:min-h-[584px]',
    picturesTitle: pictureTexts.filmsTitle,
    notes: [
      {
        title: productPageTexts.fileGuidanceTitle,
        items: [instructionTexts.cmyk, instructionTexts.stickers, instructionTexts.colorProof],
      },
      { title: productPageTexts.minimumRunTitle, items: [minimumRunTexts.stickers] },
      {
        title: productPageTexts.termsTitle,
        items: [productPageTexts.productionTerm, calculatorTexts.largeRunNote, productPageTexts.prepayment],
      },
    ],
  },
  acryl: {
    title: productPageTexts.acrylTitle,
    lead: productPageTexts.acrylLead,
    calculatorSpace: 'min-h-[848px] sm:min-h-[552px]',
    picturesTitle: pictureTexts.acrylTitle,
    notes: [
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
    ],
  },
} as const satisfies Record<
  string,
  { title: string; lead: string; calculatorSpace: string; picturesTitle: string; notes: readonly Notes[] }
>;

/**
 * A product page (`/stickers`, `/acryl`): a lead, the calculator (ordering inside the app), its
 * pictures and the notes beside it.
 *
 * `calculatorSpace` is the calculator's height once it has loaded, as min-height classes per
 * breakpoint: the page is prerendered with the calculator's shadow root still empty (it is
 * attached in the browser), and without the space kept the notes under it would jump down as it
 * fills in (a layout shift); a loading card stands in it until the widget is ready. The e2e
 * test `prerendered.e2e.ts` holds each value to the calculator's real height.
 */
export function ProductPage({
  kind,
  Calculator,
  pictures,
}: {
  kind: keyof typeof productPages;
  Calculator: ComponentType<ReturnType<typeof useShopOrder>>;
  /** The product's pictures (films, acrylic pieces), above the notes. */
  pictures: ReactNode;
}) {
  const { title, lead, calculatorSpace, picturesTitle, notes } = productPages[kind];
  const order = useShopOrder();
  return (
    <Page title={title} wide>
      <p className="mb-6 max-w-3xl text-lg text-gray-700">{lead}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <div className={`flex flex-col ${calculatorSpace}`} data-testid="calculator-space">
            <Calculator {...order} />
            {/* Until the calculator's scripts have run (site.css hides it once the widget is ready). */}
            <div className="calculator-loading flex flex-1 items-center justify-center rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <Spinner label={navTexts.loading} />
            </div>
          </div>
          <p className="text-sm text-gray-500">{productPageTexts.calculatorNote}</p>
        </div>
        <div className="flex flex-col gap-4">
          <PicturesSection title={picturesTitle}>{pictures}</PicturesSection>
          {notes.map((section) => (
            <NotesSection key={section.title} {...section} />
          ))}
        </div>
      </div>
    </Page>
  );
}
