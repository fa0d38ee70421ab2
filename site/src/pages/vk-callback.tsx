import { useStore } from '@nanostores/react';
import { loginTexts } from '@stickers62/core/texts';
import { MessageBlock } from '@stickers62/widgets/shop';
import { Spinner, useDocumentTitle } from '../page-frame';
import { $vkCallback } from '../start-up';

/**
 * `/auth/vk/callback`: the sign-in itself was started before rendering (start-up.ts); this
 * screen shows the spinner, then the failure text before the login page takes over.
 */
export function VkCallbackPage() {
  const state = useStore($vkCallback);
  useDocumentTitle(loginTexts.vkLogin);
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-md flex-col items-center justify-center gap-4 px-4">
      {state === 'failed' ? (
        <MessageBlock tone="error" text={loginTexts.vkCallbackError} />
      ) : (
        <Spinner label={loginTexts.vkCallbackBusy} />
      )}
    </div>
  );
}
