import { setTimeout as sleep } from 'node:timers/promises';
import { releaseCli } from '../support/release-cli';
import { clientAddress, isMessageJson, send } from './http-client';
import type { HostileSite } from './hostile-site';
import type { Row } from './results-table';

export const FORGED_REPORTS = 200;
/** Same-origin reports sent after the forged ones: they show the counting is seen at all. */
export const CONTROL_REPORTS = 3;
export const FOREIGN_ORIGIN = 'http://evil.example';
const UNSAFE_NAMES = ['__proto__', 'constructor'] as const;

export interface BeaconFigures {
  /** Statuses of the forged reports. */
  forgedAnswers: Record<number, number>;
  /** Page loads `release status` shows, summed over the remotes, before and after. */
  before: number;
  after: number;
  unsafeNames: Array<{ name: string; status: number; json: boolean }>;
}

/** Page loads and failures of every live version, as `pnpm release status` reports them. */
async function reportedLoads(site: HostileSite): Promise<number> {
  const rows = await releaseCli(site.releaseEnv)<Array<{ liveStats: { pageLoads: number } }>>(
    'status',
  );
  return rows.reduce((sum, row) => sum + row.liveStats.pageLoads, 0);
}

export async function runForgedBeacons(site: HostileSite): Promise<BeaconFigures> {
  const beaconUrl = `${site.siteUrl}/release-beacon`;
  const [remote] = site.remotes;
  if (!remote) throw new Error('The site has no remotes to report on.');
  const version = remote.versionPath.split('/')[1]!;
  const report = (from: string, origin: string, body: object, type = 'application/json') =>
    send(beaconUrl, {
      method: 'POST',
      from,
      headers: { origin, 'content-type': type },
      body: JSON.stringify(body),
    });

  const before = await reportedLoads(site);
  const forgedAnswers: Record<number, number> = {};
  for (let index = 0; index < FORGED_REPORTS; index += 1) {
    // A foreign page can send text/plain without asking first, and anyone can claim JSON.
    const type = index % 2 ? 'text/plain;charset=UTF-8' : 'application/json';
    const answer = await report(
      clientAddress(index % 50),
      FOREIGN_ORIGIN,
      { remote: remote.name, version, outcome: 'failure' },
      type,
    );
    forgedAnswers[answer.status] = (forgedAnswers[answer.status] ?? 0) + 1;
  }
  for (let index = 0; index < CONTROL_REPORTS; index += 1) {
    await report(clientAddress(240), site.siteUrl, {
      remote: remote.name,
      version,
      outcome: 'load',
    });
  }
  // Counting may lag the answers: wait (a bounded time) until the control reports show.
  let after = await reportedLoads(site);
  for (let waited = 0; after < before + CONTROL_REPORTS && waited < 10_000; waited += 1000) {
    await sleep(1000);
    after = await reportedLoads(site);
  }
  const unsafeNames = [];
  for (const name of UNSAFE_NAMES) {
    const answer = await report(clientAddress(241), site.siteUrl, {
      remote: name,
      version,
      outcome: 'load',
    });
    unsafeNames.push({ name, status: answer.status, json: isMessageJson(answer) });
  }
  return { forgedAnswers, before, after, unsafeNames };
}

export function judgeForgedBeacons(figures: BeaconFigures): Row[] {
  const scenario = 'release beacon';
  const counted = figures.after - figures.before;
  const forgedCounted = Math.max(0, counted - CONTROL_REPORTS);
  const answers = Object.entries(figures.forgedAnswers)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
  return [
    {
      scenario,
      check: `forged reports counted (Origin: ${FOREIGN_ORIGIN})`,
      figure: `${forgedCounted} of ${FORGED_REPORTS} (answers ${answers})`,
      target: '0',
      pass: counted === CONTROL_REPORTS,
    },
    {
      scenario,
      check: 'same-origin reports counted (the control)',
      figure: `${Math.min(counted, CONTROL_REPORTS)} of ${CONTROL_REPORTS}`,
      target: `${CONTROL_REPORTS}`,
      pass: counted >= CONTROL_REPORTS,
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
