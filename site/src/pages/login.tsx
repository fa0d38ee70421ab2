import { useStore } from '@nanostores/react';
import { buildVkAuthorizeUrl, getVkAuthParams } from '@stickers62/core/api';
import type { Credentials } from '@stickers62/core/contract';
import { loginTexts, navTexts } from '@stickers62/core/texts';
import { buttonClass } from '@stickers62/widgets';
import { LoginForm, type LoginMode, MessageBlock } from '@stickers62/widgets/shop';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { useDocumentTitle } from '../page-frame';
import { paths } from '../routes';
import { shop } from '../shop';

/** Sends the browser to VK ID with the server's parameters; a failure is shown in the message block. */
export async function startVkLogin(onError: (text: string) => void): Promise<void> {
  try {
    const parameters = await getVkAuthParams(shop.api);
    window.location.assign(buildVkAuthorizeUrl(parameters));
  } catch (error) {
    onError(error instanceof Error ? error.message : loginTexts.vkUnknownError);
  }
}

function initialMode(search: URLSearchParams, temporary: boolean): LoginMode {
  const asked = search.get('mode');
  if (asked === 'register') return 'register';
  if (asked === 'convert' && temporary) return 'convert';
  return 'login';
}

/**
 * `/login`: sign in, register, or (with temporary access) create the permanent account.
 * Someone already signed in permanently goes to `/`, except right after creating the account,
 * when the success message stays in view.
 */
export function LoginPage() {
  const search = new URLSearchParams(useSearch());
  const session = useStore(shop.session.$state);
  const [mode, setMode] = useState<LoginMode>(() => initialMode(search, session.isTemporary));
  const [pageError, setPageError] = useState<string | null>(
    search.get('error') === 'vk_auth_failed' ? loginTexts.vkCallbackError : null,
  );
  const [converted, setConverted] = useState(false);
  useDocumentTitle(loginTexts.title);

  if (session.status === 'authenticated' && !converted) return <Redirect to={paths.home} replace />;

  const changeMode = (next: LoginMode) => {
    shop.session.clearMessages();
    setPageError(null);
    setMode(next);
  };

  const submit = async (submitted: LoginMode, credentials: Credentials) => {
    setPageError(null);
    if (submitted === 'login') {
      await shop.session.login(credentials);
    } else if (submitted === 'register') {
      const result = await shop.session.register(credentials);
      // The notice 'Регистрация успешна! Теперь вы можете войти.' stays; the form turns to sign-in.
      if (result.success) setMode('login');
    } else {
      setConverted(true);
      const result = await shop.session.convertToAccount(credentials);
      if (!result.success) setConverted(false);
    }
  };

  if (converted && session.status === 'authenticated') {
    return (
      <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 md:py-16">
        <MessageBlock tone="success" text={session.notice ?? loginTexts.accountCreated} />
        <div className="flex flex-wrap gap-3">
          <Link href={paths.orders} className={buttonClass.primary}>
            {navTexts.myOrders}
          </Link>
          <Link href={paths.home} className={buttonClass.secondary}>
            {navTexts.toHome}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:py-16">
      <LoginForm
        mode={converted ? 'convert' : mode}
        onModeChange={changeMode}
        busy={session.loading}
        error={pageError ?? session.error}
        notice={session.notice}
        canCreatePermanent={session.isTemporary && session.hasAccount === false}
        onSubmit={(submitted, credentials) => void submit(submitted, credentials)}
        onVkLogin={() => void startVkLogin(setPageError)}
      />
    </div>
  );
}
