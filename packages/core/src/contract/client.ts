import { z } from 'zod/mini';
import { nullableText } from './primitives.js';
import { typedName } from './typed-text.js';

/**
 * `GET /api/web/client`: the client's name for the header and the receipt e-mail; beyond the spec,
 * `vk`: whether the shop can reach the client in VK (signed in with VK ID or a VK link in the
 * profile), so the completed page can say where a buyer without VK hears about the order.
 */
export const client = z.object({
  name: nullableText,
  receiptEmail: nullableText,
  vk: /*#__PURE__*/ z.optional(z.boolean()),
});
export type Client = z.infer<typeof client>;

/**
 * A VK page as the shop stores and shows it: `https://vk.com/…` or `https://vk.ru/…`, nothing
 * else (no other scheme or host, no `user@` part: the slash must follow the host). The manager's
 * dialog renders it as a link, so `javascript:` and look-alike hosts must never get in.
 */
export const vkLinkPattern = /^https:\/\/vk\.(?:com|ru)\/\S+$/i;

const profileText = z.nullable(/*#__PURE__*/ z.string().check(z.maxLength(500)));

/**
 * `GET` and `POST /api/web/client/information`. `phoneNumber` travels as digits only;
 * empty values are `null`.
 */
export const clientProfile = z.object({
  receiptEmail: profileText,
  receiptFio: profileText,
  address: profileText,
  postIndex: profileText,
  cdekPvzCode: profileText,
  phoneNumber: profileText,
  vkLink: profileText,
});
export type ClientProfile = z.infer<typeof clientProfile>;

/**
 * The body of `POST /api/web/client/information`: the profile, with the receipt name typed text
 * (typed-text.ts). The answer keeps `clientProfile`, so a name stored before the rule is read.
 */
export const clientProfileUpdate = /*#__PURE__*/ z.extend(clientProfile, {
  receiptFio: z.nullable(/*#__PURE__*/ typedName({ max: 500 })),
});
