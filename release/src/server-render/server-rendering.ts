import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Registry } from '@storefront/shared/federation';
import type { FastifyRequest } from 'fastify';
import { builtInPageLoader, createRemotePageLoader } from './remote-page-loader';
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

export interface ServerRendering {
  (request: FastifyRequest, html: string, registry: Registry): Promise<string | Readable>;
  /**
   * Loads the shell's server build now instead of at the first page: called once the server
   * listens, so that a restarted server answers its health checks without waiting for it.
   */
  warmUp(): void;
}

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
    shell.configure(options.config);
    const loader = options.pagesBuiltIn
      ? builtInPageLoader(shell.federation)
      : createRemotePageLoader({ federation: shell.federation, integrity: options.integrity });
    return (renderer = createSitePageRenderer({ shell, loader }));
  };
  const render = async (request: FastifyRequest, html: string, registry: Registry): Promise<string | Readable> => {
    const site = prepare();
    if (!site) return html;
    const warn = (message: string, error?: unknown) => request.log.warn({ err: error }, message);
    return streamSitePage(html, () => site(request.url, registry, warn), warn);
  };
  return Object.assign(render, { warmUp: () => void prepare() });
}
