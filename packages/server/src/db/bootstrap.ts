import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import type { AppConfig } from '../config.js';
import type { Database } from './client.js';
import { users } from './schema.js';

/**
 * Makes sure an admin exists. Without ADMIN_PASSWORD a password is generated and printed once:
 * it is generated only when no admin exists yet, so it never appears in later logs.
 */
export async function ensureBootstrapAdmin(db: Database, config: AppConfig, log: FastifyBaseLogger): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (admin) return;
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password, config.passwordHashCost);
  const inserted = await db
    .insert(users)
    .values({ username: config.adminUsername, passwordHash, name: 'Администратор', role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) {
    log.warn(`Username "${config.adminUsername}" is taken by a non-admin account; no bootstrap admin created`);
    return;
  }
  if (!config.adminPassword) {
    // Printed on stdout on purpose (not only the log), once: the operator must see it to sign in.
    console.log(`\nBootstrap admin created: username "${config.adminUsername}", password "${password}"\n`);
  } else {
    log.info(`Bootstrap admin "${config.adminUsername}" created`);
  }
}
