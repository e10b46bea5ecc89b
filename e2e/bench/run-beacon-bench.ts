import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startDatabaseProcess } from '@storefront/platform';
import { CHROMIUM_FLAGS, chromiumPath, ROUTES } from './bench-config';
import { BEACON_RATE, BEACON_SECONDS, measureBeaconReports } from './beacon-reports';
import { beaconTargets } from './beacon-targets';
import { measureBeaconWeight, type BeaconWeight } from './beacon-weight';
import { startBenchSite } from './bench-site';
import { measureColdLoad } from './page-load';

// The release beacon's two targets alone (`pnpm bench:beacon`), on a site of their own, with the
// builds already in dist/: a quick look between full runs of the bench, which checks them too.
const log = (line: string) => console.log(`[bench:beacon] ${line}`);
const port = Number(process.env.BEACON_BENCH_PORT ?? 12_700);
/** Cold loads of each page: the beacon's weight is their median. */
const LOADS = 3;
const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');

const storeDir = await mkdtemp(path.join(tmpdir(), 'bench-beacon-'));
await chmod(storeDir, 0o755); // the embedded PostgreSQL's files sit here, and it runs as its own user under root
const external = process.env.TEST_DATABASE_URL?.trim();
const database = external ? undefined : await startDatabaseProcess({ dir: path.join(storeDir, 'postgres'), port: port + 90 });
const site = await startBenchSite(external ?? database!.adminUrl, storeDir, port);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
try {
  const weights: Record<string, BeaconWeight> = {};
  for (const route of ROUTES) {
    const loads = [];
    for (let run = 0; run < LOADS; run += 1) loads.push(await measureColdLoad(browser, `${site.siteUrl}${route.path}`, false));
    weights[route.name] = await measureBeaconWeight(loads);
    log(`${route.name}: ${JSON.stringify(weights[route.name])} (load average ${load()})`);
  }
  const pid = site.pid('site');
  if (!pid) throw new Error('The site server has no process id.');
  log(`${BEACON_RATE} reports/s for ${BEACON_SECONDS} s…`);
  const reports = await measureBeaconReports(site.siteUrl, pid);
  log(`${JSON.stringify(reports)} (load average ${load()})`);
  const targets = beaconTargets(weights, reports);
  console.table(targets.map((target) => ({ target: target.name, measured: target.measured, limit: target.limit, result: target.pass ? 'pass' : 'FAIL' })));
  if (process.argv.includes('--strict') && targets.some((target) => !target.pass)) process.exitCode = 1;
} finally {
  await browser.close();
  await site.close();
  await site.dropDatabase();
  await database?.stop();
  await rm(storeDir, { recursive: true, force: true });
}
