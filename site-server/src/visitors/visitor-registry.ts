import type { SitePreview } from '@storefront/release';
import type { Registry } from '@storefront/shared/federation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withPreviewLink } from './preview-link';
import { bucketCookie, bucketFromCookies, newBucket } from './visitor-bucket';

export interface VisitorRegistryOptions {
  /** The registry a visitor in a canary bucket runs (SiteRelease.registryFor). */
  registryFor: (bucket: number) => Promise<Registry>;
  /** Whether the site is served over https (the cookie is then Secure). */
  secure: boolean;
  /** What a preview link's token opens (SiteRelease.previewLink); without it, no preview is served. */
  previewLink?: (token: string) => Promise<SitePreview>;
}

/**
 * The registry as one visitor's request gets it: with the canaries their bucket (the
 * `sf-bucket` cookie, given a new one when absent or malformed) puts them in. A page reads it
 * once and uses that one answer for its embedded registry, its preloads and its policy;
 * /registry.json, which an open tab re-reads, gives the same. A preview link the visitor
 * followed applies on top (preview-link.ts). The answer varies by the cookies.
 */
export function createVisitorRegistry(options: VisitorRegistryOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<Registry> {
  return async (request, reply) => {
    let bucket = bucketFromCookies(request.headers.cookie);
    if (bucket === undefined) {
      bucket = newBucket();
      void reply.header('Set-Cookie', bucketCookie(bucket, options.secure));
    }
    void reply.header('Vary', 'Cookie');
    return withPreviewLink(await options.registryFor(bucket), request, options.previewLink);
  };
}
