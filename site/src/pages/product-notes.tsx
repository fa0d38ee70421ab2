import { navTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { Page, Spinner } from '../page-frame';
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

/**
 * A product page (`/stickers`, `/acryl`): a lead, the calculator, and the notes beside it.
 *
 * `calculatorSpace` is the calculator's height once it has loaded, as min-height classes per
 * breakpoint: the page is prerendered with the calculator's shadow root still empty (it is
 * attached in the browser), and without the space kept the notes under it would jump down as it
 * fills in (a layout shift); a loading card stands in it until the widget is ready. The e2e
 * test `prerendered.e2e.ts` holds each value to the calculator's real height.
 */
export function ProductPage({
  title,
  lead,
  calculator,
  calculatorSpace,
  notes,
  pictures,
}: {
  title: string;
  lead: string;
  calculator: ReactNode;
  calculatorSpace: string;
  notes: readonly Notes[];
  /** The product's pictures (films, acrylic pieces), above the notes. */
  pictures?: ReactNode;
}) {
  return (
    <Page title={title} wide>
      <p className="mb-6 max-w-3xl text-lg text-gray-700">{lead}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-3">
          <div className={`flex flex-col ${calculatorSpace}`} data-testid="calculator-space">
            {calculator}
            {/* Until the calculator's scripts have run (site.css hides it once the widget is ready). */}
            <div className="calculator-loading flex flex-1 items-center justify-center rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <Spinner label={navTexts.loading} />
            </div>
          </div>
          <p className="text-sm text-gray-500">{productPageTexts.calculatorNote}</p>
        </div>
        <div className="flex flex-col gap-4">
          {pictures}
          {notes.map((section) => (
            <NotesSection key={section.title} {...section} />
          ))}
        </div>
      </div>
    </Page>
  );
}
