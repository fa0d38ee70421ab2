import { z } from 'zod/mini';

/** `POST /oauth2/auth` answer; note `user_id` is a number here and a string in user_info. */
export const vkTokenReply = z.object({
  access_token: z.string().check(z.minLength(1)),
  user_id: z.union([z.number(), z.string()]),
  state: z.optional(z.string()),
  expires_in: z.optional(z.number()),
});

export const vkUserInfoReply = z.object({
  user: z.object({
    user_id: z.union([z.string(), z.number()]),
    first_name: z.optional(z.string()),
    last_name: z.optional(z.string()),
  }),
});

export const vkErrorReply = z.object({ error: z.string(), error_description: z.optional(z.string()) });

export interface CodeExchange {
  code: string;
  codeVerifier: string;
  deviceId: string;
  redirectUri: string;
  state: string;
}

/** The `POST /oauth2/auth` form that trades a sign-in code for tokens (the emulator takes the same form). */
export function codeExchangeForm(exchange: CodeExchange, clientId: string): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    code: exchange.code,
    code_verifier: exchange.codeVerifier,
    client_id: clientId,
    device_id: exchange.deviceId,
    redirect_uri: exchange.redirectUri,
    state: exchange.state,
  };
}

/** The redirect URI registered with VK: the site's callback page (the sandbox sends the browser only there). */
export function vkRedirectUri(publicUrl: string): string {
  return `${publicUrl}/auth/vk/callback`;
}

export interface VkIdentity {
  /** VK's user id, as a string (our `users.vk_user_id`). */
  userId: string;
  firstName: string;
  lastName: string;
}

/** VK ID as sign-in uses it: the real id.vk.com or the local sandbox. */
export interface VkIdGateway {
  readonly mode: 'vkid' | 'sandbox';
  readonly clientId: string;
  /** Where the browser is sent: `https://id.vk.com/authorize` or the sandbox page. */
  readonly authorizeUrl: string;
  /** Exchanges the code (checking that VK echoes our state) and reads the person's profile. */
  signIn(exchange: CodeExchange): Promise<VkIdentity>;
}

export class VkIdError extends Error {
  constructor(
    message: string,
    readonly vkError?: string,
  ) {
    super(message);
    this.name = 'VkIdError';
  }
}
