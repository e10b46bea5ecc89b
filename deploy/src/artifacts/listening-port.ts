import { siteAddressesFromEnv } from '@storefront/platform';

/**
 * The port a role's process listens on with this configuration, as the processes read it: the
 * site's, API's and console's from the site's addresses; the release worker's RELEASE_WORKER_PORT,
 * else PORT+6.
 */
export function listeningPort(role: string, env: Record<string, string | undefined>): number | undefined {
  const addresses = siteAddressesFromEnv(env);
  const ports: Record<string, number> = {
    site: addresses.sitePort,
    api: addresses.apiPort,
    console: addresses.consolePort,
    'release-worker': Number(env.RELEASE_WORKER_PORT || addresses.sitePort + 6),
  };
  return ports[role];
}
