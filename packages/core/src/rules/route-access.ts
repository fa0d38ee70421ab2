import type { User } from '../contract/auth.js';
import { isStaff } from './roles.js';

/**
 * Who a route of the site is for: everyone; signed-in people (permanent or temporary); staff
 * only; or signed-in people where staff are sent on to the manager's list instead.
 */
export type RouteGuard = 'public' | 'signed-in' | 'staff' | 'staff-to-admin';

/** What the route shows now: the page, a loader while the stored session is checked, or another route. */
export type RouteAccess = 'show' | 'wait' | 'to-login' | 'to-home' | 'to-admin';

export interface GuardedSession {
  isAuthenticated: boolean;
  /** The stored session has been checked. */
  started: boolean;
  loading: boolean;
  user: Pick<User, 'role'> | null;
}

/**
 * A guest on a signed-in route goes to /login once the stored session is known
 * (docs/decisions/0018-site-screens-and-routes.md). A customer on a staff route goes home. `/orders` and `/dashboard` are "the same
 * orders screen" (section 2), which for a manager is the shop's order list, so staff go to /admin.
 */
export function routeAccess(guard: RouteGuard, session: GuardedSession): RouteAccess {
  if (guard === 'public') return 'show';
  if (!session.isAuthenticated) return !session.started || session.loading ? 'wait' : 'to-login';
  if (guard === 'staff') return isStaff(session.user) ? 'show' : 'to-home';
  if (guard === 'staff-to-admin') return isStaff(session.user) ? 'to-admin' : 'show';
  return 'show';
}
