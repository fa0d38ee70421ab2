import { randomBytes } from 'node:crypto';

/** The bootstrap administrator the e2e server is started with. */
export const e2eAdmin = { username: 'e2e-admin', password: 'e2e-admin-password' } as const;

export interface Account {
  username: string;
  password: string;
}

/** A username no other test of the run uses (they all share one database). */
export function uniqueAccount(prefix = 'client'): Account {
  const suffix = randomBytes(4).toString('hex');
  return { username: `${prefix}-${suffix}`, password: `pass-${suffix}-word` };
}

/**
 * A random private address per simulated visitor, sent as X-Forwarded-For: the server limits
 * sign-ins and sign-ups per address, and every test really comes from 127.0.0.1.
 */
export function randomVisitorAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `10.${a}.${b}.${(c % 250) + 1}`;
}
