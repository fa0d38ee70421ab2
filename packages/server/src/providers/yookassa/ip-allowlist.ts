import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** YooKassa's notification networks (PROTOCOLS.md section 1, from the official SDKs); they can change: keep them in config. */
export const yooKassaNotificationNetworks = [
  '185.71.76.0/27',
  '185.71.77.0/27',
  '77.75.153.0/25',
  '77.75.154.128/25',
  '77.75.156.11',
  '77.75.156.35',
  '2a02:5180:0:1509::/64',
  '2a02:5180:0:2655::/64',
  '2a02:5180:0:1533::/64',
  '2a02:5180:0:2669::/64',
] as const;

export interface IpAllowlist {
  allows(ip: string): boolean;
}

/** Builds an allowlist from CIDRs and single addresses; an entry that is neither throws at start. */
export function ipAllowlist(entries: readonly string[]): IpAllowlist {
  const list = new BlockList();
  for (const raw of entries) {
    const entry = raw.trim();
    if (entry === '') continue;
    const [address = '', prefix] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : undefined;
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = type === 'ipv4' ? 32 : 128;
    if (!type || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(`Not an IP address or CIDR: "${entry}"`);
    }
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return {
    allows(ip: string): boolean {
      // Dual-stack sockets report IPv4 peers as ::ffff:a.b.c.d.
      const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
      const address = mapped ?? ip;
      if (isIPv4(address)) return list.check(address, 'ipv4');
      if (isIPv6(address)) return list.check(address, 'ipv6');
      return false;
    },
  };
}

/** Parses the YOOKASSA_WEBHOOK_ALLOWLIST value: comma- or space-separated CIDRs. */
export function parseAllowlist(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return [...yooKassaNotificationNetworks];
  return value.split(/[\s,]+/).filter((entry) => entry !== '');
}
