import { useStore } from '@nanostores/react';
import { createSignInStore, getShopStores } from '@stickers62/core/stores';
import { navTexts } from '@stickers62/core/texts';
import { useEffect, useState } from 'react';
import { buttonClass } from '../../ui/classes';
import { MessageBlock } from '../message-block';
import { leavePage, type ScreenProps } from '../screen';
import { type Navigate, ShopLink } from '../shop-link';
import type { ShopPaths } from '../shop-paths';
import { LoginForm } from './LoginForm';

export interface LoginScreenProps extends ScreenProps {
  /**
   * The address query it was opened with (`?mode=register|convert`, `?error=vk_auth_failed`,
   * `?next=/cart`: where to return after signing in).
   */
  search: string;
  navigate: Navigate;
  paths: Pick<ShopPaths, 'home' | 'orders'>;
}

/**
 * `/login`: sign in, register, or (with temporary access) create the permanent account.
 * Someone already signed in permanently goes home, except right after creating the account,
 * when the success message stays in view.
 */
export function LoginScreen({ search, navigate, paths, openUrl = leavePage, apiBase }: LoginScreenProps) {
  const [store] = useState(() => createSignInStore(getShopStores(apiBase).session, search, openUrl));
  const view = useStore(store.$view);
  const leaveTo = view.kind === 'leave' ? (view.next ?? paths.home) : null;
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo, { replace: true });
  }, [leaveTo, navigate]);

  if (view.kind === 'leave') return null;
  if (view.kind === 'converted') {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 md:py-16">
        <MessageBlock tone="success" text={view.notice} />
        <div className="flex flex-wrap gap-3">
          <ShopLink href={paths.orders} onNavigate={navigate} className={buttonClass.primary}>
            {navTexts.myOrders}
          </ShopLink>
          <ShopLink href={paths.home} onNavigate={navigate} className={buttonClass.secondary}>
            {navTexts.toHome}
          </ShopLink>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-16">
      <LoginForm
        mode={view.mode}
        onModeChange={store.changeMode}
        busy={view.busy}
        error={view.error}
        notice={view.notice}
        canCreatePermanent={view.canCreatePermanent}
        onSubmit={(mode, credentials) => void store.submit(mode, credentials)}
        onVkLogin={() => void store.startVk()}
      />
    </div>
  );
}
