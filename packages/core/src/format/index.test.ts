import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './index.js';

describe('formatBadgeCount', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(100)).toBe('99+');
  });
});
