import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { unmapped } from '../trust-proxy';

// A storefront's figures (traffic, errors, pool use) are for its operators, not the internet.
// With METRICS_TOKEN set, /metrics needs it as a bearer token; without, it answers only a
// scraper on this machine or a private network, reaching it directly (not through a proxy).

const PRIVATE = new BlockList();
for (const [network, bits] of [['127.0.0.0', 8], ['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16]] as const)
  PRIVATE.addSubnet(network, bits, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

/** Headers a proxy adds for the client behind it: such a request came from wherever that client is. */
const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function isPrivatePeer(request: FastifyRequest): boolean {
  if (FORWARDED.some((header) => request.headers[header] !== undefined)) return false;
  const peer = unmapped(request.socket.remoteAddress ?? '');
  const family = isIP(peer);
  return family !== 0 && PRIVATE.check(peer, family === 6 ? 'ipv6' : 'ipv4');
}

function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether this request may read /metrics; `token` is METRICS_TOKEN. */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  return token ? bearerMatches(request, token) : isPrivatePeer(request);
}
