import type { Role, User } from '../../contract/auth.js';

/** The roles that work with every order (section 6); the server enforces the same list. */
export const staffRoles: readonly Role[] = ['manager', 'admin'];

/** Does this signed-in person see the manager's screens? A guest or a customer does not. */
export function isStaff(user: Pick<User, 'role'> | null | undefined): boolean {
  return user ? staffRoles.includes(user.role) : false;
}
