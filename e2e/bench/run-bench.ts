import { execFileSync } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startDatabaseProcess } from '@storefront/platform';
import { siteConfigFromEnv } from '@storefront/site-server';
import { ALL_ROUTES, CHROMIUM_FLAGS, chromiumPath, JOURNEY_ROUNDS, PORTS, PROFILE_TEXT, ROUTES, RUNS, VARIANT_PORTS_FROM } from './bench-config';
import { measureBuilds, staleBuilds } from './build-times';
import { measureCatalogue } from './catalogue-bench';
import { cataloguePartsFromEnv } from './catalogue-parts';
import { catalogueTargets, FULL_PAGES_CATALOGUE, LARGE_CATALOGUE } from './catalogue-targets';
import { BEACON_RATE, BEACON_SECONDS, measureBeaconReports } from './beacon-reports';
import { beaconTargets } from './beacon-targets';
import { measureBeaconWeight, type BeaconWeight } from './beacon-weight';
import { startBenchSite as startSiteOnBench } from './bench-site';
import { FLOOD_SITE_ENV, measureFlood } from './flood';
import { startMonolithSite } from './monolith-site';
import { libraryCopies } from './duplicates';
import { runLighthouse, type LighthouseResult } from './lighthouse-run';
import { measureColdLoad, type ColdLoad } from './page-load';
import { withNodeOptions } from './node-options';
import { pageLoadTargets } from './page-targets';
import { printTable, writeReport, type Row, type Target } from './report';
import { measurePromotes } from './promotes';
import { measureJourneys } from './route-change';
import { measureServerRenders, RENDERS_WITHIN_MEMORY_READINGS } from './server-renders';
import { snapshotOnSignal } from './settled-memory';
import { timeCategorySwitch } from './scale';
import { kb, median, rotate, round } from './stats';
import { buildVariant, mediansOfRuns, variantResults, variantRuns, variantsFromEnv } from './variants';

const root = path.resolve(import.meta.dirname, '../..');
const log = (line: string) => console.log(`[bench] ${line}`);

/** The commit measured, as the report names it: `abc1234`, or `abc1234 with uncommitted changes`. */
function measuredCommit(): string | undefined {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const commit = git('rev-parse', '--short', 'HEAD');
    // The performance document is rewritten by every run: its own change does not count.
    return git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/performance.md') ? `${commit} with uncommitted changes` : commit;
  } catch {
    return undefined;
  }
}
const commit = measuredCommit();

// BENCH_SKIP_BUILD=1 measures the builds already in dist/ (for a quick look; build times then read 0).
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
log(skipBuild ? 'using the existing builds' : 'building (cold) the federated apps, one remote, and the monolith…');
for (const { build, newerSource } of skipBuild ? staleBuilds(root) : []) {
  log(`WARNING: ${build} is older than ${newerSource}: if that file changed, build again (pnpm build, pnpm build:monolith) before measuring`);
}
const builds = skipBuild ? { allColdMs: 0, oneRemoteMs: 0, monolithMs: 0 } : measureBuilds(root);
// BENCH_VARIANTS: the federated site again with its shell built without a start-up mechanism,
// one site per variant, measured in the same runs (the first BENCH_VARIANT_RUNS of them).
const variants = variantsFromEnv();
const VARIANT_RUNS = variantRuns(RUNS);
for (const variant of variants) {
  const built = buildVariant(root, variant, skipBuild);
  log(`${built ? 'built' : 'using the existing build of'} the shell without ${variant.name} (${variant.dist})`);
}

const storeDir = await mkdtemp(path.join(tmpdir(), 'bench-releases-'));
await chmod(storeDir, 0o755); // the embedded PostgreSQL's files sit here, and it runs as its own user under root
const server = await startDatabaseProcess({ dir: path.join(storeDir, 'postgres'), port: PORTS.database });
const startBenchSite = (port: number, extra: NodeJS.ProcessEnv = {}) => startSiteOnBench(server.adminUrl, storeDir, port, extra);
// The API processes read their limits from the environment the site passes on.
Object.assign(process.env, FLOOD_SITE_ENV);
const floodLimits = Object.entries(FLOOD_SITE_ENV).map(([name, value]) => `${name}=${value}`).join(', ');
log(`the sites run with raised support-request limits for the flood (${floodLimits})`);
// The federated site's processes write a heap snapshot when asked: its memory is read settled.
const snapshotDir = path.join(storeDir, 'heap-snapshots');
await mkdir(snapshotDir);
const federated = await withNodeOptions(snapshotOnSignal(snapshotDir), () => startBenchSite(PORTS.federated));
// The same federated site as browsers got it before server rendering: the shell's empty page.
const clientRendered = await startBenchSite(PORTS.clientRendered, { SERVER_RENDERING: 'off' });
// The monolith reads the same catalogue: a second API instance on the federated site's database.
const monolith = await startMonolithSite({ ...siteConfigFromEnv({ PORT: String(PORTS.monolith), SERVE_DEBUG_FILES: '1' }), databaseUrl: federated.databaseUrl });
// The large catalogue's API memory is read settled too.
const scale = await withNodeOptions(snapshotOnSignal(snapshotDir), () => startBenchSite(PORTS.scale, { SEED_PRODUCTS: String(LARGE_CATALOGUE) }));
// Listing pages as full as the large catalogue's, for the first cards' comparison apart from what a page shows.
const fullPages = await startBenchSite(PORTS.fullPages, { SEED_PRODUCTS: String(FULL_PAGES_CATALOGUE) });
// Each variant's site publishes the same remotes' builds into the same store (already there).
const variantSites: Array<Awaited<ReturnType<typeof startBenchSite>>> = [];
for (const [index, variant] of variants.entries()) {
  variantSites.push(await startBenchSite(VARIANT_PORTS_FROM + 100 * index, { SHELL_DIST: variant.dist }));
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')) });

type Site = 'federated' | 'clientRendered' | 'monolith';
const sites: Record<Site, string> = { federated: federated.siteUrl, clientRendered: clientRendered.siteUrl, monolith: monolith.siteUrl };
const variantUrls = Object.fromEntries(variants.map((variant, index) => [variant.site, variantSites[index]!.siteUrl]));
const DETAIL = ALL_ROUTES.find((route) => route.name === 'detail')!;
// The comparison means something only if the pages differ as they should.
await expectRendered(`${federated.siteUrl}${DETAIL.path}`, true);
await expectRendered(`${monolith.siteUrl}${DETAIL.path}`, true);
await expectRendered(`${clientRendered.siteUrl}${DETAIL.path}`, false);
for (const url of Object.values(variantUrls)) await expectRendered(`${url}${DETAIL.path}`, true);

async function expectRendered(url: string, rendered: boolean) {
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  if (html.includes('<div id="root"></div>') === rendered) throw new Error(`${url} is ${rendered ? 'not ' : ''}rendered on the server.`);
}
const loads: Record<string, ColdLoad[]> = {};
const lighthouse: Record<string, LighthouseResult[]> = {};

try {
  for (let run = 0; run < RUNS; run += 1) {
    // Each run starts with a different site, so that none is always measured first after a route's
    // change of pages (the machine's load drifts over a bench).
    const urls: Record<string, string> = run < VARIANT_RUNS ? { ...sites, ...variantUrls } : sites;
    const order = rotate(Object.keys(urls), run);
    for (const route of ROUTES) {
      for (const site of order) {
        log(`run ${run + 1}/${RUNS} ${site} ${route.path}`);
        (loads[`${site} ${route.name}`] ??= []).push(await measureColdLoad(browser, `${urls[site]}${route.path}`, run === 0 && site in sites));
        (lighthouse[`${site} ${route.name}`] ??= []).push(await runLighthouse(`${urls[site]}${route.path}`));
      }
    }
  }
  log(`warm route changes (${JOURNEY_ROUNDS} journeys a site) and duplicate downloads…`);
  const journeys = await measureJourneys(browser, sites, JOURNEY_ROUNDS);
  log(`${LARGE_CATALOGUE.toLocaleString('en')}-product catalogue: listing pages, search API, sitemap…`);
  const scaleApiPid = scale.pid('api');
  if (!scaleApiPid) throw new Error('The large catalogue\'s API has no process id.');
  const catalogue = await measureCatalogue(
    { normal: federated, large: scale, fullPages, largeApiPid: scaleApiPid, snapshotDir },
    { parts: cataloguePartsFromEnv(), runs: RUNS, browser, log },
  );
  const switchMs: number[] = [];
  for (let run = 0; run < RUNS; run += 1) switchMs.push(await timeCategorySwitch(browser, `${scale.siteUrl}/products`));

  log('server renders of the detail page: 10,000 by 20 clients…');
  const sitePid = federated.pid('site');
  if (!sitePid) throw new Error('The federated site server has no process id.');
  const serverRenders = await measureServerRenders(`${federated.siteUrl}${DETAIL.path}`, sitePid, snapshotDir);
  log('50 promotes of the detail page\'s remote, each rendered…');
  const promotes = await measurePromotes(federated.siteUrl, DETAIL.path, { pid: sitePid, snapshotDir }, federated.releaseEnv, root);

  log(`support-request flood against static files (one address, limits raised: ${floodLimits})…`);
  const registry = (await (await fetch(`${federated.siteUrl}/registry.json`)).json()) as { remotes: Record<string, { manifest: string }> };
  const firstRemote = Object.values(registry.remotes)[0]!;
  const flood = await measureFlood(new URL('remoteEntry.js', firstRemote.manifest).href, federated.apiUrl);
  log(`the release beacon: ${BEACON_RATE} reports/s for ${BEACON_SECONDS} s, each with a token of its own…`);
  const beaconReports = await measureBeaconReports(federated.siteUrl, sitePid);
  const beaconWeights: Record<string, BeaconWeight> = {};
  for (const route of ROUTES) beaconWeights[route.name] = await measureBeaconWeight(loads[`federated ${route.name}`]!);

  const m = (site: string, route: string, pick: (load: ColdLoad) => number) => median(loads[`${site} ${route}`]!.map(pick));
  const l = (site: string, route: string, pick: (result: LighthouseResult) => number) => median(lighthouse[`${site} ${route}`]!.map(pick));
  const rows: Row[] = [];
  for (const route of ROUTES) {
    const pair = (metric: string, unit: string, value: (site: Site) => number) =>
      rows.push({ metric: `${route.name}: ${metric}`, unit, federated: value('federated'), clientRendered: value('clientRendered'), monolith: value('monolith') });
    pair('first-load JS', 'KB', (site) => kb(m(site, route.name, (load) => load.jsBytes)));
    pair('JS prefetched after content, while idle', 'KB', (site) => kb(m(site, route.name, (load) => load.prefetchedJsBytes)));
    pair('requests', 'count', (site) => m(site, route.name, (load) => load.requests));
    pair('critical chain before LCP', 'round trips', (site) => m(site, route.name, (load) => load.criticalChainDepth));
    pair('LCP (Fast 4G)', 'ms', (site) => round(m(site, route.name, (load) => load.lcpMs)));
    pair('CLS', '', (site) => round(m(site, route.name, (load) => load.cls), 3));
    pair('Lighthouse performance', 'score', (site) => l(site, route.name, (result) => result.score));
    pair('Lighthouse LCP', 'ms', (site) => round(l(site, route.name, (result) => result.lcpMs)));
    pair('Lighthouse TBT', 'ms', (site) => round(l(site, route.name, (result) => result.tbtMs)));
    pair('Lighthouse TTI', 'ms', (site) => round(l(site, route.name, (result) => result.ttiMs)));
    pair('Lighthouse CLS', '', (site) => round(l(site, route.name, (result) => result.cls), 3));
  }
  for (const step of Object.keys(journeys.federated.steps)) {
    rows.push({
      metric: `warm ${step}`,
      unit: 'ms',
      federated: round(journeys.federated.steps[step]!),
      clientRendered: round(journeys.clientRendered.steps[step]!),
      monolith: round(journeys.monolith.steps[step]!),
    });
  }
  rows.push({ metric: 'cold build, everything', unit: 's', federated: round(builds.allColdMs / 1000, 1), monolith: round(builds.monolithMs / 1000, 1) });
  rows.push({ metric: 'build of one remote (catalog)', unit: 's', federated: round(builds.oneRemoteMs / 1000, 1) });

  const copies = libraryCopies(journeys.federated.scripts);
  const worstStep = Math.max(...Object.values(journeys.federated.steps));
  const routeNames = ROUTES.map((route) => route.name);
  const pageTargets = pageLoadTargets({ routes: routeNames, load: m, lighthouse: l }, 'federated');
  const targets: Target[] = [
    ...pageTargets.firstLoad,
    ...Object.entries(copies).map(([library, count]) => ({ name: `${library} downloaded`, measured: `${count}×`, limit: 'exactly once', pass: count === 1 })),
    ...pageTargets.lighthouse,
    ...pageTargets.cls,
    { name: 'warm route change between remotes, worst step', measured: `${round(worstStep)} ms`, limit: '≤ 150 ms', pass: worstStep <= 150 },
    ...catalogueTargets(catalogue.results),
    { name: `category switch, ${LARGE_CATALOGUE.toLocaleString('en')} products`, measured: `${round(median(switchMs))} ms`, limit: '≤ 200 ms', pass: median(switchMs) <= 200 },
    { name: 'server-rendered detail page, 20 clients: p99', measured: `${serverRenders.p99Ms} ms`, limit: '≤ 100 ms', pass: serverRenders.p99Ms <= 100 },
    {
      name: 'server-rendered detail page, 20 clients: pages per second',
      measured: `${round(serverRenders.pagesPerSecond)} (${serverRenders.failed} failed)`,
      limit: '≥ 100, none failed',
      pass: serverRenders.pagesPerSecond >= 100 && serverRenders.failed === 0,
    },
    { name: `site server memory growth over ${RENDERS_WITHIN_MEMORY_READINGS.toLocaleString('en')} renders`, measured: `${round(serverRenders.memoryGrowthMb, 1)} MB`, limit: '≤ 50 MB', pass: serverRenders.memoryGrowthMb <= 50 },
    { name: 'site server memory growth over 50 promotes', measured: `${round(promotes.memoryGrowthMb, 1)} MB`, limit: '≤ 50 MB', pass: promotes.memoryGrowthMb <= 50 },
    {
      name: 'a promote in the next server render, worst of 50',
      measured: `${promotes.visibleWorstMs} ms (median ${promotes.visibleMedianMs} ms)`,
      limit: '≤ 1000 ms',
      pass: promotes.visibleWorstMs <= 1000,
    },
    {
      name: 'static file p99, during a support-request flood (per-address limits raised) / idle',
      measured: `${round(flood.floodP99Ms / flood.idleP99Ms, 2)} (${flood.floodP99Ms} / ${flood.idleP99Ms} ms)`,
      limit: '≤ 2',
      pass: flood.floodP99Ms <= 2 * flood.idleP99Ms,
    },
    ...beaconTargets(beaconWeights, beaconReports),
  ];

  // Home's loads, or the first page's in a run of some pages only (BENCH_ROUTES).
  const firstPage = routeNames.includes('home') ? 'home' : routeNames[0]!;
  const homeLoad = loads[`federated ${firstPage}`]![0]!;
  const report = {
    date: new Date().toISOString(),
    commit,
    profile: PROFILE_TEXT,
    runs: RUNS,
    rows,
    targets,
    lighthouseRuns: lighthouse,
    details: {
      federatedHomeJsByOrigin: Object.fromEntries(Object.entries(homeLoad.jsByOrigin).map(([origin, bytes]) => [origin, kb(bytes)])),
      federatedHomeJsByPackage: Object.fromEntries(
        Object.entries(homeLoad.jsByPackage).sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, kb(bytes)]),
      ),
      monolithHomeJsByPackage: Object.fromEntries(
        Object.entries(loads[`monolith ${firstPage}`]![0]!.jsByPackage).sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, kb(bytes)]),
      ),
      federatedHomeCriticalChain: homeLoad.criticalChain,
      libraryCopies: copies,
      catalogue: { ...catalogue.results, ...catalogue.details, loadAverage: loadavg() },
      supportRequestFlood: flood,
      serverRenders,
      promotes,
      beaconWeights,
      beaconReports,
    },
    ...(variants.length > 0 && { variants: variantResults(variants, mediansOfRuns(routeNames, loads, lighthouse, VARIANT_RUNS), VARIANT_RUNS) }),
  };
  printTable(report);
  console.log('JS by package (federated home, KB):', report.details.federatedHomeJsByPackage);
  console.log('Critical chain (federated home):', homeLoad.criticalChain.join(' → '));
  // A run of some pages only leaves the document's latest results as they are.
  log(`written to ${writeReport(root, report, ROUTES.length === ALL_ROUTES.length)}`);
  const failing = targets.filter((target) => !target.pass).length;
  log(failing === 0 ? 'every target met' : `${failing} of ${targets.length} targets not met`);
  // `--strict` makes unmet targets fail the command (for a pipeline that gates on them).
  if (process.argv.includes('--strict') && failing > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await Promise.allSettled([federated.close(), clientRendered.close(), monolith.close(), scale.close(), fullPages.close(), ...variantSites.map((site) => site.close())]);
  await server.stop();
  await rm(storeDir, { recursive: true, force: true });
}
