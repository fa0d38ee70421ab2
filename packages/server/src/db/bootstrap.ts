import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords.js';
import type { AppConfig } from '../config.js';
import type { Database } from './client.js';
import { users } from './schema.js';

/** The administrator the start banner names (startup/banner.ts). */
export interface BootstrapAdmin {
  /** The first administrator's login (null for one who signs in only through VK). */
  username: string | null;
  /** Only on the start that created the account without ADMIN_PASSWORD: shown once, then never again. */
  generatedPassword?: string;
}

/**
 * Makes sure an admin exists. Without ADMIN_PASSWORD a password is generated; main.ts shows it
 * once, in the start banner (or on its own line in JSON logs): it is generated only when no
 * admin exists yet, so it never appears in later logs. Undefined when no admin could be made.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
): Promise<BootstrapAdmin | undefined> {
  const [admin] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  if (admin) return { username: admin.username };
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password, config.passwordHashCost);
  const inserted = await db
    .insert(users)
    .values({ username: config.adminUsername, passwordHash, name: 'Администратор', role: 'admin' })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (inserted.length === 0) {
    log.warn(`Username "${config.adminUsername}" is taken by a non-admin account; no bootstrap admin created`);
    return undefined;
  }
  if (config.adminPassword) {
    log.info(`Bootstrap admin "${config.adminUsername}" created`);
    return { username: config.adminUsername };
  }
  return { username: config.adminUsername, generatedPassword: password };
}
