import { describe, expect, it } from 'vitest';
import { pickChoice } from './pick-choice.js';

describe('pickChoice', () => {
  it('keeps the chosen value while offered, else the preferred one when offered, else the first', () => {
    expect(pickChoice('b', ['a', 'b'], 'a')).toBe('b');
    expect(pickChoice('c', ['a', 'b'], 'b')).toBe('b');
    expect(pickChoice(null, ['a', 'b'], 'c')).toBe('a');
    expect(pickChoice(null, ['a', 'b'], null)).toBe('a');
    expect(pickChoice(null, [])).toBeNull();
  });
});
