import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { users, vkAuthStates } from '../db/schema.js';
import type { VkIdentity } from '../providers/vkid/identity.js';

/** VK ID sign-in's reads and writes: the sign-ins under way (state, verifier, browser binding) and the people VK names. */

export type VkAuthStateRow = typeof vkAuthStates.$inferSelect;

/** Stores a sign-in under way, dropping those expired by `now`. */
export async function storeAuthState(db: Queryable, now: Date, state: typeof vkAuthStates.$inferInsert): Promise<void> {
  await db.delete(vkAuthStates).where(lt(vkAuthStates.expiresAt, now));
  await db.insert(vkAuthStates).values(state);
}

/** Takes a sign-in's stored state: deleted as it is read, so it is used once even when two requests race with it. */
export async function takeAuthState(db: Queryable, state: string): Promise<VkAuthStateRow | undefined> {
  const [stored] = await db.delete(vkAuthStates).where(eq(vkAuthStates.state, state)).returning();
  return stored;
}

/** People are keyed by their VK id; the first sign-in creates a customer named from VK. */
export async function userForVkIdentity(db: Queryable, identity: VkIdentity): Promise<number> {
  const name = `${identity.firstName} ${identity.lastName}`.trim() || null;
  await db.insert(users).values({ vkUserId: identity.userId, name, role: 'customer' }).onConflictDoNothing();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.vkUserId, identity.userId));
  if (!user) throw new Error(`VK user ${identity.userId} missing after insert`);
  return user.id;
}
