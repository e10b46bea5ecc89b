import type { SlotName } from './contract';
import type { RemoteModule, SlotComponent } from './remotes';

// What the shell's server build (shell/src/server/server-entry.tsx) offers the site's server,
// which loads it from shell/dist/server and renders pages with it (site-server/src/rendering).

/** The id of the JSON data block with what the server rendered, beside the embedded documents. */
export const serverRenderId = 'storefront-server-render';

/**
 * The id of the JSON data block listing a server-rendered page's code (its scripts and their
 * hints), which shell/src/paint-first.ts adds once the page has painted.
 */
export const afterPaintId = 'storefront-after-paint';

/**
 * The attribute of the one <style> tag a server render puts in the page's head: Emotion's cache
 * key, then the names of the styles in it (shell/src/server/collect-styles.ts). The browser
 * counts those styles as inserted and leaves the tag where it is.
 */
export const serverStylesAttribute = 'data-server-styles';

/**
 * The version of a page compiled into the shell itself (the monolith build): it has no release
 * of its own, and the browser, whose registry names no remotes, runs that same code.
 */
export const builtInVersion = '';

/** What the browser needs to hydrate the server's HTML. */
export interface ServerRenderState {
  /**
   * The page area's remote page and the version of it the server rendered; null when the server
   * left the page area to the browser. The browser hydrates it only with that same version.
   */
  page: (RemoteModule & { version: string }) | null;
  /**
   * The slot components the server rendered, each with its version; a slot not listed shows the
   * shell's fallback in the HTML. The browser hydrates a listed one only with that same version.
   * Absent from older servers' pages (every slot then showed its fallback).
   */
  slots?: (SlotComponent & { version: string })[];
  /** The query cache the server rendered with (TanStack Query's dehydrated state). */
  queries: unknown;
}

/** A runtime plugin of the server's federation runtime; `fetch` answers the runtime's requests. */
export interface ServerFederationPlugin {
  name: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}

/** The federation runtime inside the shell's server build: the remotes' containers share its singletons. */
export interface ServerFederation {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null | undefined>;
  /** Plugins of the shell's runtime and of every remote container's (which fetches its chunks). */
  registerPlugins(plugins: ServerFederationPlugin[]): void;
}

/** The data one render opens on, fetched before it starts. */
export interface OpeningData {
  /** Whether everything the route's page opens on arrived (a page without data: true). */
  pageReady: boolean;
  /**
   * Whether the API answered that the page's subject (a product, a policy) does not exist: the
   * site answers 404 from it, without asking the API again. False too when the API did not say
   * in time: the page is then sent as found and shows its own state. Absent from older builds.
   */
  subjectMissing?: boolean;
  /** The query cache the render will use, dehydrated: what the browser hydrates. */
  queries: unknown;
}

/** Rendered HTML, all of it ready: piping it out needs no inline script (the policy allows none). */
export interface RenderedHtml {
  pipe<Destination>(destination: Destination): Destination;
}

export interface ShellServer {
  federation: ServerFederation;
  /** The runtime configuration renders use (the API's address), as pages embed it. */
  configure(config: unknown): void;
  /** Fetches what the URL's page and the layout open on, waiting at most `budgetMs`. */
  fetchOpeningData(url: string, budgetMs: number): Promise<OpeningData>;
  /**
   * Renders the site at a URL: the layout (its slots with the components given, else the shell's
   * fallbacks), and in the page area the route's page when its module is given (loaded through
   * `federation`), else the skeleton the browser then fills. Rejects when
   * anything failed to render.
   */
  render(input: {
    url: string;
    data: OpeningData;
    pageModule?: unknown;
    /** The slot components loaded for this render; a slot without one renders the shell's fallback. */
    slotModules?: Partial<Record<SlotName, unknown>>;
  }): Promise<RenderedHtml>;
}
