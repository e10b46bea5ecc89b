import type { LiveViewHealth, SitePreview } from '@storefront/release';
import type { Registry } from '@storefront/shared/federation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { varyBy } from '../pages/vary-by';
import { withPreviewLink } from './preview-link';
import { staleViewWarning } from './stale-view-warning';
import { newBucket, newVisitorId, visitorCookie, visitorFromCookies } from './visitor-cookie';

export interface VisitorRegistryOptions {
  /** The registry a visitor in a canary bucket runs (SiteRelease.registryFor). */
  registryFor: (bucket: number) => Promise<Registry>;
  /** The same registry with a report token per version for this visitor (SiteRelease.withReportTokens). */
  withReportTokens: (registry: Registry, visitor: string) => Promise<Registry>;
  /** Whether the site is served over https (the cookie is then Secure). */
  secure: boolean;
  /** What a preview link's token opens (SiteRelease.previewLink); without it, no preview is served. */
  previewLink?: (token: string) => Promise<SitePreview>;
  /** Whether the registry comes from a stale live view (SiteRelease.liveViewHealth), to say so in the log. */
  liveViewHealth?: () => LiveViewHealth;
}

/**
 * The registry as one visitor's request gets it: with the canaries their bucket puts them in,
 * and a report token on each version for them (the `sf-bucket` cookie, given anew when absent or
 * malformed, completed with an id when it has none). A preview link the visitor followed applies
 * on top (preview-link.ts), its version without a token: reviewers are not counted. A page reads
 * it once and uses that one answer for its embedded registry, its preloads and its policy;
 * /registry.json, which an open tab re-reads, gives the same. The answer varies by the cookies.
 */
export function createVisitorRegistry(options: VisitorRegistryOptions): (request: FastifyRequest, reply: FastifyReply) => Promise<Registry> {
  const warnStale = options.liveViewHealth && staleViewWarning(options.liveViewHealth);
  return async (request, reply) => {
    const known = visitorFromCookies(request.headers.cookie);
    const visitor = { bucket: known.bucket ?? newBucket(), id: known.id ?? newVisitorId() };
    if (known.bucket === undefined || known.id === undefined) void reply.header('Set-Cookie', visitorCookie(visitor, options.secure));
    varyBy(reply, 'Cookie');
    const registry = await options.registryFor(visitor.bucket);
    warnStale?.(request.log);
    // Without tokens (the database never gave their key) the page runs; only its reports do not count.
    const tokened = await options.withReportTokens(registry, visitor.id).catch((error: unknown) => {
      request.log.warn({ err: error }, 'No report tokens for this page: its reports will not count.');
      return registry;
    });
    return withPreviewLink(tokened, request, options.previewLink);
  };
}
