import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address belongs to, as counting and limits treat it: an IPv4 address's
 * /24, an IPv6 address's /64 (one household or device is usually given a whole /64, so counting
 * IPv6 addresses one by one would let one visitor count as billions). IPv4 mapped into IPv6
 * (`::ffff:192.0.2.7`) is the IPv4 address. Anything else is its own network, as given.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight groups of an IPv6 address, `::` filled in, leading zeros dropped. */
function expandIPv6(address: string): string[] {
  const withoutZone = address.split('%')[0]!;
  const [head = '', tail] = withoutZone.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  // An embedded IPv4 tail (`::1.2.3.4`) is two groups.
  const spread = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a, b, c, d] = part.split('.').map(Number) as [number, number, number, number];
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = spread(groups(head));
  const right = tail === undefined ? [] : spread(groups(tail));
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
