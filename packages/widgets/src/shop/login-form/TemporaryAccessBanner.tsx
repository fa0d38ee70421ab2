import { useStore } from '@nanostores/react';
import { convertAccountSearch } from '@stickers62/core/rules';
import { getShopStores } from '@stickers62/core/stores';
import { paymentTexts } from '@stickers62/core/texts';
import { buttonClass } from '../../ui/classes';
import { type Navigate, ShopLink } from '../shop-link';
import type { ShopPaths } from '../shop-paths';

export interface TemporaryAccessBannerProps {
  navigate: Navigate;
  paths: Pick<ShopPaths, 'login'>;
  apiBase?: string;
}

/** 'У вас временный доступ.': an existing account signs in, otherwise the permanent one is created. */
export function TemporaryAccessBanner({ navigate, paths, apiBase }: TemporaryAccessBannerProps) {
  const session = useStore(getShopStores(apiBase).session.$state);
  if (!session.isTemporary) return null;
  const hasAccount = session.hasAccount === true;
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-2xl border border-brand-light bg-brand-light px-5 py-4 text-gray-800 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{paymentTexts.temporaryBanner}</p>
      <ShopLink
        href={hasAccount ? paths.login : `${paths.login}${convertAccountSearch}`}
        onNavigate={navigate}
        className={buttonClass.primary}
      >
        {hasAccount ? paymentTexts.signIn : paymentTexts.createPermanent}
      </ShopLink>
    </div>
  );
}
