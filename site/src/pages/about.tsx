import { brandTexts } from '@stickers62/core/texts';
import { Button, buttonClass, Dialog, shopChatUrl } from '@stickers62/widgets';
import { useState } from 'react';
import { Page } from '../page-frame';
import { aboutTexts } from '../texts';

type AboutDocument = 'offer' | 'policy';

function ListSection({
  title,
  items,
  ordered = false,
}: {
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="mb-3 text-xl font-semibold text-gray-900">{title}</h2>
      <List className={`flex flex-col gap-2 pl-5 text-gray-700 ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}

/** `/about`: order steps, payment, terms, returns, delivery, contacts, legal details and the two documents. */
export function AboutPage() {
  const [openDocument, setOpenDocument] = useState<AboutDocument | null>(null);
  const close = () => setOpenDocument(null);
  const document =
    openDocument === 'offer'
      ? { title: aboutTexts.offerTitle, paragraphs: aboutTexts.offer }
      : openDocument === 'policy'
        ? { title: aboutTexts.policyTitle, paragraphs: aboutTexts.policy }
        : null;

  return (
    <Page title={aboutTexts.title}>
      <div className="flex flex-col gap-6">
        <p className="text-lg text-gray-700">{aboutTexts.intro}</p>
        <ListSection title={aboutTexts.orderStepsTitle} items={aboutTexts.orderSteps} ordered />
        <div className="grid gap-6 md:grid-cols-2">
          <ListSection title={aboutTexts.paymentTitle} items={aboutTexts.payment} />
          <ListSection title={aboutTexts.productionTitle} items={aboutTexts.production} />
        </div>
        <ListSection title={aboutTexts.returnsTitle} items={aboutTexts.returns} />
        <ListSection title={aboutTexts.deliveryTitle} items={aboutTexts.delivery} />
        <div className="grid gap-6 md:grid-cols-2">
          <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h2 className="mb-3 text-xl font-semibold text-gray-900">{aboutTexts.contactsTitle}</h2>
            <p className="mb-4 text-gray-700">{aboutTexts.contacts}</p>
            <a href={shopChatUrl} target="_blank" rel="noopener noreferrer" className={buttonClass.primary}>
              {aboutTexts.contactLink}
            </a>
          </section>
          <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h2 className="mb-3 text-xl font-semibold text-gray-900">{aboutTexts.legalTitle}</h2>
            <p className="text-gray-700">{aboutTexts.legal}</p>
            <p className="mt-2 text-sm text-gray-500">{brandTexts.contactHours}</p>
          </section>
        </div>
        <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
          <h2 className="mb-3 text-xl font-semibold text-gray-900">{aboutTexts.documentsTitle}</h2>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button onClick={() => setOpenDocument('offer')}>{aboutTexts.offerButton}</Button>
            <Button onClick={() => setOpenDocument('policy')}>{aboutTexts.policyButton}</Button>
          </div>
        </section>
      </div>
      {document && (
        <Dialog title={document.title} onClose={close} closeText={aboutTexts.close}>
          <div className="flex flex-col gap-3 overflow-y-auto text-gray-700">
            {document.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Dialog>
      )}
    </Page>
  );
}
