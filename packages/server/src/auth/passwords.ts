import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt floor (N=2^15, r=8, p=1) for production. */
export const defaultPasswordHashCost = 2 ** 15;
const blockSize = 8;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128·N·r or Node refuses the cost.
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can be raised later without breaking old hashes. */
export async function hashPassword(password: string, cost = defaultPasswordHashCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: blockSize, p: 1 });
  return ['scrypt', cost, blockSize, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, block, parallel, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(cost),
    r: Number(block),
    p: Number(parallel),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
