import type { FastifyReply } from 'fastify';
import { append } from 'vary';

/**
 * Adds a request header the answer depends on to its `Vary`, keeping those named before: a cache
 * between the site and its visitors then keeps one answer per value of each.
 */
export function varyBy(reply: FastifyReply, header: string): void {
  void reply.header('Vary', append(String(reply.getHeader('Vary') ?? ''), header));
}
