import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { publishVariant, releaseCli } from '../support/release-cli';
import { answersOf, harvest as harvestEntry, reporter, tally } from './harvested-tokens';
import { isMessageJson, send } from './http-client';
import type { HostileSite } from './hostile-site';
import type { Row } from './results-table';

// What it takes to steer the release decisions with curl: every forgery below is sent as a script
// would, each report with a token harvested from the site as a visitor gets one. None may end the
// healthy canary, drop the fallback, make promote refuse a version, or hide real failures.

export const FOREIGN_ORIGIN = 'http://evil.example';
const UNSAFE_NAMES = ['__proto__', 'constructor'] as const;
/** The canary's share: visitors in bucket 0 run it, those in bucket 99 the live version. */
const IN_CANARY = 0;
const OUT_OF_CANARY = 99;

interface Figures {
  visitors: number;
  failedVisitors: number;
  networks: number;
  failedNetworks: number;
}
interface CatalogStatus {
  live: string;
  lastKnownGood: string | null;
  canary: { version: string; figures: Figures } | null;
}

export interface BeaconFigures {
  /** Failed visitors the canary had counted after each forgery, and what the forgery was. */
  steps: Array<{ forgery: string; sent: number; answers: Record<number, number>; failedBefore: number; failedAfter: number; canaryRuns: boolean; fallback: string | null }>;
  /** The version the fallback was before any forgery. */
  fallbackBefore: string | null;
  /** Whether the gate still passed the canary's version after the forgeries. */
  verifyPassed: boolean;
  /** Loads sent from 4 addresses of one network in a minute, and how many were counted. */
  limit: { sent: number; counted: number; answers: Record<number, number> };
  /** Real failures from 24 networks after forged loads from 16: the canary must end. */
  realFailuresEndedCanary: boolean;
  unsafeNames: Array<{ name: string; status: number; json: boolean }>;
}

/** A visitor's page as a script harvests it: the cookie it was given and the tokens of the remote's entry. */
const harvest = (site: HostileSite, from: string, bucket: number) => harvestEntry(site, from, bucket, target(site).name);

/** The remote every forgery aims at: the site's first. */
function target(site: HostileSite) {
  const [remote] = site.remotes;
  if (!remote) throw new Error('The site has no remotes to report on.');
  return remote;
}

export async function runForgedBeacons(site: HostileSite): Promise<BeaconFigures> {
  const release = releaseCli(site.releaseEnv);
  const report = reporter(site);
  const { name, folder } = target(site);
  // The current build is live; a variant goes live over it (the current build, live long enough
  // in this suite, becomes the fallback), and a third runs as a healthy canary for half the visitors.
  const variant = (marker: string) => publishVariant(release, folder, (dist) => appendFile(path.join(dist, 'remoteEntry.js'), `\n/* ${marker} */\n`));
  await release('promote', folder, await variant('live'), '--skip-smoke');
  const canary = await variant('canary');
  await release('promote', folder, canary, '--canary', '50', '--auto-rollback', '--skip-smoke');
  const catalog = async () => (await release<Array<CatalogStatus & { remote: string }>>('status')).find((row) => row.remote === folder)!;
  const fallbackBefore = (await catalog()).lastKnownGood;

  const steps: BeaconFigures['steps'] = [];
  /** Runs a forgery and records what the canary and the fallback were after it. */
  const step = async (forgery: string, forge: (answers: Record<number, number>) => Promise<number>) => {
    const failedBefore = (await catalog()).canary?.figures.failedVisitors ?? 0;
    const answers: Record<number, number> = {};
    const sent = await forge(answers);
    const after = await catalog();
    steps.push({ forgery, sent, answers, failedBefore, failedAfter: after.canary?.figures.failedVisitors ?? 0, canaryRuns: after.canary?.version === canary, fallback: after.lastKnownGood });
  };

  await step(`200 failures with a real token, Origin: ${FOREIGN_ORIGIN} or text/plain`, async (answers) => {
    const { cookie, entry } = await harvest(site, '127.0.0.2', IN_CANARY);
    for (let index = 0; index < 200; index += 1) {
      const status = index % 2
        ? await report('127.0.0.2', cookie, { remote: name, version: entry.version, outcome: 'failure', token: entry.reportToken }, FOREIGN_ORIGIN)
        : (await send(`${site.siteUrl}/release-beacon`, { method: 'POST', from: '127.0.0.2', headers: { origin: site.siteUrl, 'content-type': 'text/plain;charset=UTF-8', cookie }, body: JSON.stringify({ remote: name, version: entry.version, outcome: 'failure', token: entry.reportToken }) })).status;
      tally(answers, status);
    }
    return 200;
  });
  await step('20 failures from one address, each from a new visitor with its own token', async (answers) => {
    for (let index = 0; index < 20; index += 1) {
      const { cookie, entry } = await harvest(site, '127.0.0.3', IN_CANARY);
      tally(answers, await report('127.0.0.3', cookie, { remote: name, version: entry.version, outcome: 'failure', token: entry.reportToken }));
    }
    return 20;
  });
  await step('one token replayed 50 times', async (answers) => {
    const { cookie, entry } = await harvest(site, '127.0.1.2', IN_CANARY);
    for (let index = 0; index < 50; index += 1)
      tally(answers, await report('127.0.1.2', cookie, { remote: name, version: entry.version, outcome: 'failure', token: entry.reportToken }));
    return 50;
  });
  await step("20 failures of the canary with tokens of the live version and of the fallback", async (answers) => {
    for (let index = 0; index < 10; index += 1) {
      const { cookie, entry } = await harvest(site, '127.0.2.2', OUT_OF_CANARY);
      for (const token of [entry.reportToken, entry.previous!.reportToken])
        tally(answers, await report('127.0.2.2', cookie, { remote: name, version: canary, outcome: 'failure', token }));
    }
    return 20;
  });
  await step('from 16 networks, 3 new visitors each: 48 failures of the canary and 48 of the fallback', async (answers) => {
    for (let network = 0; network < 16; network += 1) {
      const from = `127.0.${10 + network}.2`;
      for (let visitor = 0; visitor < 3; visitor += 1) {
        const inCanary = await harvest(site, from, IN_CANARY);
        tally(answers, await report(from, inCanary.cookie, { remote: name, version: inCanary.entry.version, outcome: 'failure', token: inCanary.entry.reportToken }));
        // Out of the canary, the fallback is the last known good version.
        const { cookie, entry } = await harvest(site, from, OUT_OF_CANARY);
        tally(answers, await report(from, cookie, { remote: name, version: entry.previous!.version, outcome: 'failure', token: entry.previous!.reportToken }));
      }
    }
    return 96;
  });
  const verifyPassed = await release('verify', folder, canary, '--skip-smoke').then(() => true, () => false);

  // 130 loads of the live version from four addresses of one network within a minute: counted
  // (answered 204) up to the network's limit, whichever instance of the site they reach.
  const limitAnswers: Record<number, number> = {};
  for (let index = 0; index < 130; index += 1) {
    const from = `127.0.3.${2 + (index % 4)}`;
    const { cookie, entry } = await harvest(site, from, OUT_OF_CANARY);
    tally(limitAnswers, await report(from, cookie, { remote: name, version: entry.version, outcome: 'load', token: entry.reportToken }));
  }

  // Forged loads from 16 networks cannot hide real failures from 24. The canary's figures start
  // afresh first (as a release manager would after the forgeries above), so that only the real
  // failures can end it.
  await release('reset-figures', folder, canary, '--reason', 'forged reports');
  for (let network = 0; network < 16; network += 1) {
    for (let visitor = 0; visitor < 10; visitor += 1) {
      const from = `127.0.${40 + network}.2`;
      const { cookie, entry } = await harvest(site, from, IN_CANARY);
      await report(from, cookie, { remote: name, version: entry.version, outcome: 'load', token: entry.reportToken });
    }
  }
  for (let network = 0; network < 24; network += 1) {
    const from = `127.0.${100 + network}.2`;
    const { cookie, entry } = await harvest(site, from, IN_CANARY);
    if (entry.version !== canary) break; // ended already
    await report(from, cookie, { remote: name, version: entry.version, outcome: 'failure', token: entry.reportToken });
  }
  const realFailuresEndedCanary = (await catalog()).canary === null;

  const unsafeNames = [];
  for (const name of UNSAFE_NAMES) {
    const { cookie, entry } = await harvest(site, '127.0.4.2', OUT_OF_CANARY);
    const answer = await send(`${site.siteUrl}/release-beacon`, {
      method: 'POST',
      from: '127.0.4.2',
      headers: { origin: site.siteUrl, 'content-type': 'application/json', cookie },
      body: JSON.stringify({ remote: name, version: entry.version, outcome: 'load', token: entry.reportToken }),
    });
    unsafeNames.push({ name, status: answer.status, json: isMessageJson(answer) });
  }
  return { steps, fallbackBefore, verifyPassed, limit: { sent: 130, counted: limitAnswers[204] ?? 0, answers: limitAnswers }, realFailuresEndedCanary, unsafeNames };
}

/** What one network can add to a figure at most (RELEASE_VISITORS_PER_NETWORK's default). */
const PER_NETWORK = 3;

export function judgeForgedBeacons(figures: BeaconFigures): Row[] {
  const scenario = 'release beacon';
  const [foreign, oneAddress, replayed, otherVersions, sixteen] = figures.steps;
  const counted = (entry: BeaconFigures['steps'][number] | undefined) => (entry ? entry.failedAfter - entry.failedBefore : Number.NaN);
  const row = (entry: BeaconFigures['steps'][number] | undefined, target: string, most: number): Row => ({
    scenario,
    check: entry?.forgery ?? 'missing step',
    figure: entry
      ? `${counted(entry)} counted (answers ${answersOf(entry.answers)}); canary ${entry.canaryRuns ? 'runs' : 'ENDED'}; fallback ${entry.fallback ?? 'none'}`
      : 'not run',
    target,
    pass: !!entry && counted(entry) <= most && entry.canaryRuns && entry.fallback === figures.fallbackBefore,
  });
  return [
    row(foreign, '0 counted; canary and fallback unchanged', 0),
    row(oneAddress, `≤ ${PER_NETWORK} counted (one network); canary and fallback unchanged`, PER_NETWORK),
    row(replayed, '≤ 1 counted; canary and fallback unchanged', 1),
    row(otherVersions, '0 counted; canary and fallback unchanged', 0),
    row(sixteen, `≤ ${16 * PER_NETWORK} counted; canary and fallback unchanged (20 networks needed)`, 16 * PER_NETWORK),
    {
      scenario,
      check: "the gate on the canary's version after the forgeries",
      figure: figures.verifyPassed ? 'passes' : 'REFUSED',
      target: 'passes',
      pass: figures.verifyPassed,
    },
    {
      scenario,
      check: `${figures.limit.sent} reports from 4 addresses of one network in a minute`,
      figure: `${figures.limit.counted} counted (answers ${answersOf(figures.limit.answers)})`,
      target: '≤ 60 counted (BEACON_REPORTS_PER_MINUTE per network)',
      pass: figures.limit.counted <= 60 && (figures.limit.answers[429] ?? 0) > 0,
    },
    {
      scenario,
      check: 'real failures from 24 networks after 160 forged loads from 16 (figures reset first)',
      figure: figures.realFailuresEndedCanary ? 'canary ended' : 'canary still runs',
      target: 'canary ended',
      pass: figures.realFailuresEndedCanary,
    },
    ...figures.unsafeNames.map((entry): Row => ({
      scenario,
      check: `remote "${entry.name}"`,
      figure: `${entry.status}${entry.json ? ' JSON {message}' : ''}`,
      target: '400 JSON {message}',
      pass: entry.status === 400 && entry.json,
    })),
  ];
}
