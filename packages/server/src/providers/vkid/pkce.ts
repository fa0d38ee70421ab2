import { createHash, randomBytes } from 'node:crypto';

/** 43 characters of base64url: within VK's 43–128 `[a-zA-Z0-9_-]` for verifiers and ≥32 for states. */
export function randomUrlSafe(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** PKCE S256: base64url(SHA-256(verifier)) without padding. */
export function codeChallengeS256(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
