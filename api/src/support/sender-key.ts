import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Kysely } from 'kysely';
import { apiSecret } from '../database/api-secret';
import type { ApiTables } from '../database/api-tables';

/**
 * The part of an address one sender controls: an IPv4 address, or the /64 network of an IPv6
 * one (a single subscriber is usually given a whole /64, so counting each of its addresses apart
 * would let one sender count as billions).
 */
export function senderNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/**
 * Turns a client address into what the support_requests table keeps of it: an HMAC under a key
 * the database holds (made by the migration that added the column). Not the address itself,
 * and not a plain hash of it: there are only 2^32 IPv4 addresses, so a plain hash is reversed
 * by trying them all, while this one needs the key too. Every API instance reads the same key,
 * so all of them count a sender alike.
 */
export function senderHasher(db: Kysely<ApiTables>): (address: string) => Promise<string> {
  const key = apiSecret(db, 'support-sender-key');
  return async (address) => createHmac('sha256', await key()).update(senderNetwork(address)).digest('base64url');
}
