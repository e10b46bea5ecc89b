import { performance } from 'node:perf_hooks';
import { keepAliveAgent, send } from '../hostile/http-client';
import { processCpuMs } from './process-cpu';
import { percentile, round } from './stats';

/** The load: a page view's reports (a load and its vitals per remote) at this rate, for this long. */
export const BEACON_RATE = 500;
export const BEACON_SECONDS = 12;
/** Reports before the measured ones, at the same rate: the first ones warm the JIT and the pool. */
const WARM_UP_REPORTS = BEACON_RATE * 2;
/**
 * Client networks the reports come from (loopback /24s, 127.0.200.2 upwards, one connection each),
 * so that none reaches the beacon's per-network limit (60 a minute by default) within the run:
 * the site is measured with its limits as deployed.
 */
const NETWORKS = 200;
const networkAddress = (index: number) => `127.${Math.floor(index / 256) + 200}.${index % 256}.2`;

export interface BeaconReports {
  rate: number;
  /** Reports measured, and the seconds it took to send them (the client keeps the rate if it is about reports / rate). */
  reports: number;
  seconds: number;
  /** Answers by status: every report should count (204). */
  answers: Record<number, number>;
  /** The site server process's CPU time per report over the run (its idle work included). */
  cpuMsPerReport: number;
  /** Its CPU time a second with no reports, read just before: what the figure above includes. */
  idleCpuMsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

interface PageView {
  cookie: string;
  reports: Array<Record<string, unknown>>;
}

/**
 * A page view as a served page gets it: the visitor cookie the site gives a new visitor, and a
 * report token for each remote's version; its reports are each version's load and its vitals.
 */
async function pageView(siteUrl: string): Promise<PageView> {
  const answer = await send(`${siteUrl}/registry.json`);
  const cookie = String(answer.headers['set-cookie']).split(';')[0]!;
  const registry = JSON.parse(answer.body) as { remotes: Record<string, { version: string; reportToken: string }> };
  const reports = Object.entries(registry.remotes).flatMap(([remote, { version, reportToken: token }]) => [
    { remote, version, token, outcome: 'load' },
    { remote, version, token, vitals: { TTFB: 180, LCP: 1200, CLS: 0.01, INP: 90 } },
  ]);
  return { cookie, reports };
}

/** Enough page views' reports for `count` reports, harvested before anything is measured. */
async function harvestReports(siteUrl: string, count: number) {
  const reports: Array<{ cookie: string; body: string }> = [];
  while (reports.length < count) {
    const views = await Promise.all(Array.from({ length: 8 }, () => pageView(siteUrl)));
    for (const view of views) reports.push(...view.reports.map((report) => ({ cookie: view.cookie, body: JSON.stringify(report) })));
  }
  return reports.slice(0, count);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends the reports at BEACON_RATE, each from the next network; resolves with each answer's status and time. */
async function sendAtRate(siteUrl: string, reports: Array<{ cookie: string; body: string }>) {
  const agents = Array.from({ length: NETWORKS }, () => keepAliveAgent());
  const answers: Array<Promise<{ status: number; ms: number }>> = [];
  const started = performance.now();
  for (const [index, report] of reports.entries()) {
    // Each report leaves at its time: a late timer sends the ones due at once, not fewer.
    const due = started + (index * 1000) / BEACON_RATE;
    if (due > performance.now()) await pause(due - performance.now());
    answers.push(
      send(`${siteUrl}/release-beacon`, {
        method: 'POST',
        from: networkAddress(index % NETWORKS),
        agent: agents[index % NETWORKS],
        headers: { origin: new URL(siteUrl).origin, 'content-type': 'application/json', cookie: report.cookie },
        body: report.body,
      }).then((answer) => ({ status: answer.status, ms: answer.ms }), () => ({ status: 0, ms: Number.NaN })),
    );
  }
  const sendingSeconds = (performance.now() - started) / 1000;
  const results = await Promise.all(answers);
  for (const agent of agents) agent.destroy();
  return { results, sendingSeconds };
}

/**
 * The release beacon's cost to the site server at BEACON_RATE reports a second for BEACON_SECONDS,
 * each report with a valid token of its own: the CPU time of the server's process (`pid`) per
 * report, which a shared, noisy machine changes far less than it changes times, and the times.
 */
export async function measureBeaconReports(siteUrl: string, pid: number): Promise<BeaconReports> {
  const count = BEACON_RATE * BEACON_SECONDS;
  const reports = await harvestReports(siteUrl, WARM_UP_REPORTS + count);
  await sendAtRate(siteUrl, reports.slice(0, WARM_UP_REPORTS));
  const idleFrom = await processCpuMs(pid);
  await pause(2000);
  const idleCpuMsPerSecond = ((await processCpuMs(pid)) - idleFrom) / 2;
  const cpuBefore = await processCpuMs(pid);
  const { results, sendingSeconds } = await sendAtRate(siteUrl, reports.slice(WARM_UP_REPORTS));
  const cpuMs = (await processCpuMs(pid)) - cpuBefore;
  const answers: Record<number, number> = {};
  for (const { status } of results) answers[status] = (answers[status] ?? 0) + 1;
  const times = results.map((result) => result.ms).filter(Number.isFinite);
  return {
    rate: BEACON_RATE,
    reports: count,
    seconds: round(sendingSeconds, 2),
    answers,
    cpuMsPerReport: round(cpuMs / count, 3),
    idleCpuMsPerSecond: round(idleCpuMsPerSecond, 1),
    p50Ms: round(percentile(times, 0.5), 1),
    p99Ms: round(percentile(times, 0.99), 1),
  };
}
