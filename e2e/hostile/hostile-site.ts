import { remoteDeclaration, remoteEntryFile, type RemoteName } from '@storefront/shared/federation';
import setUpDatabaseServer from '../support/database-server';
import { startOwnSite } from '../support/own-site';
import { send } from './http-client';

/**
 * What the suite sets for its site, so that every limit can be reached and every timeout seen
 * within a few minutes. Printed with the table. The production defaults are in docs/security.md.
 */
export const SUITE_SETTINGS = {
  // The loopback address every server listens on; clients come from 127.0.0.2 … 127.0.0.254.
  HOST: '127.0.0.1',
  HEADERS_TIMEOUT_MS: '5000',
  REQUEST_TIMEOUT_MS: '10000',
  IDLE_TIMEOUT_MS: '5000',
  LOGIN_BACKOFF_MAX_MS: '5000',
  SESSION_IDLE_MS: '3000',
  SUPPORT_REQUESTS_PER_HOUR: '10',
  SUPPORT_BYTES_PER_DAY: '65536',
  // The default per client network; the journeys raise it out of their way, this suite does not.
  BEACON_REPORTS_PER_MINUTE: '60',
  // The version live before the current one is the fallback at once (the forged beacons aim at it).
  RELEASE_KNOWN_GOOD_AFTER_S: '0',
} as const;

export const setting = (name: keyof typeof SUITE_SETTINGS) => Number(SUITE_SETTINGS[name]);

export interface RemoteOrigin {
  name: RemoteName;
  /** Its folder in the workspace and in the release store. */
  folder: string;
  origin: string;
  /** The live version's entry script, a static file of this origin. */
  entryUrl: string;
  /** Path of the live version's folder on the origin, `/<version>/`. */
  versionPath: string;
}

export interface HostileSite {
  siteUrl: string;
  apiUrl: string;
  /** A static file of the site's own origin. */
  siteStaticUrl: string;
  remotes: RemoteOrigin[];
  databaseUrl: string;
  storeDir: string;
  /** The environment of release commands for this site. */
  releaseEnv: NodeJS.ProcessEnv;
  close: () => Promise<void>;
}

async function remoteOrigins(
  siteUrl: string,
  remoteUrls: Record<RemoteName, string>,
): Promise<RemoteOrigin[]> {
  const answer = await send(`${siteUrl}/registry.json`);
  const registry = JSON.parse(answer.body) as { remotes: Record<string, { manifest: string }> };
  return (Object.keys(remoteUrls) as RemoteName[]).map((name) => {
    const manifest = new URL(registry.remotes[name]!.manifest);
    const versionPath = manifest.pathname.replace(/[^/]*$/, '');
    return {
      name,
      folder: remoteDeclaration(name).folder,
      origin: manifest.origin,
      entryUrl: new URL(remoteEntryFile, manifest).href,
      versionPath,
    };
  });
}

/**
 * A whole site on `port` (its remotes on the next ports, the API on port+10) with a fresh
 * database and release store, the current builds published and live. The database server is
 * TEST_DATABASE_URL's when set, as in CI, else an embedded one.
 */
export async function startHostileSite(port: number): Promise<HostileSite> {
  // The site's processes inherit this environment: the suite's settings, and no debug files.
  Object.assign(process.env, SUITE_SETTINGS);
  delete process.env.SERVE_DEBUG_FILES;
  delete process.env.TRUST_PROXY;
  const stopDatabaseServer = await setUpDatabaseServer();
  const own = await startOwnSite(port, { env: { ...SUITE_SETTINGS } }).catch(
    async (error: unknown) => {
      await stopDatabaseServer();
      throw error;
    },
  );
  const close = async () => {
    await own.close();
    await stopDatabaseServer();
  };
  const { siteUrl, apiUrl, remoteUrls, databaseUrl } = own.site;
  const remotes = await remoteOrigins(siteUrl, remoteUrls).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return {
    siteUrl,
    apiUrl,
    siteStaticUrl: `${siteUrl}/favicon.svg`,
    remotes,
    databaseUrl,
    storeDir: own.storeDir,
    releaseEnv: own.releaseEnv,
    close,
  };
}
