import { assertSandboxAllowed, type SandboxPolicy } from '../sandbox-guard.js';
import { type EmulatedReply, type EmulatedVkUser, VkIdEmulator } from './emulator.js';
import {
  type CodeExchange,
  codeExchangeForm,
  VkIdError,
  type VkIdentity,
  type VkIdGateway,
  vkTokenReply,
  vkUserInfoReply,
} from './identity.js';

/** The sandbox's authorize page on our own server. */
export const sandboxAuthorizePath = '/api/web/auth/vk-sandbox/authorize';
export const sandboxClientId = 'sandbox';

/** The one person the sandbox signs in. */
export const sandboxVkUser: EmulatedVkUser = { userId: 100_000_001, firstName: 'Тестовый', lastName: 'Пользователь' };

/**
 * VK ID for local runs: our own page plays VK's authorize screen, and the exchange and
 * user_info go to the emulator in process, with the same state and PKCE checks as VK.
 */
export class SandboxVkIdGateway implements VkIdGateway {
  readonly mode = 'sandbox' as const;
  readonly clientId = sandboxClientId;
  readonly authorizeUrl: string;
  readonly emulator = new VkIdEmulator(sandboxClientId);

  constructor(publicUrl: string, policy: SandboxPolicy) {
    assertSandboxAllowed('VK ID', policy);
    this.authorizeUrl = `${publicUrl.replace(/\/$/, '')}${sandboxAuthorizePath}`;
  }

  async signIn(exchange: CodeExchange): Promise<VkIdentity> {
    const tokens = ok(this.emulator.exchange(new URLSearchParams(codeExchangeForm(exchange, this.clientId))));
    const token = vkTokenReply.parse(tokens);
    if (token.state !== exchange.state) throw new VkIdError('VK ID answered with another state');
    const info = vkUserInfoReply.parse(
      ok(this.emulator.userInfo(new URLSearchParams({ client_id: this.clientId, access_token: token.access_token }))),
    );
    return {
      userId: String(info.user.user_id),
      firstName: info.user.first_name ?? '',
      lastName: info.user.last_name ?? '',
    };
  }
}

function ok(reply: EmulatedReply): unknown {
  if (reply.status === 200) return reply.body;
  const error = reply.body as { error?: string; error_description?: string };
  throw new VkIdError(`VK ID refused: ${error.error} (${error.error_description ?? ''})`, error.error);
}
