import { buildPath, routes } from '@stickers62/core/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeStrictBase64url } from '../../src/auth/tokens.js';
import { createCustomerOrder, signUp, type TestSession } from '../test-support/app.js';
import { useTestApp } from '../test-support/suite.js';

/**
 * An access token verifies only as we wrote it. Node's base64url decoder skips padding and
 * foreign characters and ignores spare bits, so `token=` or a token with `+` for `-` decoded to
 * the same signature and was taken: many spellings of one token, which a cache or a deny list
 * keyed by the token's text would treat as different tokens.
 */
const testApp = useTestApp();
let customer: TestSession;
let orderId: string;

beforeAll(async () => {
  customer = await signUp(testApp.app);
  ({ orderId } = await createCustomerOrder(testApp.app, customer));
});

/** The last character of a 32-byte signature carries 2 spare bits: flipping one decodes to the same bytes. */
function withSpareBitFlipped(token: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const last = alphabet.indexOf(token.at(-1) ?? 'A');
  return `${token.slice(0, -1)}${alphabet[last ^ 0b01]}`;
}

function respellings(token: string): Record<string, string> {
  const [head, payload, signature] = token.split('.') as [string, string, string];
  return {
    'a trailing =': `${token}=`,
    'padding on the signature': `${head}.${payload}.${signature}=`,
    'padding on the payload': `${head}.${payload}==.${signature}`,
    'a spare bit set in the signature': withSpareBitFlipped(token),
    'a space inside the signature': `${head}.${payload}.${signature.slice(0, 10)} ${signature.slice(10)}`,
    'a character outside base64url': `${head}.${payload}.${signature.slice(0, 10)}!${signature.slice(10)}`,
    'standard-base64 characters': `${head}.${`${payload}.${signature}`.replace(/[-_]/g, (c) => (c === '-' ? '+' : '/'))}`,
  };
}

const cartRead = (token: string) =>
  testApp.app.inject({ method: 'GET', url: routes.cart.path, headers: { authorization: `Bearer ${token}` } });
const orderRead = (token: string) =>
  testApp.app.inject({
    method: 'GET',
    url: buildPath(routes.order.path, { id: orderId }),
    headers: { authorization: `Bearer ${token}` },
  });

describe('strict base64url in access tokens', () => {
  it('takes the token as issued', async () => {
    expect((await cartRead(customer.token)).statusCode).toBe(200);
    expect((await orderRead(customer.token)).statusCode).toBe(200);
  });

  it('refuses every other spelling of it with 401, on both ways a token is checked', async () => {
    const variants = respellings(customer.token);
    // (About one token in a hundred has neither `-` nor `_` to respell.)
    if (!/[-_]/.test(customer.token)) delete variants['standard-base64 characters'];
    for (const [what, token] of Object.entries(variants)) {
      expect(token, what).not.toBe(customer.token);
      // The guard's own read, and the order route's one statement of caller and order.
      expect((await cartRead(token)).statusCode, what).toBe(401);
      expect((await orderRead(token)).statusCode, what).toBe(401);
    }
  });

  it('decodes base64url only as written without padding', () => {
    expect(decodeStrictBase64url('AQID')?.toString('hex')).toBe('010203');
    expect(decodeStrictBase64url('AQI')?.toString('hex')).toBe('0102');
    expect(decodeStrictBase64url('')?.length).toBe(0);
    for (const text of ['AQID=', 'AQI=', 'AQJ', 'A', 'AQ+D', 'AQ/D', 'AQ D', 'AQ\nD', 'AQ.D']) {
      expect(decodeStrictBase64url(text), text).toBeNull();
    }
  });
});
