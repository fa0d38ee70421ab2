import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '@stickers62/core/contract';

/** Access tokens live 15 minutes; the refresh cookie renews them. */
export const accessTokenLifetimeSeconds = 15 * 60;

export interface AccessClaims {
  /** User id. */
  sub: number;
  /** The session (refresh-token family) the token belongs to; revoking it ends the token too. */
  fam: string;
  role: Role;
  exp: number;
}

const encodeJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = encodeJson({ alg: 'HS256', typ: 'JWT' });

const sign = (input: string, secret: string) => createHmac('sha256', secret).update(input).digest();

/** A compact HS256 JWT; nothing but our own server reads it. */
export function signAccessToken(claims: Omit<AccessClaims, 'exp'>, secret: string, now = Date.now()): string {
  const payload = encodeJson({ ...claims, exp: Math.floor(now / 1000) + accessTokenLifetimeSeconds });
  const input = `${header}.${payload}`;
  return `${input}.${sign(input, secret).toString('base64url')}`;
}

/**
 * The bytes of `text` when it is base64url exactly as we write it: the URL-safe alphabet, no
 * padding, no spare bits. Node's decoder is lenient (it skips `=`, spaces and foreign
 * characters), so many strings would decode to one signature; only the one we issued verifies.
 */
export function decodeStrictBase64url(text: string): Buffer | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, payload, signature] = parts as [string, string, string];
  if (head !== header) return null;
  const given = decodeStrictBase64url(signature);
  const payloadBytes = decodeStrictBase64url(payload);
  if (!given || !payloadBytes) return null;
  const expected = sign(`${head}.${payload}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(payloadBytes.toString('utf8')) as AccessClaims;
    if (typeof claims.sub !== 'number' || typeof claims.fam !== 'string' || typeof claims.exp !== 'number') {
      return null;
    }
    return claims.exp * 1000 > now ? claims : null;
  } catch {
    return null;
  }
}

/** 256 random bits, URL-safe: refresh tokens and access keys. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored as SHA-256: they are random, so a slow hash adds nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
