import { useStore } from '@nanostores/react';
import { getShopStores } from '@stickers62/core/stores';
import { loginTexts } from '@stickers62/core/texts';
import type { ReactNode } from 'react';
import { MessageBlock } from '../message-block';
import type { ScreenProps } from '../screen';

export interface VkReturnScreenProps extends ScreenProps {
  /** What shows while the sign-in runs (the host's spinner). */
  busy: ReactNode;
}

/**
 * `/auth/vk/callback`: the sign-in itself was started before rendering (the session store's
 * `startUp`); this shows it under way, then the failure before the login page takes over.
 */
export function VkReturnScreen({ busy, apiBase }: VkReturnScreenProps) {
  const state = useStore(getShopStores(apiBase).session.$vkReturn);
  return state === 'failed' ? <MessageBlock tone="error" text={loginTexts.vkCallbackError} /> : busy;
}
