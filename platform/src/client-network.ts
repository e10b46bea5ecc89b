import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a dotted IPv4 tail split in two. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const first = parse(head);
  if (tail === undefined) return first;
  const last = parse(tail);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

const ipv4Network = (octets: readonly number[]) => `${octets.slice(0, 3).join('.')}.0/24`;

/**
 * The network a client address belongs to, as limits count clients: an IPv4 address's /24 and
 * an IPv6 address's /64 (a subscriber is usually given a whole /64, and neighbouring IPv4
 * addresses are cheap to come by, so counting each address apart would let one client count as
 * many). An IPv4 address written as IPv6 (`::ffff:203.0.113.7`) counts as IPv4; anything that
 * is not an IP address is its own network.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().replace(/%.*$/, ''); // a link-local address's zone (`%eth0`)
  if (isIPv4(address)) return ipv4Network(address.split('.').map(Number));
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return ipv4Network([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8]);
  }
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(':')}::/64`;
}
