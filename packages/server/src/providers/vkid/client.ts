import { formBody, ProviderError, requestJson } from '../http.js';
import {
  type CodeExchange,
  codeExchangeForm,
  VkIdError,
  type VkIdentity,
  type VkIdGateway,
  vkErrorReply,
  vkTokenReply,
  vkUserInfoReply,
} from './identity.js';

export interface VkIdClientOptions {
  /** `https://id.vk.com` (or `https://id.vk.ru`; VK uses both). */
  host: string;
  clientId: string;
  timeoutMs?: number;
}

const provider = 'vkid';

/** VK ID over fetch: the code exchange (form POST to /oauth2/auth) and /oauth2/user_info. */
export class VkIdClient implements VkIdGateway {
  readonly mode = 'vkid' as const;
  readonly clientId: string;
  readonly authorizeUrl: string;
  private readonly host: string;
  private readonly timeoutMs: number;

  constructor(options: VkIdClientOptions) {
    this.host = options.host.replace(/\/$/, '');
    this.clientId = options.clientId;
    this.authorizeUrl = `${this.host}/authorize`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async signIn(exchange: CodeExchange): Promise<VkIdentity> {
    const tokens = await this.post('/oauth2/auth', codeExchangeForm(exchange, this.clientId));
    const token = vkTokenReply.safeParse(tokens);
    if (!token.success) throw new ProviderError(provider, 'protocol', 'unexpected token answer', 200, tokens);
    if (token.data.state !== exchange.state) throw new VkIdError('VK ID answered with another state');
    const info = await this.post('/oauth2/user_info', {
      client_id: this.clientId,
      access_token: token.data.access_token,
    });
    const user = vkUserInfoReply.safeParse(info);
    if (!user.success) throw new ProviderError(provider, 'protocol', 'unexpected user_info answer', 200, info);
    if (String(user.data.user.user_id) !== String(token.data.user_id)) {
      throw new VkIdError('VK ID user_info describes another user');
    }
    return {
      userId: String(user.data.user.user_id),
      firstName: user.data.user.first_name ?? '',
      lastName: user.data.user.last_name ?? '',
    };
  }

  private async post(path: string, fields: Record<string, string>): Promise<unknown> {
    const response = await requestJson({
      provider,
      url: `${this.host}${path}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: formBody(fields),
      timeoutMs: this.timeoutMs,
    });
    if (response.status === 200) {
      // VK reports some failures with HTTP 200 and an error body.
      const error = vkErrorReply.safeParse(response.body);
      if (error.success) throw new VkIdError(describe(error.data), error.data.error);
      return response.body;
    }
    const error = vkErrorReply.safeParse(response.body);
    if (error.success && response.status < 500) throw new VkIdError(describe(error.data), error.data.error);
    throw new ProviderError(provider, 'http', `HTTP ${response.status}`, response.status, response.body);
  }
}

function describe(error: { error: string; error_description?: string }): string {
  return `VK ID refused: ${error.error}${error.error_description ? ` (${error.error_description})` : ''}`;
}
