import { pictureShowcase, pictureTexts } from '@stickers62/core/texts';
import { HeroPicture, ProductGallery } from '@stickers62/widgets/shop';
import { Link } from 'wouter';
import { externalLinks } from '../links';
import { useDocumentTitle } from '../page-frame';
import { paths } from '../routes';
import { landingTexts } from '../texts';
import { WhenNear } from './when-near';

const primaryLink =
  'inline-flex items-center justify-center rounded-xl bg-brand px-6 py-3 text-base font-semibold text-white no-underline shadow-sm hover:bg-brand-dark focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light';
const secondaryLink =
  'inline-flex items-center justify-center rounded-xl border border-gray-300 bg-white px-6 py-3 text-base font-semibold text-gray-800 no-underline hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-light';

function ExternalLink({ href, className, children }: { href: string; className: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {landingTexts.opensInNewTab}</span>
    </a>
  );
}

function CardGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h3 className="mb-2 text-lg font-semibold text-gray-900">{item.title}</h3>
          <p className="text-gray-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

function Section({ title, children, tinted = false }: { title: string; children: React.ReactNode; tinted?: boolean }) {
  return (
    <section className={tinted ? 'bg-white' : ''}>
      <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
        <h2 className="mb-8 text-2xl font-bold tracking-tight text-gray-900 md:text-3xl">{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** `/`: the landing page of checkout-admin-pages, every section in order. */
export function Home() {
  useDocumentTitle(landingTexts.heroTitle);
  return (
    <>
      <section className="bg-gradient-to-br from-brand-light via-white to-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-8 px-4 py-16 md:flex-row md:py-24">
          <div className="flex w-full flex-col items-start gap-6 md:flex-1">
            <h1 className="text-4xl font-extrabold tracking-tight text-gray-900 md:text-6xl">
              {landingTexts.heroTitle}
            </h1>
            <p className="max-w-2xl text-lg text-gray-700 md:text-xl">{landingTexts.heroLead}</p>
            <p className="max-w-2xl text-gray-600">{landingTexts.heroNote}</p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Link href={paths.cart} className={primaryLink}>
                {landingTexts.uploadLayout}
              </Link>
              <ExternalLink href={externalLinks.reviews} className={secondaryLink}>
                {landingTexts.seeExamples}
              </ExternalLink>
            </div>
          </div>
          <div className="shrink-0" data-testid="hero-picture">
            <HeroPicture
              film={pictureShowcase.films[3]}
              acrylType={pictureShowcase.acrylTypes[0]}
              fitting={pictureShowcase.fittings[0]}
            />
          </div>
        </div>
      </section>

      <Section title={landingTexts.audiencesTitle}>
        <CardGrid items={landingTexts.audiences} />
      </Section>

      <Section title={landingTexts.benefitsTitle} tinted>
        <CardGrid items={landingTexts.benefits} />
      </Section>

      <Section title={landingTexts.stepsTitle}>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {landingTexts.steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="mb-3 flex h-10 w-10 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mb-2 text-lg font-semibold text-gray-900">{step.title}</h3>
              <p className="text-gray-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section title={landingTexts.featuresTitle} tinted>
        <CardGrid items={landingTexts.features} />
      </Section>

      <Section title={pictureTexts.galleryTitle}>
        <p className="-mt-4 mb-6 max-w-3xl text-gray-700">{pictureTexts.galleryLead}</p>
        {/* Below the fold and most of the landing's nodes: drawn when the visitor scrolls near it, in a box of its measured height (375, 768 and 1440 px). */}
        <WhenNear placeholderClassName="min-h-[175rem] sm:min-h-[124rem] lg:min-h-[106rem]">
          <ProductGallery catalogue={pictureShowcase} />
        </WhenNear>
        <div className="mt-6">
          <ExternalLink href={externalLinks.reviews} className={secondaryLink}>
            {landingTexts.seeExamples}
          </ExternalLink>
        </div>
      </Section>

      <Section title={landingTexts.reviewsTitle}>
        <div className="flex flex-col items-start gap-4 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm md:flex-row md:items-center md:justify-between">
          <p className="text-gray-700">{landingTexts.reviewsText}</p>
          <ExternalLink href={externalLinks.reviews} className={secondaryLink}>
            {landingTexts.reviewsLink}
          </ExternalLink>
        </div>
      </Section>

      <section className="bg-brand">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-4 px-4 py-12 text-white md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold md:text-3xl">{landingTexts.finalTitle}</h2>
            <p className="mt-2 text-white/90">{landingTexts.finalText}</p>
          </div>
          <Link
            href={paths.cart}
            className="inline-flex items-center justify-center rounded-xl bg-white px-6 py-3 text-base font-semibold text-brand no-underline shadow-sm hover:bg-brand-light focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white/60"
          >
            {landingTexts.finalButton}
          </Link>
        </div>
      </section>
    </>
  );
}
