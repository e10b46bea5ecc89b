import path from 'node:path';
import { EMBEDDED_DATABASE_ENTRY, originOf, PLATFORM_DIR, Supervisor, type ProcessSpec } from '@storefront/platform';
import { remoteNames, type RemoteName } from '@storefront/shared/federation';
import { siteConfigToEnv, type SiteConfig } from '../site-config';
import { apiCallers } from './cross-origin-callers';

/** The processes a site is made of; each can be stopped, started again or killed. */
export type ServerName = RemoteName | 'api' | 'site' | 'console' | 'release-worker' | 'database';

export interface RunningSite {
  /** Where this machine serves the site and the API. */
  siteUrl: string;
  apiUrl: string;
  /** The release console, on an origin of its own. */
  consoleUrl: string;
  /** Where browsers read each remote's releases (this machine's origins, or a bucket / CDN). */
  remoteUrls: Record<RemoteName, string>;
  /** The database the site's processes share (the embedded one unless DATABASE_URL was given). */
  databaseUrl: string;
  /** Stops one process, as an outage would; it stays down until `start`. */
  stop: (name: ServerName) => Promise<void>;
  /** Starts a stopped process again, and resolves once it serves. */
  start: (name: ServerName) => Promise<void>;
  /** The process's id, to kill it the hard way (the supervisor then starts it again). */
  pid: (name: ServerName) => number | undefined;
  close: () => Promise<void>;
}

export interface StartSiteOptions {
  /** Each line a process writes (JSON from its logger, or anything else it prints). */
  onLine?: (name: ServerName, line: string) => void;
  /** What the supervisor says (a crash, a restart). */
  onEvent?: (name: ServerName, message: string) => void;
  /**
   * Runs once every process serves, before startSite resolves (`pnpm start` publishes its builds
   * then: the gate reads them, and the deployed shell, over HTTP as browsers will).
   */
  whenServing?: (databaseUrl: string) => Promise<void>;
}

/** The site server's package: where its processes' entries are, and where tsx resolves from. */
const packageDir = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a site as its separate processes: the embedded database (without DATABASE_URL), the
 * API, one origin per remote, the release console, the release worker (the gate's runs) and the
 * site server, each restarted if it dies.
 */
export async function startSite(config: SiteConfig, options: StartSiteOptions = {}): Promise<RunningSite> {
  const supervisor = new Supervisor({
    onLine: (name, line) => options.onLine?.(name as ServerName, line),
    onEvent: (name, message) => options.onEvent?.(name as ServerName, message),
  });
  const siteUrl = originOf(config.sitePort);
  const apiUrl = originOf(config.apiPort);
  const remoteUrls = config.publicUrls.remotes;
  // With RELEASE_PUBLIC_URL a bucket or CDN serves the remotes' files; otherwise this machine does.
  const remoteProcesses = config.releasePublicUrl ? [] : remoteNames;
  const specs = new Map<ServerName, ProcessSpec>();
  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      const spec: ProcessSpec = {
        name: 'database',
        entry: EMBEDDED_DATABASE_ENTRY,
        cwd: PLATFORM_DIR,
        env: {
          ...process.env,
          EMBEDDED_DATABASE_DIR: path.join(config.dataDir, 'postgres'),
          EMBEDDED_DATABASE_PORT: String(config.embeddedDatabasePort),
        },
      };
      specs.set('database', spec);
      databaseUrl = String((await supervisor.start(spec)).url);
    }

    const env = { ...process.env, ...siteConfigToEnv({ ...config, databaseUrl }) };
    specs.set('api', {
      name: 'api',
      entry: path.join(config.root, 'api/src/main.ts'),
      cwd: path.join(config.root, 'api'),
      env: { ...env, API_HOST: config.host, SITE_ORIGINS: apiCallers(config).join(',') },
    });
    for (const name of remoteProcesses) {
      specs.set(name, { name, entry: path.join(packageDir, 'src/processes/remote-origin-process.ts'), args: [name], cwd: packageDir, env });
    }
    specs.set('console', { name: 'console', entry: path.join(config.root, 'console/src/server/main.ts'), cwd: path.join(config.root, 'console'), env });
    const releaseDir = path.join(config.root, 'release');
    specs.set('release-worker', { name: 'release-worker', entry: path.join(releaseDir, 'src/worker/worker-process.ts'), cwd: releaseDir, env });
    specs.set('site', { name: 'site', entry: path.join(packageDir, 'src/processes/site-server-process.ts'), cwd: packageDir, env });
    // The API and the remotes first: the site's first visitor may arrive as soon as it listens.
    await Promise.all(['api', 'console', 'release-worker', ...remoteProcesses].map((name) => supervisor.start(specs.get(name as ServerName)!)));
    await supervisor.start(specs.get('site')!);
    await options.whenServing?.(databaseUrl);

    return {
      siteUrl,
      apiUrl,
      consoleUrl: config.publicUrls.console,
      remoteUrls,
      databaseUrl,
      stop: (name) => supervisor.stop(name),
      start: async (name) => {
        const spec = specs.get(name);
        if (!spec) throw new Error(`${name} is not a process of this site`);
        await supervisor.start(spec);
      },
      pid: (name) => supervisor.pid(name),
      close: () => supervisor.stopAll(),
    };
  } catch (error) {
    await supervisor.stopAll();
    throw error;
  }
}
