import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { judgeErrorAnswers, runErrorAnswers } from './error-answers';
import { judgeEscapeSequences, runEscapeSequences } from './escape-sequences';
import { judgeForgedBeacons, runForgedBeacons } from './forged-beacons';
import { judgePreviews, runForgedPreviews } from './forged-previews';
import { judgeForgedVitals, runForgedVitals } from './forged-vitals';
import { startHostileSite, SUITE_SETTINGS, type HostileSite } from './hostile-site';
import { judgeIdleConnections, runIdleConnections } from './idle-connections';
import { ATTACK_NICENESS, judgeLoginFlood, runLoginFlood } from './login-flood';
import { brokenRow, formatTable, toMarkdown, type Row } from './results-table';
import { judgeServedFiles, runServedFiles } from './served-files';
import { judgeSessions, runSessions } from './sessions';
import { judgeSupportFlood, runSupportFlood } from './support-flood';

// `pnpm test:hostile [--flood-seconds N] [--only name,name] [--write-results]`: attacks a site of
// its own on this machine (ports HOSTILE_PORT, default 8600, to +10) and prints what held.
const { values } = parseArgs({
  // `pnpm test:hostile -- --write-results` hands the script a bare `--` first.
  args: process.argv.slice(2).filter((argument) => argument !== '--'),
  options: {
    'write-results': { type: 'boolean', default: false },
    'flood-seconds': { type: 'string', default: '60' },
    only: { type: 'string' },
  },
});
const floodSeconds = Number(values['flood-seconds']);
if (!Number.isInteger(floodSeconds) || floodSeconds < 5 || floodSeconds > 120)
  throw new Error('--flood-seconds must be a whole number from 5 to 120.');
const port = Number(process.env.HOSTILE_PORT ?? 8600);

// In this order: the login flood locks its own networks out of the demo account; it comes last.
const scenarios: Array<{ name: string; run: (site: HostileSite) => Promise<Row[]> }> = [
  {
    name: 'served',
    run: async (site) => [
      ...judgeServedFiles(await runServedFiles(site)),
      ...judgeErrorAnswers(await runErrorAnswers(site)),
    ],
  },
  { name: 'sessions', run: async (site) => judgeSessions(await runSessions(site)) },
  { name: 'beacons', run: async (site) => judgeForgedBeacons(await runForgedBeacons(site)) },
  { name: 'vitals', run: async (site) => judgeForgedVitals(await runForgedVitals(site)) },
  { name: 'previews', run: async (site) => judgePreviews(await runForgedPreviews(site)) },
  { name: 'escapes', run: async (site) => judgeEscapeSequences(await runEscapeSequences(site)) },
  { name: 'support', run: async (site) => judgeSupportFlood(await runSupportFlood(site)) },
  {
    name: 'connections',
    run: async (site) => judgeIdleConnections(await runIdleConnections(site)),
  },
  { name: 'login', run: async (site) => judgeLoginFlood(await runLoginFlood(site, floodSeconds)) },
];
const only = values.only?.split(',').map((name) => name.trim());
const chosen = scenarios.filter((scenario) => !only || only.includes(scenario.name));
if (chosen.length === 0)
  throw new Error(`--only names none of: ${scenarios.map((scenario) => scenario.name).join(', ')}`);

const started = performance.now();
const log = (line: string) => console.log(`[hostile] ${line}`);
log(`starting a site on ports ${port}–${port + 10} with a fresh database and release store…`);
const site = await startHostileSite(port);
const rows: Row[] = [];
try {
  for (const scenario of chosen) {
    log(`${scenario.name}…`);
    rows.push(
      ...(await scenario.run(site).catch((error: unknown) => [brokenRow(scenario.name, error)])),
    );
  }
} finally {
  await site.close();
}

const about = [
  `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, ${process.platform}; ${new Date().toISOString()}; ${Math.round((performance.now() - started) / 1000)} s in all.`,
  `Site settings for this run: ${Object.entries(SUITE_SETTINGS)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ')}; everything else at its default.`,
  `Login flood: ${floodSeconds} s, its requests made by a process at nice ${ATTACK_NICENESS}; static files measured by a process of their own.`,
];
console.log(`\n${formatTable(rows)}\n\n${about.join('\n')}`);
if (values['write-results']) {
  const file = path.join(import.meta.dirname, 'latest-results.md');
  writeFileSync(file, toMarkdown(rows, about));
  log(`written to ${file}`);
}
const failing = rows.filter((row) => !row.pass).length;
log(failing === 0 ? `all ${rows.length} checks pass` : `${failing} of ${rows.length} checks fail`);
if (failing > 0) process.exitCode = 1;
