import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front of a server may name the client (X-Forwarded-For) and the scheme
 * (X-Forwarded-Proto): a number of hops, or the proxies' own addresses and networks.
 */
export type TrustProxy = { hops: number } | { addresses: string[] } | undefined;

/** TRUST_PROXY: `1` (hops), or `10.0.0.1, 10.1.0.0/16` (addresses, CIDRs); unset trusts nothing. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? undefined : { hops };
  }
  const addresses = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of addresses) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const maxBits = family === 6 ? 128 : 32;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (family === 0 || !validBits || rest.length > 0) {
      throw new Error(`TRUST_PROXY: "${entry}" is neither a hop count nor an IP address or CIDR range.`);
    }
  }
  return { addresses };
}

/**
 * Fastify's `trustProxy` option for it. Fastify takes a bare hop count as "trust nothing" (it
 * cannot check the peer), so hops are given as a function: the nearest `hops` addresses of the
 * chain are proxies, whatever they are. Only right when the server is reachable through its
 * proxies alone; otherwise name their addresses.
 */
export function fastifyTrustProxy(trust: TrustProxy): ((address: string, hop: number) => boolean) | string[] | false {
  if (!trust) return false;
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}

/**
 * Whether a connection's peer is a trusted proxy. With a hop count any peer is: the server is
 * then reachable only through its proxies, so every connection comes from one of them.
 */
export function trustedPeer(trust: TrustProxy): (address: string) => boolean {
  if (!trust) return () => false;
  if ('hops' in trust) return () => true;
  const list = new BlockList();
  for (const entry of trust.addresses) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = unmapped(address);
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** An IPv4 client of a dual-stack socket appears as `::ffff:a.b.c.d`; count it as `a.b.c.d`. */
export function unmapped(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
