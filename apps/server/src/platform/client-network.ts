import { isIPv6 } from 'node:net';

/** Every loopback address (127.0.0.0/8, ::1) is one machine. */
const LOOPBACK = 'loopback';

/**
 * The network a client address stands for in per-address limits. An IPv4 address is itself; an
 * IPv6 address is its /64, the block one household or phone is given and picks new addresses
 * from at will (privacy addresses), so `2001:db8:1:2::1` and `2001:db8:1:2::ffff` count together;
 * an IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address; and every loopback
 * address is one. Anything else is returned as it came.
 */
export function clientNetwork(ip: string): string {
  // The common case costs one scan: an IPv4 address.
  if (!ip.includes(':')) return ip.startsWith('127.') ? LOOPBACK : ip;
  const address = ip.toLowerCase().replace(/%.*$/, '');
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return clientNetwork(mapped[1]);
  if (!isIPv6(address)) return ip;
  const groups = expandIPv6(address);
  if (groups.every((g, i) => (i < 7 ? g === 0 : g === 1))) return LOOPBACK;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail read). */
function expandIPv6(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((g) => parseInt(g, 16));
}
