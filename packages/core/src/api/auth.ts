import type { z } from 'zod/mini';
import {
  type CheckAccountReply,
  type Credentials,
  checkAccountReply,
  type LoginReply,
  loginReply,
  type PasswordChange,
  registerReply,
  type TokenReply,
  tokenReply,
  type User,
  user,
  type VkAuthParams,
  type VkAuthQuery,
  vkAuthParams,
} from '../contract/auth.js';
import { routes } from '../contract/routes.js';
import { loginTexts } from '../texts/index.js';
import { callJson, callVoid, serverMessageOf } from './call.js';
import type { ApiClient } from './client.js';
import {
  type AuthResult,
  changePasswordFailure,
  checkAccountFailure,
  logoutFailure,
  sessionFailure,
  vkAuthParamsFailure,
} from './errors.js';
import { type ApiRequest, isSuccess } from './transport.js';

export type RegisterReply = z.infer<typeof registerReply>;

/**
 * A sign-in call: never retried after a refresh (a 401 here means bad credentials), and it
 * answers the spec's `{success, message, status}` instead of throwing.
 */
async function signIn<T>(
  client: ApiClient,
  request: ApiRequest,
  schema: z.ZodMiniType<T>,
  fallback: string,
): Promise<AuthResult<T>> {
  try {
    const response = await client.send({ ...request, retryAfterRefresh: false });
    const serverMessage = serverMessageOf(response.body);
    if (isSuccess(response.status)) {
      const parsed = schema.safeParse(response.body);
      if (parsed.success) return { success: true, data: parsed.data };
    }
    return { success: false, message: serverMessage ?? fallback, status: response.status, serverMessage };
  } catch {
    return { success: false, message: fallback, status: 0, serverMessage: null };
  }
}

/** `POST /api/auth/login` */
export function login(client: ApiClient, credentials: Credentials): Promise<AuthResult<LoginReply>> {
  const request: ApiRequest = { method: 'POST', path: routes.login.path, json: credentials };
  return signIn(client, request, loginReply, loginTexts.loginFailed);
}

/** `POST /api/auth/register`: creates the account; it does not sign in. */
export function register(client: ApiClient, credentials: Credentials): Promise<AuthResult<RegisterReply>> {
  const request: ApiRequest = { method: 'POST', path: routes.register.path, json: credentials };
  return signIn(client, request, registerReply, loginTexts.registrationFailed);
}

/** `GET /api/auth/login?accessKey`: a temporary session. */
export function loginWithAccessKey(client: ApiClient, accessKey: string): Promise<AuthResult<TokenReply>> {
  const request: ApiRequest = { method: 'GET', path: routes.loginWithAccessKey.path, query: { accessKey } };
  return signIn(client, request, tokenReply, loginTexts.loginFailed);
}

/** `GET /api/web/auth/vkauth?code&state&device_id&ext_id`: the VK ID callback's parameters. */
export function loginWithVk(client: ApiClient, query: VkAuthQuery): Promise<AuthResult<TokenReply>> {
  const request: ApiRequest = { method: 'GET', path: routes.vkAuth.path, query: { ...query } };
  return signIn(client, request, tokenReply, loginTexts.loginFailed);
}

/** `POST /api/web/auth/convert-to-account`: a temporary session becomes a permanent account. */
export function convertToAccount(client: ApiClient, credentials: Credentials): Promise<AuthResult<LoginReply>> {
  const request: ApiRequest = { method: 'POST', path: routes.convertToAccount.path, json: credentials };
  return signIn(client, request, loginReply, loginTexts.conversionFailed);
}

/** `GET /api/auth/verify`: the signed-in user, or an ApiError (401 once the refresh failed too). */
export function verifySession(client: ApiClient): Promise<User> {
  return callJson(client, { method: 'GET', path: routes.verify.path }, user, sessionFailure);
}

/** `GET /api/user` */
export function getUser(client: ApiClient): Promise<User> {
  return callJson(client, { method: 'GET', path: routes.user.path }, user, sessionFailure);
}

/** `POST /api/auth/logout`: ends the refresh cookie on the server. */
export function logout(client: ApiClient): Promise<void> {
  return callVoid(client, { method: 'POST', path: routes.logout.path }, logoutFailure);
}

/**
 * `POST /api/web/auth/change-password`: every other session of the account ends, this one goes
 * on. A wrong current password is a 400 with the server's text, so no refresh is attempted.
 */
export function changePassword(client: ApiClient, change: PasswordChange): Promise<void> {
  return callVoid(client, { method: 'POST', path: routes.changePassword.path, json: change }, changePasswordFailure);
}

/** `GET /api/web/auth/check-account` */
export function checkAccount(client: ApiClient): Promise<CheckAccountReply> {
  return callJson(client, { method: 'GET', path: routes.checkAccount.path }, checkAccountReply, checkAccountFailure);
}

/** `GET /api/web/auth/vkauth-params` */
export function getVkAuthParams(client: ApiClient): Promise<VkAuthParams> {
  return callJson(client, { method: 'GET', path: routes.vkAuthParams.path }, vkAuthParams, vkAuthParamsFailure);
}

/** The VK ID authorize address the browser goes to (OAuth 2.1 with PKCE). */
export function buildVkAuthorizeUrl(params: VkAuthParams): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    state: params.state,
    code_challenge: params.codeChallenge,
    code_challenge_method: params.codeChallengeMethod,
    scope: params.scope,
  });
  const separator = params.authorizeUrl.includes('?') ? '&' : '?';
  return `${params.authorizeUrl}${separator}${query.toString()}`;
}
