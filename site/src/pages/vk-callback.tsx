import { loginTexts } from '@stickers62/core/texts';
import { type HostScreenProps, VkReturnScreen } from '@stickers62/widgets/shop';
import { Spinner, useDocumentTitle } from '../page-frame';

/** `/auth/vk/callback`: the VK ID sign-in under way, then its failure before the login page. */
export function VkCallbackPage(screen: HostScreenProps) {
  useDocumentTitle(loginTexts.vkLogin);
  return (
    <div className="mx-auto flex min-h-[50vh] w-full max-w-md flex-col items-center justify-center gap-4 px-4">
      <VkReturnScreen {...screen} busy={<Spinner label={loginTexts.vkCallbackBusy} />} />
    </div>
  );
}
