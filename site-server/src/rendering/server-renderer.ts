import path from 'node:path';
import type { Registry } from '@storefront/shared/federation';
import { builtInPageLoader, createRemotePageLoader } from './remote-page-loader';
import { createRenderCache } from './render-cache';
import { createSitePageRenderer, type SitePageRender, type Warn } from './render-site-page';
import { loadShellServer, SHELL_SERVER_FILE } from './shell-server-build';

export interface ServerRendererOptions {
  /** The shell's dist/, with its server build under server/. */
  shellRoot: string;
  /** The runtime configuration pages embed: renders fetch from the same API. */
  config: unknown;
  /** Published versions' files as Subresource Integrity values. */
  integrity: (remote: string, version: string) => Promise<Record<string, string> | undefined>;
  /** The monolith: every page is compiled into the shell's server build, no remote is loaded. */
  pagesBuiltIn?: boolean;
}

export interface ServerRenderer {
  /**
   * Renders the layout and the route's page for a URL and the registry its visitor gets;
   * undefined when the shell has no usable server build, and pages go out for the browser to render.
   */
  render(url: string, registry: Registry, warn: Warn): Promise<SitePageRender> | undefined;
  /**
   * Loads the shell's server build now instead of at the first page: called once the server
   * listens, so that a restarted server answers its health checks without waiting for it.
   */
  warmUp(): void;
}

/** Server rendering with the shell's server build, loaded once (at warm-up or the first page). */
export function createServerRenderer(options: ServerRendererOptions): ServerRenderer {
  let renderer: ReturnType<typeof createSitePageRenderer> | null | undefined;
  const prepare = () => {
    if (renderer !== undefined) return renderer;
    const shell = loadShellServer(
      path.join(options.shellRoot, SHELL_SERVER_FILE),
      (message, error) => console.warn(message, error ?? ''),
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
      console.warn(
        "The shell's server build could not be set up: pages are rendered in the browser only.",
        error,
      );
      return (renderer = null);
    }
  };
  return {
    render: (url, registry, warn) => prepare()?.(url, registry, warn),
    warmUp: () => void prepare(),
  };
}
