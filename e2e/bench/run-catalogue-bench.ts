import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startDatabaseProcess } from '@storefront/platform';
import { CHROMIUM_FLAGS, chromiumPath } from './bench-config';
import { startBenchSite } from './bench-site';
import { measureCatalogue } from './catalogue-bench';
import { cataloguePartsFromEnv } from './catalogue-parts';
import { catalogueTargets, FULL_PAGES_CATALOGUE, LARGE_CATALOGUE } from './catalogue-targets';
import { withNodeOptions } from './node-options';
import { snapshotOnSignal } from './settled-memory';

// Issue 52's catalogue targets alone (`pnpm bench:catalogue`), on two sites of their own (the
// seed catalogue, and 100,000 products) with the builds already in dist/: a quick look between
// full runs of the bench, which checks them too.
const log = (line: string) => console.log(`[bench:catalogue] ${line} (load average ${loadavg().map((value) => value.toFixed(2)).join(', ')})`);
const port = Number(process.env.CATALOGUE_BENCH_PORT ?? 12_800);
/** First-card loads of each page on each site: the ratio compares their medians. */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const parts = cataloguePartsFromEnv();

const storeDir = await mkdtemp(path.join(tmpdir(), 'bench-catalogue-'));
await chmod(storeDir, 0o755); // the embedded PostgreSQL's files sit here, and it runs as its own user under root
const snapshotDir = path.join(storeDir, 'heap-snapshots');
await mkdir(snapshotDir);
const database = await startDatabaseProcess({ dir: path.join(storeDir, 'postgres'), port: port + 90 });
const sites: Array<Awaited<ReturnType<typeof startBenchSite>>> = [];
const browser = parts.includes('pages')
  ? await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) })
  : undefined;
try {
  log('the seed catalogue\'s site…');
  const normal = await startBenchSite(database.adminUrl, storeDir, port);
  sites.push(normal);
  log(`the ${LARGE_CATALOGUE.toLocaleString('en')}-product site…`);
  const started = Date.now();
  const large = await withNodeOptions(snapshotOnSignal(snapshotDir), () => startBenchSite(database.adminUrl, storeDir, port + 100, { SEED_PRODUCTS: String(LARGE_CATALOGUE) }));
  sites.push(large);
  log(`serving after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const fullPages = await startBenchSite(database.adminUrl, storeDir, port + 200, { SEED_PRODUCTS: String(FULL_PAGES_CATALOGUE) });
  sites.push(fullPages);
  const largeApiPid = large.pid('api');
  if (!largeApiPid) throw new Error('The large site\'s API has no process id.');
  const { results, details } = await measureCatalogue({ normal, large, fullPages, largeApiPid, snapshotDir }, { parts, runs, browser, log });
  console.log(JSON.stringify({ results, details }, null, 2));
  const targets = catalogueTargets(results);
  console.table(targets.map((target) => ({ target: target.name, measured: target.measured, limit: target.limit, result: target.pass ? 'pass' : 'FAIL' })));
  log(targets.every((target) => target.pass) ? 'every target met' : `${targets.filter((target) => !target.pass).length} of ${targets.length} targets not met`);
  if (process.argv.includes('--strict') && targets.some((target) => !target.pass)) process.exitCode = 1;
} finally {
  await browser?.close();
  for (const site of sites) {
    await site.close();
    await site.dropDatabase();
  }
  await database.stop();
  await rm(storeDir, { recursive: true, force: true });
}
