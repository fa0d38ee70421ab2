import { useStore } from '@nanostores/react';
import { paymentTexts } from '@stickers62/core/texts';
import { buttonClass } from '@stickers62/widgets';
import { Link } from 'wouter';
import { paths } from './routes';
import { shop } from './shop';

/** 'У вас временный доступ.': an existing account signs in, otherwise the permanent one is created. */
export function TemporaryAccessBanner() {
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
