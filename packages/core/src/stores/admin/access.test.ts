import { describe, expect, it } from 'vitest';
import { isStaff } from './access.js';

describe('staff access', () => {
  it('lets managers and admins in, and nobody else', () => {
    expect(isStaff({ role: 'manager' })).toBe(true);
    expect(isStaff({ role: 'admin' })).toBe(true);
    expect(isStaff({ role: 'customer' })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });
});
