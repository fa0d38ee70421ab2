import type { Role, User } from '../contract/auth.js';

/** The roles that work with every order (section 6): the manager's screens and every order's data. */
export const staffRoles: readonly Role[] = ['manager', 'admin'];

/** Does this person work with every order? A guest or a customer does not. Used by the server's guards and the screens. */
export function isStaff(user: Pick<User, 'role'> | null | undefined): boolean {
  return user ? staffRoles.includes(user.role) : false;
}
