import { describe, expect, it } from 'vitest';
import { isInstructionSeen, markInstructionSeen } from './instruction.js';

describe('instruction cookie', () => {
  it("remembers 'Больше не показывать' for 365 days", () => {
    let cookies = 'other=1';
    const jar = { read: () => cookies, write: (cookie: string) => (cookies = `${cookies}; ${cookie.split(';')[0]}`) };
    const written: string[] = [];
    expect(isInstructionSeen(jar)).toBe(false);
    markInstructionSeen({ read: jar.read, write: (cookie) => written.push(cookie) }, new Date('2026-01-01T00:00:00Z'));
    expect(written[0]).toBe('s62_instruction_seen=1; expires=Fri, 01 Jan 2027 00:00:00 GMT; path=/; SameSite=Lax');
    markInstructionSeen(jar);
    expect(isInstructionSeen(jar)).toBe(true);
  });
});
