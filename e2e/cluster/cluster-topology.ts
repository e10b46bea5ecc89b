import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  remotePortVariable,
  startDatabaseProcess,
  Supervisor,
  type DatabaseProcess,
  type ProcessSpec,
} from '@storefront/platform';
import { openReleaseContext, publishCurrentBuilds } from '@storefront/release';
import { remoteNames } from '@storefront/shared/federation';
import { startLocalS3 } from '@storefront/release/testing';
import { clusterPorts, type ClusterPorts } from './cluster-ports';
import { runProgram, type OutsideProgram } from './outside-programs';
import { haproxyConfig, nginxCacheConfig } from './proxy-configs';

const root = path.resolve(import.meta.dirname, '../..');
const siteEntry = path.join(root, 'site-server/src/processes/site-server-process.ts');
const apiEntry = path.join(root, 'api/src/main.ts');
const BUCKET = 'releases';
const PREFIX = 'cluster';

/** Resolves once `url` answers 200 (the balancer has counted its servers up), or throws after 15 s. */
async function untilAnswers(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer 200 within 15 s`);
}

export interface Instance {
  /** The supervisor's name for it: site-1, api-2 … */
  name: string;
  kind: 'site' | 'api';
  port: number;
}

export interface Cluster {
  ports: ClusterPorts;
  /** The load balancer's front doors, where visitors and the API's callers arrive. */
  siteUrl: string;
  apiUrl: string;
  /** Where browsers read remote files: the caching proxy in front of the store. */
  cacheUrl: string;
  instances: Instance[];
  pid: (name: string) => number | undefined;
  /** The PostgreSQL server every instance shares: stopped and started as an outage would. */
  stopDatabase: () => Promise<void>;
  startDatabase: () => Promise<void>;
  /** Environment for release commands on this cluster. */
  releaseEnv: NodeJS.ProcessEnv;
  close: () => Promise<void>;
}

/**
 * The production topology as processes on this machine: a PostgreSQL server, an S3-compatible
 * store behind nginx as its CDN, two site servers and two APIs behind HAProxy. The supervisor
 * starts an instance again when it exits, as an orchestrator would.
 */
export async function startCluster(log: (line: string) => void): Promise<Cluster> {
  const ports = clusterPorts();
  const dir = await mkdtemp(path.join(tmpdir(), 'cluster-'));
  // PostgreSQL and nginx's workers run as users of their own when the suite runs as root.
  await chmod(dir, 0o777);
  const closers: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer().catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const databaseDir = path.join(dir, 'postgres');
    let database: DatabaseProcess | undefined = await startDatabaseProcess({
      dir: databaseDir,
      port: ports.database,
    });
    const databaseUrl = database.url;
    closers.push(async () => database?.stop());

    const store = await startLocalS3(BUCKET, ports.store);
    closers.push(store.close);
    const cacheDir = path.join(dir, 'nginx');
    await mkdir(cacheDir, { mode: 0o777 });
    await writeFile(path.join(cacheDir, 'nginx.conf'), nginxCacheConfig(cacheDir, ports));
    const cache = await runProgram('nginx', [
      '-e',
      path.join(cacheDir, 'error.log'),
      '-c',
      path.join(cacheDir, 'nginx.conf'),
    ]);
    closers.push(cache.stop);

    const siteUrl = `http://127.0.0.1:${ports.siteFront}`;
    const apiUrl = `http://127.0.0.1:${ports.apiFront}`;
    const cacheUrl = `http://127.0.0.1:${ports.cache}/${BUCKET}/${PREFIX}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...store.releaseEnv(PREFIX),
      RELEASE_PUBLIC_URL: cacheUrl,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SITE_PUBLIC_URL: siteUrl,
      API_PUBLIC_URL: apiUrl,
      API_PORT: String(ports.apiFront),
      CONSOLE_PORT: String(ports.console),
      // No remote origin runs (the CDN serves the remotes): their ports only must not clash.
      ...Object.fromEntries(
        remoteNames.map((name, index) => [
          remotePortVariable(name),
          String(ports.unusedRemotes + index),
        ]),
      ),
      SITE_ORIGINS: siteUrl,
      // The load comes from one address, faster than any visitor.
      BEACON_REPORTS_PER_MINUTE: '100000',
    };

    const supervisor = new Supervisor({
      onLine: () => undefined,
      onEvent: (name, message) => log(`${name} ${message}`),
      healthyAfterMs: 5_000,
    });
    closers.push(() => supervisor.stopAll());
    const instances: Instance[] = [
      ...ports.apis.map((port, index) => ({
        name: `api-${index + 1}`,
        kind: 'api' as const,
        port,
      })),
      ...ports.sites.map((port, index) => ({
        name: `site-${index + 1}`,
        kind: 'site' as const,
        port,
      })),
    ];
    const spec = (instance: Instance): ProcessSpec =>
      instance.kind === 'api'
        ? {
            name: instance.name,
            entry: apiEntry,
            cwd: path.dirname(path.dirname(apiEntry)),
            env: { ...env, API_PORT: String(instance.port), API_HOST: '127.0.0.1' },
          }
        : {
            name: instance.name,
            entry: siteEntry,
            cwd: path.join(root, 'site-server'),
            env: { ...env, PORT: String(instance.port) },
          };
    // One API first: it migrates and seeds the database the others then find ready.
    await supervisor.start(spec(instances[0]!));
    await Promise.all(instances.slice(1).map((instance) => supervisor.start(spec(instance))));

    const balancerFile = path.join(dir, 'haproxy.cfg');
    await writeFile(balancerFile, haproxyConfig(ports));
    const balancer: OutsideProgram = await runProgram('haproxy', ['-db', '-f', balancerFile]);
    closers.push(balancer.stop);
    await Promise.all([siteUrl, apiUrl].map((front) => untilAnswers(`${front}/health`)));

    const release = await openReleaseContext(env);
    try {
      await publishCurrentBuilds(release, log);
    } finally {
      await release.close();
    }

    return {
      ports,
      siteUrl,
      apiUrl,
      cacheUrl,
      instances,
      pid: (name) => supervisor.pid(name),
      stopDatabase: async () => {
        await database?.stop();
        database = undefined;
      },
      startDatabase: async () => {
        database = await startDatabaseProcess({ dir: databaseDir, port: ports.database });
      },
      releaseEnv: env,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
