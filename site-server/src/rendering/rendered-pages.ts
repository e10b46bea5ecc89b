import type { Registry } from '@storefront/shared/federation';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { createPageStatus } from '../pages/page-status';
import type { StaticOriginOptions } from '../origins/static-origin';
import type { ServerRendering } from './server-rendering';

export interface RenderedPagesOptions {
  /** The registry this visitor's page names (their canaries included). */
  registry: (request: FastifyRequest, reply: FastifyReply) => Registry | Promise<Registry>;
  /** The shell's page with the registry and hints embedded (createShellPage). */
  shellPage: (url: string, registry: Registry) => Promise<string>;
  serverRendering: ServerRendering;
  pageStatus: ReturnType<typeof createPageStatus>;
}

/**
 * A static origin's pages, rendered on the server, each answered with the status its own render
 * learned (a product or policy the API said does not exist is a 404 without a second lookup).
 */
export function renderedPages(options: RenderedPagesOptions): Required<Pick<StaticOriginOptions, 'page' | 'pageStatus'>> {
  /** Per page request, whether its render was told the page's product or policy does not exist. */
  const subjectMissing = new WeakMap<FastifyRequest, Promise<boolean | undefined>>();
  return {
    page: async (request, reply) => {
      const registry = await options.registry(request, reply);
      const rendered = await options.serverRendering(request, await options.shellPage(request.url, registry), registry);
      subjectMissing.set(request, rendered.subjectMissing);
      return rendered.body;
    },
    pageStatus: (request) => {
      const { pathname, search } = new URL(request.url, 'http://site.invalid');
      return options.pageStatus(pathname, search, subjectMissing.get(request));
    },
  };
}
