import { API_PREFIX } from '@storefront/shared/api-paths';
import { overrideParam, pageForPath, slotComponents, type Registry, type RemoteModule } from '@storefront/shared/federation';
import { openingRequest } from '@storefront/shared/opening-data';
import { pageAssets, type Preload } from './page-assets';
import type { PageHints } from './page-head';

export interface PageHintsOptions {
  /** The runtime configuration (/config.json). */
  config: () => unknown;
  /** Origins every page connects to early (the API). */
  preconnect: string[];
  /** The API's base URL, to preload the request a page opens on (the listing's, a product's). */
  apiBaseUrl: string;
  /** A published remote's manifest, by its URL, or undefined when it cannot be read. */
  manifest: (url: string) => Promise<unknown>;
  /** A published version's files' Subresource Integrity (path → value), when it is known. */
  integrity?: (remote: string, version: string) => Promise<Record<string, string> | undefined>;
}

/**
 * What the page at a URL carries for the registry its visitor gets: the documents embedded, and
 * the API request the route's page opens on and the remote code of the page and of the layout's
 * slots (which the browser loads before it hydrates) preloaded, so they download side by side
 * with the shell's script. A developer's `?mf-override=` loads other code, so nothing is
 * preloaded then.
 */
export function createPageHints(options: PageHintsOptions): (url: string, registry: Registry) => Promise<PageHints> {
  return async (url, registry) => {
    const { pathname, searchParams } = new URL(url, 'http://site.invalid');
    const preloads: Preload[] = [];
    const page = pageForPath(pathname);
    if (!searchParams.has(overrideParam)) {
      const data = page && openingRequest(page, searchParams);
      if (data)
        preloads.push({ href: `${options.apiBaseUrl}${API_PREFIX}${data.apiPath}`, as: 'fetch', openingData: true });
      const code = await Promise.all([...(page ? [page] : []), ...slotComponents].map((exposed) => exposedAssets(options, registry, exposed)));
      // A remote's entry (and chunks two modules share) once.
      const seen = new Set<string>();
      for (const preload of code.flat()) if (!seen.has(preload.href) && seen.add(preload.href)) preloads.push(preload);
    }
    return {
      documents: { registry, config: options.config() },
      preconnect: [...new Set([...options.preconnect, ...remoteOrigins(preloads)])],
      preloads,
    };
  };
}

/** The files one exposed module of the registry's live version needs, or none when its manifest cannot be read. */
async function exposedAssets(options: PageHintsOptions, registry: Registry, exposed: RemoteModule): Promise<Preload[]> {
  const live = registry.remotes[exposed.remote];
  if (!live) return [];
  const [manifest, integrity] = await Promise.all([options.manifest(live.manifest), options.integrity?.(exposed.remote, live.version)]);
  return manifest ? pageAssets(live.manifest, manifest, exposed.module, integrity) : [];
}

/**
 * The origins the page's code comes from besides the site's own: a server-rendered page hints that
 * code only once it has painted, and the connection is then open already instead of taking a
 * round trip or two (three with TLS) before the first file can start.
 */
function remoteOrigins(preloads: Preload[]): string[] {
  return preloads.filter((preload) => preload.as === 'script').map((preload) => new URL(preload.href).origin);
}

/** Manifests of published versions never change, so each is read once, from where browsers read it. */
export function cachedManifests(read: (url: string) => Promise<Buffer | undefined>) {
  const cache = new Map<string, Promise<unknown>>();
  return (key: string): Promise<unknown> => {
    let manifest = cache.get(key);
    if (!manifest) {
      manifest = read(key).then(
        (bytes) => (bytes ? (JSON.parse(bytes.toString('utf8')) as unknown) : undefined),
        () => undefined,
      );
      manifest.then(
        (value) => {
          if (value === undefined) cache.delete(key); // not published yet: look again next time
        },
        () => cache.delete(key),
      );
      cache.set(key, manifest);
    }
    return manifest.catch(() => undefined);
  };
}
