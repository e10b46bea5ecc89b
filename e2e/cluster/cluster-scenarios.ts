import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { remoteDeclaration, remoteNames, remoteEntryFile } from '@storefront/shared/federation';
import { releaseCli, publishVariant, liveVersionOf } from '../support/release-cli';
import type { Row } from '../hostile/results-table';
import type { Cluster, Instance } from './cluster-topology';
import { describeFailures, underLoad, type LoadOptions } from './page-load';

/** Pages a visitor reads, each served by the site server with data from the API. */
const PAGES = ['/', '/products', '/products/details/1', '/about-us', '/contact', '/cart'];
const SCENARIO = 'cluster';

const instanceUrl = (instance: Instance) => `http://127.0.0.1:${instance.port}`;

async function answers(url: string, status = 200): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).status === status;
  } catch {
    return false;
  }
}

/** Waits until an instance killed or stopped is back (a new process) and ready, as the balancer sees it. */
async function waitBack(
  cluster: Cluster,
  instance: Instance,
  oldPid: number | undefined,
  limitMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (Date.now() < deadline) {
    const pid = cluster.pid(instance.name);
    if (pid && pid !== oldPid && (await answers(`${instanceUrl(instance)}/ready`))) {
      // HAProxy takes an instance back after two good checks, a second apart.
      await sleep(2_500);
      return;
    }
    await sleep(200);
  }
  throw new Error(`${instance.name} was not back within ${limitMs / 1000} s`);
}

const loadRow = (check: string, result: Awaited<ReturnType<typeof underLoad>>): Row => ({
  scenario: SCENARIO,
  check,
  figure: describeFailures(result),
  target: '0 page requests failed',
  pass: result.failed === 0 && result.requests > 0,
});

export async function killOneSiteServer(cluster: Cluster, load: LoadOptions): Promise<Row> {
  const victim = cluster.instances.find((instance) => instance.kind === 'site')!;
  const result = await underLoad(cluster.siteUrl, PAGES, load, async () => {
    await sleep(load.seconds * 250);
    const pid = cluster.pid(victim.name);
    process.kill(pid!, 'SIGKILL');
    await waitBack(cluster, victim, pid);
  });
  return loadRow(
    `SIGKILL of ${victim.name} under ${load.connections} connections for ${load.seconds} s`,
    result,
  );
}

export async function rollingRestart(cluster: Cluster, load: LoadOptions): Promise<Row> {
  const result = await underLoad(cluster.siteUrl, PAGES, load, async () => {
    await sleep(2_000);
    for (const instance of cluster.instances) {
      const pid = cluster.pid(instance.name);
      process.kill(pid!, 'SIGTERM');
      await waitBack(cluster, instance, pid);
    }
  });
  return loadRow(
    `rolling SIGTERM restart of ${cluster.instances.map((instance) => instance.name).join(', ')}`,
    result,
  );
}

export async function databaseOutage(
  cluster: Cluster,
  load: LoadOptions,
  outageSeconds = 20,
): Promise<Row> {
  const result = await underLoad(
    cluster.siteUrl,
    PAGES,
    { ...load, seconds: Math.max(load.seconds, outageSeconds + 10) },
    async () => {
      await sleep(3_000);
      await cluster.stopDatabase();
      await sleep(outageSeconds * 1000);
      await cluster.startDatabase();
    },
  );
  return loadRow(`PostgreSQL stopped for ${outageSeconds} s`, result);
}

/** A new version of one remote, promoted with the CLI: how long until every site server serves it. */
export async function promoteReachesEveryInstance(cluster: Cluster): Promise<Row> {
  const release = releaseCli(cluster.releaseEnv);
  const folder = remoteDeclaration(remoteNames[0]!).folder;
  const version = await publishVariant(
    release,
    folder,
    (dist) => appendFile(path.join(dist, remoteEntryFile), '\n// another build\n'),
    '--skip-smoke',
  );
  await release('promote', folder, version, '--skip-smoke', '--reason', 'cluster suite');
  const promotedAt = Date.now();
  const sites = cluster.instances.filter((instance) => instance.kind === 'site');
  const reachedAfter = await Promise.all(
    sites.map(async (site) => {
      while (Date.now() - promotedAt < 10_000) {
        const registry = await fetch(`${instanceUrl(site)}/registry.json`)
          .then((answer) => answer.text())
          .catch(() => '');
        if (registry.includes(`/${version}/`)) return Date.now() - promotedAt;
        await sleep(20);
      }
      return Infinity;
    }),
  );
  const slowest = Math.max(...reachedAfter);
  const live = await liveVersionOf(release, folder);
  return {
    scenario: SCENARIO,
    check: `promote of ${folder} ${version} reaches ${sites.length} site servers`,
    figure: `${Number.isFinite(slowest) ? `${slowest} ms` : 'not within 10 s'} after the command returned; live: ${live}`,
    target: '≤ 1000 ms',
    pass: slowest <= 1_000 && live === version,
  };
}

/** Every live remote file fetched twice through the CDN: the second time none reaches the store. */
export async function cacheServesRemoteFiles(cluster: Cluster): Promise<Row> {
  const registry = (await (await fetch(`${cluster.siteUrl}/registry.json`)).json()) as {
    remotes: Record<string, { manifest: string }>;
  };
  const files = Object.values(registry.remotes).flatMap(({ manifest }) => [
    manifest,
    new URL(remoteEntryFile, manifest).href,
  ]);
  const statuses = async () =>
    Promise.all(
      files.map(async (file) => (await fetch(file)).headers.get('x-cache-status') ?? 'none'),
    );
  await statuses();
  const second = await statuses();
  const hits = second.filter((status) => status === 'HIT').length;
  return {
    scenario: SCENARIO,
    check: `${files.length} remote files (manifests and entries) read twice through the caching proxy`,
    figure: `second read: ${hits} of ${files.length} from the cache`,
    target: 'all from the cache',
    pass: files.length > 0 && hits === files.length,
  };
}
