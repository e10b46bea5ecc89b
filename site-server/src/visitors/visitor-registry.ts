import type { Registry } from '@storefront/shared/federation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bucketCookie, bucketFromCookies, newBucket } from './visitor-bucket';

export interface VisitorRegistryOptions {
  /** The registry a visitor in a canary bucket runs (SiteRelease.registryFor). */
  registryFor: (bucket: number) => Promise<Registry>;
  /** Whether the site is served over https (the cookie is then Secure). */
  secure: boolean;
}

/**
 * The registry as one visitor's request gets it: with the canaries their bucket (the
 * `sf-bucket` cookie, given a new one when absent or malformed) puts them in. A page reads it
 * once and uses that one answer for its embedded registry, its preloads and its policy;
 * /registry.json, which an open tab re-reads, gives the same. The answer varies by the cookie.
 */
export function createVisitorRegistry(options: VisitorRegistryOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<Registry> {
  return (request, reply) => {
    let bucket = bucketFromCookies(request.headers.cookie);
    if (bucket === undefined) {
      bucket = newBucket();
      void reply.header('Set-Cookie', bucketCookie(bucket, options.secure));
    }
    void reply.header('Vary', 'Cookie');
    return options.registryFor(bucket);
  };
}
