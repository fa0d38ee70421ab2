import { paymentTexts } from '@stickers62/core/texts';
import { PaymentCard } from '@stickers62/widgets';
import { MessageBlock } from '@stickers62/widgets/shop';
import { useState } from 'react';
import { useParams } from 'wouter';
import { useDocumentTitle } from '../page-frame';
import { paths } from '../routes';
import { TemporaryAccessBanner } from '../temporary-access-banner';
import { startVkLogin } from './login';

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
      <h1 className="sr-only">{paymentTexts.formTitle}</h1>
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
