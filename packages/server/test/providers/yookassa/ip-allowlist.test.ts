import { describe, expect, it } from 'vitest';
import { ipAllowlist, parseAllowlist } from '../../../src/providers/yookassa/ip-allowlist.js';

describe('ipAllowlist', () => {
  const defaults = ipAllowlist(parseAllowlist(undefined));

  it("accepts YooKassa's networks and single addresses, in IPv4, mapped IPv4 and IPv6", () => {
    expect(defaults.allows('185.71.76.5')).toBe(true);
    expect(defaults.allows('::ffff:77.75.153.100')).toBe(true);
    expect(defaults.allows('77.75.156.11')).toBe(true);
    expect(defaults.allows('2a02:5180:0:1509::1')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(defaults.allows('185.71.76.32')).toBe(false);
    expect(defaults.allows('77.75.156.12')).toBe(false);
    expect(defaults.allows('127.0.0.1')).toBe(false);
    expect(defaults.allows('not-an-ip')).toBe(false);
  });

  it('takes a configured list and rejects malformed entries', () => {
    expect(ipAllowlist(parseAllowlist('127.0.0.1, 10.0.0.0/8')).allows('10.2.3.4')).toBe(true);
    expect(() => ipAllowlist(['10.0.0.0/33'])).toThrow();
    expect(() => ipAllowlist(['example.com'])).toThrow();
  });
});
