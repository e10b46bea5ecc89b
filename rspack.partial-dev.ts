import { devPortOf, findRemote, registrySchema, remoteNames, type Registry, type RemoteName, shell, type VersionRef } from '@storefront/shared/federation';

type Environment = Readonly<Record<string, string | undefined>>;

/**
 * Which remotes `pnpm dev` runs on their own dev servers, and the site the others come from:
 * DEV_REMOTES (names or folders, comma-separated) and DEV_SITE. Without DEV_SITE, every remote
 * is local, as it always was.
 */
export interface PartialDev {
  local: RemoteName[];
  site: URL | undefined;
}

export function partialDevFromEnv(environment: Environment): PartialDev {
  const site = environment.DEV_SITE?.trim();
  const listed = environment.DEV_REMOTES?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!site) {
    if (listed?.length) throw new Error('DEV_REMOTES needs DEV_SITE: the site whose published versions the other remotes come from.');
    return { local: [...remoteNames], site: undefined };
  }
  const local = (listed ?? []).map((name) => {
    const remote = findRemote(name);
    if (!remote) throw new Error(`DEV_REMOTES: "${name}" is none of ${remoteNames.join(', ')}.`);
    return remote;
  });
  const url = new URL(site);
  const shellPort = devPortOf(shell, environment);
  if (url.origin === `http://localhost:${shellPort}`) throw new Error(`DEV_SITE is on port ${shellPort}, the shell's dev server's: move the shell with SHELL_PORT.`);
  return { local: remoteNames.filter((name) => local.includes(name)), site: url };
}

/** A version as a dev page runs it: never counted by the site (no report token, decision 16). */
const uncounted = ({ reportToken: _token, ...version }: VersionRef): VersionRef => version;

/**
 * The registry of a partial dev shell: the site's published versions, each local remote replaced
 * by its dev server's manifest. A local remote the site has not published is there too.
 */
export function partialRegistry(site: Registry, local: Readonly<Partial<Record<RemoteName, string>>>): Registry {
  const remotes: Registry['remotes'] = {};
  for (const name of remoteNames) {
    const published = site.remotes[name];
    const manifest = local[name];
    if (manifest) remotes[name] = { version: 'dev', manifest, previous: null };
    else if (published) remotes[name] = { ...uncounted(published), previous: published.previous && uncounted(published.previous) };
  }
  return { remotes };
}

/** What the banner says of each remote the site provides: its published version, or that it has none. */
export function publishedRows(registry: Registry, local: readonly RemoteName[], site: URL): Record<string, string> {
  return Object.fromEntries(
    remoteNames
      .filter((name) => !local.includes(name))
      .map((name) => {
        const version = registry.remotes[name]?.version;
        return [name, version ? `${version}, published on ${site.origin}` : `nothing published on ${site.origin}`];
      }),
  );
}

async function fetchJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}.`);
  return response.json();
}

/** The site's registry as a new visitor gets it now: a release on the site shows on the next load. */
export async function siteRegistry(site: URL): Promise<Registry> {
  return registrySchema.parse(await fetchJson(new URL('/registry.json', site)));
}

/** The API the site's pages call (its /config.json). */
export async function siteApiUrl(site: URL): Promise<string> {
  const { apiBaseUrl } = (await fetchJson(new URL('/config.json', site))) as { apiBaseUrl?: unknown };
  if (typeof apiBaseUrl !== 'string') throw new Error(`${site.origin}/config.json names no apiBaseUrl.`);
  return apiBaseUrl;
}
