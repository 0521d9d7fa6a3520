/**
 * The network a client address stands for in rate limits. An IPv4 address is one client; an
 * IPv6 client is usually given a whole /64 (2^64 addresses), so counting per address would give it
 * as many allowances as it cares to use: it is counted per /64. IPv4 written as IPv6
 * (`::ffff:203.0.113.5`) is the IPv4 address.
 */
import { isIPv6 } from 'node:net';

function hextets(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array.from({ length: missing }, () => '0'), ...right];
}

export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] ?? ip;
  if (!isIPv6(ip)) return ip;
  const parts = hextets(ip.split('%')[0] ?? ip);
  if (parts === null) return ip;
  return `${parts
    .slice(0, 4)
    .map((part) => Number.parseInt(part, 16).toString(16))
    .join(':')}::/64`;
}
