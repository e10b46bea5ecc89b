import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { publishVariant, releaseCli } from '../support/release-cli';
import { answersOf, harvest, reporter, tally } from './harvested-tokens';
import type { HostileSite } from './hostile-site';
import type { Row } from './results-table';

// What it takes to make a version look slow (or fast) with curl: forged Core Web Vitals reports,
// each sent as a script would. None may move a version's figures, except page views with tokens
// of their own, and those from fewer networks than a decision needs may not end a canary.

/** Visitors in bucket 0 run the canary (at 50 %), those in bucket 99 the live version. */
const IN_CANARY = 0;
const OUT_OF_CANARY = 99;
/** A page view as a browser on this site measures it, and one ten minutes slow (the most the beacon takes). */
const ORDINARY = { LCP: 1200, INP: 96, CLS: 0.02, TTFB: 180 };
const SLOWEST = { LCP: 600_000, INP: 600_000 };
/** The networks each part sends from (loopback /24s of their own, away from the other scenarios'). */
const network = (block: number, index: number) => `127.1.${block + index}.2`;
/** Real slow page views' networks at most: the twentieth's makes the judgement possible. */
const REAL_NETWORKS = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RemoteSpeed {
  canary: string | null;
  /** The canary's vitals and the live version's over the same time, and the live version's over 24 hours. */
  vitals: unknown;
}

export interface VitalsFigures {
  steps: Array<{ forgery: string; sent: number; answers: Record<number, number>; unchanged: boolean; canaryRuns: boolean }>;
  /** Page views with tokens of their own from 16 networks, each ten minutes slow. */
  sixteen: { sent: number; answers: Record<number, number>; canaryRuns: boolean; lcpNetworks: number };
  /** Networks of real slow page views it took to end the canary after its figures were reset (null: it ran on). */
  realSlowEndedAfter: number | null;
}

/** The remote the forgeries aim at: the site's second (the first is the forged beacons'). */
function target(site: HostileSite) {
  const remote = site.remotes[1] ?? site.remotes[0];
  if (!remote) throw new Error('The site has no remotes to report on.');
  return remote;
}

export async function runForgedVitals(site: HostileSite): Promise<VitalsFigures> {
  const release = releaseCli(site.releaseEnv);
  const report = reporter(site);
  const { name, folder } = target(site);
  const canary = await publishVariant(release, folder, (dist) => appendFile(path.join(dist, 'remoteEntry.js'), '\n/* vitals canary */\n'));
  await release('promote', folder, canary, '--canary', '50', '--auto-rollback', '--skip-smoke');
  type StatusRow = { remote: string; liveVitals: unknown; canary: { version: string; vitals: { LCP: { networks: number } }; liveVitals: unknown } | null };
  const speed = async (): Promise<RemoteSpeed & { lcpNetworks: number }> => {
    const row = (await release<StatusRow[]>('status')).find((each) => each.remote === folder)!;
    return { canary: row.canary?.version ?? null, vitals: [row.canary?.vitals, row.canary?.liveVitals, row.liveVitals], lcpNetworks: row.canary?.vitals.LCP.networks ?? 0 };
  };
  const pageView = async (from: string, bucket: number, vitals: Record<string, number> = ORDINARY) => {
    const { cookie, entry } = await harvest(site, from, bucket, name);
    return report(from, cookie, { remote: name, version: entry.version, token: entry.reportToken, vitals });
  };
  // Real page views first: the live version's from 24 networks (what a canary is judged against).
  for (let index = 0; index < 24; index += 1) await pageView(network(0, index), OUT_OF_CANARY);

  const steps: VitalsFigures['steps'] = [];
  const step = async (forgery: string, forge: (answers: Record<number, number>) => Promise<number>) => {
    const before = JSON.stringify((await speed()).vitals);
    const answers: Record<number, number> = {};
    const sent = await forge(answers);
    const after = await speed();
    steps.push({ forgery, sent, answers, unchanged: JSON.stringify(after.vitals) === before, canaryRuns: after.canary === canary });
  };
  await step('vitals of the canary without a token, or with an empty or made-up one, from 16 networks', async (answers) => {
    for (let index = 0; index < 16; index += 1) {
      const from = network(30, index);
      const { cookie } = await harvest(site, from, IN_CANARY, name);
      for (const token of [undefined, '', 'lz1x2.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA'])
        tally(answers, await report(from, cookie, { remote: name, version: canary, ...(token !== undefined && { token }), vitals: SLOWEST }));
    }
    return 48;
  });
  // A real page view's token, used once (counted, before the figures are read), then replayed.
  {
    const from = network(50, 1);
    const { cookie, entry } = await harvest(site, from, IN_CANARY, name);
    await report(from, cookie, { remote: name, version: entry.version, token: entry.reportToken, vitals: ORDINARY });
    await step('a counted page view’s token replayed 30 times with the slowest vitals', async (answers) => {
      for (let index = 0; index < 30; index += 1)
        tally(answers, await report(from, cookie, { remote: name, version: entry.version, token: entry.reportToken, vitals: SLOWEST }));
      return 30;
    });
  }
  await step("the canary's vitals with tokens of the live version, and the live version's with the canary's", async (answers) => {
    for (let index = 0; index < 10; index += 1) {
      const from = network(60, index);
      const live = await harvest(site, from, OUT_OF_CANARY, name);
      tally(answers, await report(from, live.cookie, { remote: name, version: canary, token: live.entry.reportToken, vitals: SLOWEST }));
      const other = await harvest(site, from, IN_CANARY, name);
      tally(answers, await report(from, other.cookie, { remote: name, version: live.entry.version, token: other.entry.reportToken, vitals: { LCP: 0, INP: 0 } }));
    }
    return 20;
  });
  const absurd: Array<[string, unknown]> = [
    ['negative', { LCP: -5000 }],
    ['10^9 ms', { LCP: 1e9, INP: 1e9 }],
    ['infinite', '1e999'],
    ['NaN', 'NaN'],
    ['a string', { LCP: '9000' }],
    ['a CLS of a million', { CLS: 1e6 }],
    ['unknown metric names', { FID: 9000, lcp: 9000 }],
    ['none at all', {}],
    ['an array', [{ LCP: 9000 }]],
  ];
  await step(`absurd vitals with valid tokens: ${absurd.map(([label]) => label).join(', ')}; a batch of 500 page views in one report`, async (answers) => {
    for (const [index, [, vitals]] of absurd.entries()) {
      const from = network(80, index);
      const { cookie, entry } = await harvest(site, from, IN_CANARY, name);
      const subject = JSON.stringify({ remote: name, version: entry.version, token: entry.reportToken });
      const body = typeof vitals === 'string' ? `${subject.slice(0, -1)},"vitals":{"LCP":${vitals}}}` : JSON.stringify({ ...JSON.parse(subject), vitals });
      tally(answers, await report(from, cookie, body));
    }
    const from = network(80, absurd.length);
    const { cookie, entry } = await harvest(site, from, IN_CANARY, name);
    const batch = Array.from({ length: 500 }, () => ({ remote: name, version: entry.version, token: entry.reportToken, vitals: SLOWEST }));
    tally(answers, await report(from, cookie, batch));
    return absurd.length + 1;
  });

  // Page views with tokens of their own, as many as 16 networks can send: they are page views
  // like any other (nothing tells them apart), so they count, 3 a network at most; but a canary
  // is judged only on page views from RELEASE_MIN_NETWORKS (20) networks.
  const sixteenAnswers: Record<number, number> = {};
  for (let index = 0; index < 16; index += 1)
    for (let visitor = 0; visitor < 5; visitor += 1) tally(sixteenAnswers, await pageView(network(100, index), IN_CANARY, SLOWEST));
  const afterSixteen = await speed();
  const sixteen = { sent: 80, answers: sixteenAnswers, canaryRuns: afterSixteen.canary === canary, lcpNetworks: afterSixteen.lcpNetworks };

  // Real slow page views end it, from 20 networks and more: the judgement the forgeries could not
  // reach works. Paced as visitors arrive: the site judges a canary's speed at most once a second,
  // on a report, so the one after the twentieth network's ends it.
  await release('reset-figures', folder, canary, '--reason', 'forged vitals');
  let realSlowEndedAfter: number | null = null;
  for (let index = 0; index < REAL_NETWORKS; index += 1) {
    const from = network(130, index);
    const { cookie, entry } = await harvest(site, from, IN_CANARY, name);
    if (entry.version !== canary) {
      realSlowEndedAfter = index;
      break;
    }
    await report(from, cookie, { remote: name, version: entry.version, token: entry.reportToken, vitals: { LCP: 9000, INP: 900 } });
    await pause(200);
  }
  return { steps, sixteen, realSlowEndedAfter };
}

export function judgeForgedVitals(figures: VitalsFigures): Row[] {
  const scenario = 'forged web vitals';
  return [
    ...figures.steps.map((entry): Row => ({
      scenario,
      check: entry.forgery,
      figure: `figures ${entry.unchanged ? 'unchanged' : 'MOVED'} (answers ${answersOf(entry.answers)}); canary ${entry.canaryRuns ? 'runs' : 'ENDED'}`,
      target: 'figures unchanged; canary runs',
      pass: entry.unchanged && entry.canaryRuns,
    })),
    {
      scenario,
      check: `${figures.sixteen.sent} page views with tokens of their own from 16 networks, each 10 minutes slow`,
      figure: `answers ${answersOf(figures.sixteen.answers)}; the canary's LCP from ${figures.sixteen.lcpNetworks} networks; canary ${figures.sixteen.canaryRuns ? 'runs' : 'ENDED'}`,
      target: 'canary runs (a speed judgement needs 20 networks)',
      pass: figures.sixteen.canaryRuns,
    },
    {
      scenario,
      check: `real slow page views from up to ${REAL_NETWORKS} networks after the forgeries (figures reset first)`,
      figure: figures.realSlowEndedAfter === null ? 'canary still runs' : `canary ended after ${figures.realSlowEndedAfter} networks`,
      target: 'canary ended (after 20 networks or more)',
      pass: figures.realSlowEndedAfter !== null && figures.realSlowEndedAfter >= 20,
    },
  ];
}
