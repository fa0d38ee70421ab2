import { useStore } from '@nanostores/react';
import { paymentTexts } from '@stickers62/core/texts';
import { MessageBlock } from '@stickers62/widgets/shop';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { useDocumentTitle } from '../page-frame';
import { paths } from '../routes';
import { shop } from '../shop';
import { buttonClass, PaymentCard } from '../widgets';
import { startVkLogin } from './login';

/** 'У вас временный доступ.': an existing account signs in, otherwise the permanent one is created. */
function TemporaryAccessBanner() {
  const session = useStore(shop.session.$state);
  if (!session.isTemporary) return null;
  const hasAccount = session.hasAccount === true;
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-2xl border border-brand-light bg-brand-light px-5 py-4 text-gray-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{paymentTexts.temporaryBanner}</p>
      <Link href={hasAccount ? paths.login : paths.loginConvert} className={buttonClass.primary}>
        {hasAccount ? paymentTexts.signIn : paymentTexts.createPermanent}
      </Link>
    </div>
  );
}

/**
 * `/order/{id}/payment` and `/order/{id}/payment-completed` (checking mode): the public payment
 * card, open to guests; a temporary session also gets its banner.
 */
export function PaymentPage({ checking }: { checking: boolean }) {
  const { id } = useParams<{ id: string }>();
  const [vkError, setVkError] = useState<string | null>(null);
  useDocumentTitle(paymentTexts.formTitle);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-6 md:py-10">
      <TemporaryAccessBanner />
      {vkError && <MessageBlock tone="error" text={vkError} />}
      <PaymentCard
        orderId={id}
        paymentCompleted={checking}
        homeHref={paths.home}
        onLogin={() => void startVkLogin(setVkError)}
      />
    </div>
  );
}
