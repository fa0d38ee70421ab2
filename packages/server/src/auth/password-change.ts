import type { PasswordChange } from '@stickers62/core/contract';
import { authServerTexts } from '@stickers62/core/texts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { GrowingDelay } from './growing-delay.js';
import { currentUser } from './guards.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { revokeOtherSessionsOf } from './sessions.js';
import { mustWait, signInDelayRule } from './sign-in.js';
import { validateNewPassword } from './users.js';

/**
 * `POST /api/web/auth/change-password`. The current password is required, so a stolen access
 * token alone cannot take the account over; its guesses are slowed like sign-ins, per account.
 * Every other session ends; the caller's goes on.
 */
export function createPasswordChange(app: FastifyInstance) {
  const attemptsPerAccount = new GrowingDelay(app.db, 'change-password:user', signInDelayRule, () => app.clock.now());

  return async function changePassword(request: FastifyRequest, reply: FastifyReply, body: PasswordChange) {
    const signedIn = currentUser(request);
    const newPassword = validateNewPassword(body.newPassword);
    const key = String(signedIn.id);
    const answer = await attemptsPerAccount.admit(key);
    if (!answer.admitted) throw mustWait(reply, answer);
    const [account] = await app.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, signedIn.id));
    if (!account?.passwordHash) throw badRequest(authServerTexts.passwordNotSet);
    if (!(await verifyPassword(body.currentPassword, account.passwordHash))) {
      throw badRequest(authServerTexts.wrongCurrentPassword);
    }
    await attemptsPerAccount.reset(key);
    const passwordHash = await hashPassword(newPassword, app.config.passwordHashCost);
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, signedIn.id));
      await revokeOtherSessionsOf(tx, signedIn.id, signedIn.family);
    });
    reply.status(204);
    return null;
  };
}
