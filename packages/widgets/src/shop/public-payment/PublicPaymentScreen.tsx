import { useStore } from '@nanostores/react';
import { getShopStores } from '@stickers62/core/stores';
import { navTexts, paymentTexts } from '@stickers62/core/texts';
import { useState } from 'react';
import { PaymentCard } from '../../library-widgets';
import { cardClass } from '../../ui/classes';
import { TemporaryAccessBanner } from '../login-form/TemporaryAccessBanner';
import { MessageBlock } from '../message-block';
import { leavePage, type ScreenProps } from '../screen';
import type { Navigate } from '../shop-link';
import type { ShopPaths } from '../shop-paths';

export interface PublicPaymentScreenProps extends ScreenProps {
  orderId: string;
  /** `/order/{id}/payment-completed`: the provider sent the person back, so the payment is checked. */
  paymentCompleted: boolean;
  navigate: Navigate;
  paths: Pick<ShopPaths, 'home' | 'login'>;
}

/**
 * `/order/{id}/payment` and `/order/{id}/payment-completed`: the public payment card, open to
 * guests; 'Войти через ВКонтакте' starts the VK ID sign-in; a temporary session gets its banner.
 */
export function PublicPaymentScreen(props: PublicPaymentScreenProps) {
  const { orderId, paymentCompleted, navigate, paths, openUrl = leavePage, apiBase } = props;
  const [vkError, setVkError] = useState<string | null>(null);
  // The card reads the whole order when the session may: it starts again once someone signs in
  // (an access link opened on this page signs in while it shows).
  const session = useStore(getShopStores(apiBase).session.$state);
  const viewer = session.user ? String(session.user.id) : 'guest';
  const startVk = async () => setVkError(await getShopStores(apiBase).session.startVkLogin(openUrl));
  return (
    // At least a screen's height: the order grows the card after the page's first paint, and what
    // it pushes down (the footer) is then below the fold, so nothing visible moves (layout shift 0).
    <div className="mx-auto flex min-h-[85vh] w-full max-w-2xl flex-col gap-4 px-4 py-6 md:py-10">
      <h1 className="sr-only">{paymentTexts.formTitle}</h1>
      <TemporaryAccessBanner navigate={navigate} paths={paths} apiBase={apiBase} />
      {vkError && <MessageBlock tone="error" text={vkError} />}
      <PaymentCard
        key={viewer}
        apiBase={apiBase}
        orderId={orderId}
        paymentCompleted={paymentCompleted}
        homeHref={paths.home}
        onLogin={() => void startVk()}
      />
      {/* The card's own loading state, drawn in its place until it renders into its shadow root: the
          page prerendered as a shell shows this first (the site's CSS hides it once the host is ready). */}
      <div className="payment-loading" aria-hidden="true">
        <div className={cardClass}>
          <p>{navTexts.loading}</p>
        </div>
      </div>
    </div>
  );
}
