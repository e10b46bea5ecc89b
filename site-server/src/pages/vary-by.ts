import type { FastifyReply } from 'fastify';

/**
 * Adds a request header the answer depends on to its `Vary`, keeping those named before: a cache
 * between the site and its visitors then keeps one answer per value of each.
 */
export function varyBy(reply: FastifyReply, header: string): void {
  const named = String(reply.getHeader('Vary') ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  if (!named.some((name) => name.toLowerCase() === header.toLowerCase())) void reply.header('Vary', [...named, header].join(', '));
}
