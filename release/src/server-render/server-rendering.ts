import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Registry } from '@storefront/shared/federation';
import type { FastifyRequest } from 'fastify';
import { createRemotePageLoader } from './remote-page-loader';
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
}

/**
 * Server rendering for the site's pages: takes the shell's page (documents and hints embedded)
 * and fills its #root with the layout and the route's page as rendered on the server. Without
 * the shell's server build, pages go out as they are and the browser renders them.
 */
export function createServerRendering(options: ServerRenderingOptions) {
  const shell = loadShellServer(path.join(options.shellRoot, SHELL_SERVER_FILE), (message, error) =>
    console.warn(message, error ?? ''),
  );
  if (!shell)
    return async (_request: FastifyRequest, html: string): Promise<string | Readable> => html;
  shell.configure(options.config);
  const loader = createRemotePageLoader({
    federation: shell.federation,
    integrity: options.integrity,
  });
  const render = createSitePageRenderer({ shell, loader });
  return async (
    request: FastifyRequest,
    html: string,
    registry: Registry,
  ): Promise<string | Readable> => {
    const warn = (message: string, error?: unknown) => request.log.warn({ err: error }, message);
    // The HTTP status of the page (404 for an unknown product…) is decided here, before the
    // first byte, once release/src/page/page-status.ts exists: `(pathname) => { status } | { redirect }`.
    return streamSitePage(html, () => render(request.url, registry, warn), warn);
  };
}
