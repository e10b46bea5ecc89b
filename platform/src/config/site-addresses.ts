import { remoteDeclaration, remoteNames, type RemoteName } from '@storefront/shared/federation';

/** Where browsers reach each part of the site. Never read from a request. */
export interface PublicUrls {
  site: string;
  api: string;
  /** The release console: its own origin, so no script of the storefront's can act in it. */
  console: string;
  /** Each remote's releases: `<base>/<version>/mf-manifest.json`. */
  remotes: Record<RemoteName, string>;
}

/** Where each of the site's processes listens, and where browsers reach it. */
export interface SiteAddresses {
  host: string;
  sitePort: number;
  apiPort: number;
  consolePort: number;
  /** The release worker's health and readiness (it serves no visitor). */
  releaseWorkerPort: number;
  remotePorts: Record<RemoteName, number>;
  /**
   * As configured (SITE_PUBLIC_URL, API_PUBLIC_URL, RELEASE_PUBLIC_URL); by default this
   * machine's ports.
   */
  publicUrls: PublicUrls;
  /** Where browsers read the release store (a bucket, a CDN); without it the site serves it itself. */
  releasePublicUrl: string | undefined;
}

/** This machine's address for a port: the default public URL of a local site's parts. */
export const originOf = (port: number) => `http://localhost:${port}`;

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0 || parsed > 65535) {
    throw new Error(`Invalid port "${value}"`);
  }
  return parsed;
}

function publicUrl(name: string, value: string | undefined, fallback: string): string {
  const url = value?.trim() || fallback;
  if (!/^https?:\/\/[^/]+/.test(url))
    throw new Error(`${name} must be an http(s) URL, not "${url}".`);
  return url.replace(/\/+$/, '');
}

/** The variable that moves one remote's origin: `<name>-mfe` → `<NAME>_PORT`. */
export function remotePortVariable(name: RemoteName): string {
  return `${remoteDeclaration(name).folder.replace(/-mfe$/, '').replace(/-/g, '_').toUpperCase()}_PORT`;
}

/** EMBEDDED_DATABASE_PORT, else 20 above the site's port. */
export const embeddedDatabasePortFromEnv = (env: NodeJS.ProcessEnv, sitePort: number) =>
  port(env.EMBEDDED_DATABASE_PORT, sitePort + 20);

/** Two processes cannot listen on one port: say which settings clash, rather than fail to start. */
function refuseSharedPorts(ports: Record<string, number>): void {
  const seen = new Map<number, string>();
  for (const [name, value] of Object.entries(ports)) {
    const other = seen.get(value);
    if (other) throw new Error(`${name} and ${other} are both ${value}: move one of them.`);
    seen.set(value, name);
  }
}

/**
 * Ports come from the environment: PORT moves the site, and by default the remotes listen on the
 * next ports (PORT+1, +2, … in the contract's order), the release console on PORT+5, the release
 * worker's health on PORT+6 and the API on PORT+10, each on an origin of its own.
 */
export function siteAddressesFromEnv(env: NodeJS.ProcessEnv = process.env): SiteAddresses {
  const sitePort = port(env.PORT, 8080);
  const apiPort = port(env.API_PORT, sitePort + 10);
  const consolePort = port(env.CONSOLE_PORT, sitePort + 5);
  const releaseWorkerPort = port(env.RELEASE_WORKER_PORT, sitePort + 6);
  const remotePorts = Object.fromEntries(
    remoteNames.map((name, index) => [
      name,
      port(env[remotePortVariable(name)], sitePort + 1 + index),
    ]),
  ) as Record<RemoteName, number>;
  refuseSharedPorts({
    PORT: sitePort,
    API_PORT: apiPort,
    CONSOLE_PORT: consolePort,
    RELEASE_WORKER_PORT: releaseWorkerPort,
    ...Object.fromEntries(remoteNames.map((name) => [remotePortVariable(name), remotePorts[name]])),
  });
  const releasePublicUrl = env.RELEASE_PUBLIC_URL?.trim()
    ? publicUrl('RELEASE_PUBLIC_URL', env.RELEASE_PUBLIC_URL, '')
    : undefined;
  const remoteBase = (name: RemoteName) =>
    releasePublicUrl
      ? `${releasePublicUrl}/${remoteDeclaration(name).folder}`
      : originOf(remotePorts[name]);
  return {
    host: env.HOST ?? 'localhost',
    sitePort,
    apiPort,
    consolePort,
    releaseWorkerPort,
    remotePorts,
    publicUrls: {
      site: publicUrl('SITE_PUBLIC_URL', env.SITE_PUBLIC_URL, originOf(sitePort)),
      api: publicUrl('API_PUBLIC_URL', env.API_PUBLIC_URL, originOf(apiPort)),
      console: publicUrl('CONSOLE_PUBLIC_URL', env.CONSOLE_PUBLIC_URL, originOf(consolePort)),
      remotes: Object.fromEntries(remoteNames.map((name) => [name, remoteBase(name)])) as Record<
        RemoteName,
        string
      >,
    },
    releasePublicUrl,
  };
}
