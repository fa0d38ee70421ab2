import { type Credentials, credentialLimits, type User } from '@stickers62/core/contract';
import { newPasswordError } from '@stickers62/core/rules';
import { authServerTexts } from '@stickers62/core/texts';
import { and, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { accessKeys, users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { isCommonPassword } from './common-passwords.js';
import type { AuthUser } from './guards.js';

const usernamePattern = /^[\p{L}\p{N}._-]+$/u;

/** Usernames match without regard to case (a unique index on lower(username) backs it). */
export function usernameIs(username: string): SQL {
  return sql`lower(${users.username}) = ${username.toLowerCase()}`;
}

/**
 * The name a customer may see for a staff member (the order's `manager`): their display name,
 * or `null` when there is none or it is their login (an account made by sign-up is named after
 * its username). A login is half of what signs in: it never leaves the staff's own screens.
 */
export function staffDisplayName(staff: { name: string | null; username: string | null }): string | null {
  const name = staff.name?.trim() ?? '';
  if (name === '') return null;
  if (staff.username !== null && name.toLowerCase() === staff.username.toLowerCase()) return null;
  return name;
}

/** The rules of a new username and password, with the texts people read. */
export function validateNewCredentials(credentials: Credentials): { username: string; password: string } {
  const username = credentials.username.trim();
  const { password } = credentials;
  if (username === '' || password === '') throw badRequest(authServerTexts.credentialsRequired);
  if (username.length < credentialLimits.usernameMin) throw badRequest(authServerTexts.usernameTooShort);
  if (!usernamePattern.test(username)) throw badRequest(authServerTexts.usernameInvalid);
  return { username, password: validateNewPassword(password) };
}

/** A new password: long enough (core's rule) and not one of the most common ones. */
export function validateNewPassword(password: string): string {
  const tooShort = newPasswordError(password);
  if (tooShort) throw badRequest(tooShort);
  if (isCommonPassword(password)) throw badRequest(authServerTexts.passwordTooCommon);
  return password;
}

/** The wire shape of `GET /api/user` and `GET /api/auth/verify`. */
export async function describeUser(db: Queryable, user: AuthUser, now: number = Date.now()): Promise<User> {
  const reply: User = {
    id: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    isTemporary: user.isTemporary,
  };
  if (!user.isTemporary) return reply;
  const [key] = await db
    .select({ orderId: accessKeys.orderId })
    .from(accessKeys)
    .where(and(eq(accessKeys.userId, user.id), gt(accessKeys.expiresAt, new Date(now))))
    .orderBy(desc(accessKeys.createdAt))
    .limit(1);
  return { ...reply, orderId: key?.orderId ?? null };
}

/**
 * Whether the person behind a temporary session already has a permanent account: one with
 * the same VK page (the link a manager recorded when creating the order for them).
 */
export async function hasPermanentAccount(db: Queryable, userId: number): Promise<boolean> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return false;
  if (!user.isTemporary) return true;
  if (!user.vkLink) return false;
  const [match] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.vkLink, user.vkLink), eq(users.isTemporary, false)))
    .limit(1);
  return match !== undefined;
}
