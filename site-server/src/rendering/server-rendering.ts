import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Registry } from '@storefront/shared/federation';
import type { FastifyRequest } from 'fastify';
import { builtInPageLoader, createRemotePageLoader } from './remote-page-loader';
import { createRenderCache } from './render-cache';
import { createSitePageRenderer } from './render-site-page';
import { loadShellServer, SHELL_SERVER_FILE } from './shell-server-build';
import { streamSitePage } from './stream-site-page';

export interface ServerRenderingOptions {
  /** The shell's dist/, with its server build under server/. */
  shellRoot: string;
  /** The runtime configuration pages embed: renders fetch from the same API. */
  config: unknown;
  /** Published versions' files as Subresource Integrity values. */
  integrity: (remote: string, version: string) => Promise<Record<string, string> | undefined>;
  /** The monolith: every page is compiled into the shell's server build, no remote is loaded. */
  pagesBuiltIn?: boolean;
}

export interface ServerRenderedPage {
  /** The page to send: the shell's page, its #root filled as the render finishes. */
  body: string | Readable;
  /**
   * Whether the API answered the render that the page's product or policy does not exist
   * (undefined when the render could not tell): the page's status needs no second lookup.
   */
  subjectMissing: Promise<boolean | undefined>;
}

export interface ServerRendering {
  (request: FastifyRequest, html: string, registry: Registry): Promise<ServerRenderedPage>;
  /**
   * Loads the shell's server build now instead of at the first page: called once the server
   * listens, so that a restarted server answers its health checks without waiting for it.
   */
  warmUp(): void;
}

/** The shell's page as it is, for the browser to render. */
export const notRendered = (html: string): ServerRenderedPage => ({ body: html, subjectMissing: Promise.resolve(undefined) });

/**
 * Server rendering for the site's pages: takes the shell's page (documents and hints embedded)
 * and fills its #root with the layout and the route's page as rendered on the server. Without
 * the shell's server build, pages go out as they are and the browser renders them.
 */
export function createServerRendering(options: ServerRenderingOptions): ServerRendering {
  let renderer: ReturnType<typeof createSitePageRenderer> | null | undefined;
  const prepare = () => {
    if (renderer !== undefined) return renderer;
    const shell = loadShellServer(path.join(options.shellRoot, SHELL_SERVER_FILE), (message, error) =>
      console.warn(message, error ?? ''),
    );
    if (!shell) return (renderer = null);
    // Run on its own once the server listens (warmUp): a throw here must not take the server down.
    try {
      shell.configure(options.config);
      const loader = options.pagesBuiltIn
        ? builtInPageLoader(shell.federation)
        : createRemotePageLoader({ federation: shell.federation, integrity: options.integrity });
      return (renderer = createSitePageRenderer({ shell, loader, cache: createRenderCache() }));
    } catch (error) {
      console.warn("The shell's server build could not be set up: pages are rendered in the browser only.", error);
      return (renderer = null);
    }
  };
  const render = async (request: FastifyRequest, html: string, registry: Registry): Promise<ServerRenderedPage> => {
    const site = prepare();
    if (!site) return notRendered(html);
    const warn = (message: string, error?: unknown) => request.log.warn({ err: error }, message);
    const rendering = site(request.url, registry, warn);
    return {
      body: streamSitePage(html, rendering, warn),
      subjectMissing: rendering.then((page) => page.subjectMissing, () => undefined),
    };
  };
  return Object.assign(render, { warmUp: () => void prepare() });
}
