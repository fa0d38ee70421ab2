import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of an e-mail's «не присылать письма о ходе заказа» link: the user id and an
 * HMAC of it under the session secret, so nobody can turn off another customer's e-mails and
 * the link needs no sign-in (a mail client may open it).
 */
const purpose = 'order-news-off:';

const signatureOf = (userId: number, secret: string) =>
  createHmac('sha256', secret).update(`${purpose}${userId}`).digest('base64url');

export const unsubscribeToken = (userId: number, secret: string) => `${userId}.${signatureOf(userId, secret)}`;

/** The user id a token was signed for, or null for anything forged, truncated or malformed. */
export function userOfUnsubscribeToken(token: string, secret: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(signatureOf(userId, secret));
  const given = Buffer.from(match[2] ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/**
 * The two routes of the e-mail's link: the page a person opens from the e-mail (GET, hidden from
 * the API document) and mail clients' one-click unsubscribe (POST, RFC 8058). Beyond the spec and
 * called by no client of core's, so they live here rather than in core's route table.
 */
export const unsubscribePage = { method: 'GET', path: '/api/web/notifications/order-news-off' } as const;
export const unsubscribeOneClick = { method: 'POST', path: unsubscribePage.path } as const;
