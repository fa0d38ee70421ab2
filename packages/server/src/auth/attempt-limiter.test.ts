import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter.js';

describe('attempt limiter', () => {
  it('blocks a key after its attempts until the window ends', () => {
    let now = 0;
    const limiter = new AttemptLimiter(3, 1000, () => now);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(limiter.isBlocked('ip')).toBe(false);
      limiter.record('ip');
    }
    expect(limiter.isBlocked('ip')).toBe(true);
    expect(limiter.isBlocked('other')).toBe(false);
    now = 999;
    expect(limiter.isBlocked('ip')).toBe(true);
    now = 1000;
    expect(limiter.isBlocked('ip')).toBe(false);
  });

  it('forgets a key on reset', () => {
    const limiter = new AttemptLimiter(1, 1000, () => 0);
    limiter.record('user');
    expect(limiter.isBlocked('user')).toBe(true);
    limiter.reset('user');
    expect(limiter.isBlocked('user')).toBe(false);
  });
});
