import { z } from 'zod/mini';
import { orderId } from './primitives.js';

export const roles = ['customer', 'manager', 'admin'] as const;
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

/** Usernames are what people type; passwords get a floor that makes guessing expensive. */
export const credentialLimits = { usernameMin: 3, usernameMax: 64, passwordMin: 8, passwordMax: 200 } as const;

/** `POST /api/auth/login`, `POST /api/auth/register`, `POST /api/web/auth/convert-to-account`. */
export const credentials = z.object({
  username: /*#__PURE__*/ z.string().check(z.maxLength(credentialLimits.usernameMax)),
  password: /*#__PURE__*/ z.string().check(z.maxLength(credentialLimits.passwordMax)),
});
export type Credentials = z.infer<typeof credentials>;

/** `POST /api/web/auth/change-password`: the current password proves the person; other sessions end. */
export const passwordChange = z.object({
  currentPassword: /*#__PURE__*/ z.string().check(z.maxLength(credentialLimits.passwordMax)),
  newPassword: /*#__PURE__*/ z.string().check(z.maxLength(credentialLimits.passwordMax)),
});
export type PasswordChange = z.infer<typeof passwordChange>;

/**
 * Login reply. Browsers use the httpOnly refresh cookie set with it; `refreshToken` is also in
 * the body as the spec names it, for clients without cookies.
 */
export const loginReply = z.object({ token: z.string(), refreshToken: z.string() });
export type LoginReply = z.infer<typeof loginReply>;

/** Access-key and VK sign-in reply: an access token (the refresh token, if any, is a cookie). */
export const tokenReply = z.object({ token: z.string() });
export type TokenReply = z.infer<typeof tokenReply>;

/** `POST /api/auth/refresh` */
export const refreshReply = z.object({ accessToken: z.string() });
export type RefreshReply = z.infer<typeof refreshReply>;

/** `POST /api/auth/register` answers with the new account. */
export const registerReply = z.object({ id: /*#__PURE__*/ z.int(), username: z.string() });

/** `GET /api/user` and `GET /api/auth/verify` */
export const user = z.object({
  id: /*#__PURE__*/ z.int(),
  username: z.nullable(z.string()),
  name: z.nullable(z.string()),
  role,
  isTemporary: z.boolean(),
  /** For a temporary session: the order its access key opens. */
  orderId: z.optional(z.nullable(orderId)),
});
export type User = z.infer<typeof user>;

/** `GET /api/auth/login?accessKey=` */
export const accessKeyQuery = z.object({ accessKey: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(200)) });

/** `GET /api/web/auth/check-account`: does the person behind a temporary session have an account? */
export const checkAccountReply = z.object({ hasAccount: z.boolean() });
export type CheckAccountReply = z.infer<typeof checkAccountReply>;

/** `GET /api/web/auth/vkauth-params`: what the browser needs to send the person to VK ID. */
export const vkAuthParams = z.object({
  authorizeUrl: z.string(),
  clientId: z.string(),
  redirectUri: z.string(),
  state: z.string(),
  codeChallenge: z.string(),
  codeChallengeMethod: z.literal('s256'),
  scope: z.string(),
});
export type VkAuthParams = z.infer<typeof vkAuthParams>;

/** `GET /api/web/auth/vkauth?code&state&device_id&ext_id` */
export const vkAuthQuery = z.object({
  code: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(2000)),
  state: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(200)),
  device_id: /*#__PURE__*/ z.string().check(z.minLength(1), z.maxLength(500)),
  ext_id: z.optional(/*#__PURE__*/ z.string().check(z.maxLength(500))),
});
export type VkAuthQuery = z.infer<typeof vkAuthQuery>;
