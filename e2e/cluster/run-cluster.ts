import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { formatTable, brokenRow, type Row } from '../hostile/results-table';
import {
  cacheServesRemoteFiles,
  databaseOutage,
  killOneSiteServer,
  promoteReachesEveryInstance,
  rollingRestart,
} from './cluster-scenarios';
import { startCluster, type Cluster } from './cluster-topology';

// `pnpm test:cluster`: the production topology on this machine (two site servers and two APIs
// behind HAProxy, the release store behind nginx, one PostgreSQL server) under page load, while
// its parts are killed, restarted and stopped. Ports CLUSTER_PORT (default 9100) to +40.
const load = {
  connections: Number(process.env.CLUSTER_CONNECTIONS ?? 30),
  seconds: Number(process.env.CLUSTER_SECONDS ?? 30),
};
const log = (line: string) => console.log(`[cluster] ${line}`);

const scenarios: Array<[string, (cluster: Cluster) => Promise<Row>]> = [
  ['cache', cacheServesRemoteFiles],
  ['promote', promoteReachesEveryInstance],
  ['kill', (cluster) => killOneSiteServer(cluster, load)],
  ['rolling', (cluster) => rollingRestart(cluster, load)],
  ['database', (cluster) => databaseOutage(cluster, load)],
];

const started = performance.now();
log('starting the cluster…');
const cluster = await startCluster(log);
const rows: Row[] = [];
try {
  for (const [name, run] of scenarios) {
    log(`${name}…`);
    rows.push(await run(cluster).catch((error: unknown) => brokenRow(name, error)));
  }
} finally {
  await cluster.close();
}
console.log(`\n${formatTable(rows)}\n`);
log(
  `${availableParallelism()} cores, ${Math.round((performance.now() - started) / 1000)} s in all`,
);
const failing = rows.filter((row) => !row.pass).length;
log(failing === 0 ? `all ${rows.length} checks pass` : `${failing} of ${rows.length} checks fail`);
if (failing > 0) process.exitCode = 1;
