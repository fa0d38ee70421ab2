import { describe, expect, it } from 'vitest';
import { type GuardedSession, routeAccess } from './route-access.js';

const unknown: GuardedSession = { isAuthenticated: false, started: false, loading: false, user: null };
const checking: GuardedSession = { ...unknown, started: true, loading: true };
const guest: GuardedSession = { ...unknown, started: true };
const customer: GuardedSession = { isAuthenticated: true, started: true, loading: false, user: { role: 'customer' } };
const manager: GuardedSession = { ...customer, user: { role: 'manager' } };
const admin: GuardedSession = { ...customer, user: { role: 'admin' } };

describe('route access', () => {
  it('shows public routes to everyone', () => {
    for (const session of [unknown, guest, customer, manager]) expect(routeAccess('public', session)).toBe('show');
  });

  it('waits for the stored session, then sends a guest to /login', () => {
    for (const guard of ['signed-in', 'staff', 'staff-to-admin'] as const) {
      expect(routeAccess(guard, unknown)).toBe('wait');
      expect(routeAccess(guard, checking)).toBe('wait');
      expect(routeAccess(guard, guest)).toBe('to-login');
    }
  });

  it('lets every signed-in person onto signed-in routes, even while a sign-out is under way', () => {
    expect(routeAccess('signed-in', customer)).toBe('show');
    expect(routeAccess('signed-in', { ...manager, loading: true })).toBe('show');
  });

  it('lets only managers and admins onto staff routes; a customer goes home', () => {
    expect(routeAccess('staff', manager)).toBe('show');
    expect(routeAccess('staff', admin)).toBe('show');
    expect(routeAccess('staff', customer)).toBe('to-home');
  });

  it("sends staff from the customer's orders screen to the manager's list", () => {
    expect(routeAccess('staff-to-admin', customer)).toBe('show');
    expect(routeAccess('staff-to-admin', manager)).toBe('to-admin');
    expect(routeAccess('staff-to-admin', admin)).toBe('to-admin');
  });
});
