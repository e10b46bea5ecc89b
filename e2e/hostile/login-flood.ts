import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ACCOUNT } from '@storefront/api';
import { clientAddress, isMessageJson, jsonOf, send, type Answer } from './http-client';
import { setting, type HostileSite } from './hostile-site';
import { startOwnProcess } from './own-process';
import type { Row } from './results-table';
import { p99, sampleInOwnProcess, type LatencySample } from './static-latency';

export const FLOOD_CLIENTS = 64;
/** The attacking process's scheduling priority (19 is the lowest); the site's processes run at 0. */
export const ATTACK_NICENESS = 10;
/** How long static files are sampled before the flood, for the baseline. */
const IDLE_SAMPLE_MS = 15_000;
/** Attempts by whoever knows the password come from addresses the flood never used. */
const LOCK_PROBE_FROM = clientAddress(100);
const REAL_LOGIN_FROM = clientAddress(101);

export interface LoginFloodFigures {
  floodSeconds: number;
  idle: LatencySample;
  during: LatencySample;
  /** The API's own static file (it shares the thread pool with password hashing): a figure only. */
  apiIdle?: LatencySample;
  apiDuring?: LatencySample;
  /** How many answers of each status the flood got. */
  answers: Record<number, number>;
  /** A wrong password for the attacked account, from another address, once the flood ended. */
  lockProbe: { status: number; retryAfter: string | undefined; json: boolean };
  waitedMs: number;
  realLoginStatus: number;
  realLoginToken: boolean;
}

const loginUrl = (site: HostileSite) => `${site.apiUrl}/api/v1/auth/login`;
const attempt = (site: HostileSite, password: string, from: string): Promise<Answer> =>
  send(loginUrl(site), {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password }),
  });

/** A locked account answers 429; the first probe may instead be the failure that starts a new lock. */
async function probeLock(site: HostileSite): Promise<Answer> {
  const first = await attempt(site, 'still-wrong', LOCK_PROBE_FROM);
  return first.status === 429 ? first : attempt(site, 'still-wrong', LOCK_PROBE_FROM);
}

export async function runLoginFlood(
  site: HostileSite,
  floodSeconds: number,
): Promise<LoginFloodFigures> {
  const files = { site: site.siteStaticUrl, api: `${site.apiUrl}/public/images/placeholder.svg` };
  // The baseline is sampled for a while, as the flood is: a p99 of a few hundred requests is
  // their third-slowest, and one scheduling hiccup more or less moves it by half.
  const idleSampling = await sampleInOwnProcess(files);
  await sleep(IDLE_SAMPLE_MS);
  const before = await idleSampling.stop();
  const flood = startOwnProcess<Record<number, number>>('./login-flood-process.ts', {
    loginUrl: loginUrl(site),
    email: DEMO_ACCOUNT.email,
    clients: FLOOD_CLIENTS,
    seconds: floodSeconds,
  });
  // Making the requests is the attacker's work, on the attacker's machine in earnest: here it
  // runs below the site's priority, so that what slows the site is the API's work, not ours.
  setPriority(flood.child.pid!, ATTACK_NICENESS);
  await flood.ready;
  await sleep(1000); // measured once every attacker is at work
  const sampling = await sampleInOwnProcess(files);
  const answers = await flood.result;
  const meanwhile = await sampling.stop();

  const probe = await probeLock(site);
  const retryAfter = probe.headers['retry-after'];
  // Waits what the answer says, but never past the back-off cap the suite set (and a second).
  const waitedMs = Math.min(Number(retryAfter) * 1000 || 0, setting('LOGIN_BACKOFF_MAX_MS')) + 1000;
  await sleep(waitedMs);
  const real = await attempt(site, DEMO_ACCOUNT.password, REAL_LOGIN_FROM);
  const token = (jsonOf(real) as { data?: { token?: unknown } } | undefined)?.data?.token;
  return {
    floodSeconds,
    idle: before.site!,
    during: meanwhile.site!,
    apiIdle: before.api,
    apiDuring: meanwhile.api,
    answers,
    lockProbe: {
      status: probe.status,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      json: isMessageJson(probe),
    },
    waitedMs,
    realLoginStatus: real.status,
    realLoginToken: typeof token === 'string',
  };
}

export function judgeLoginFlood(figures: LoginFloodFigures): Row[] {
  const scenario = `${figures.floodSeconds} s login flood, ${FLOOD_CLIENTS} clients`;
  const idleP99 = p99(figures.idle);
  const duringP99 = p99(figures.during);
  const { lockProbe } = figures;
  const retryAfter = Number(lockProbe.retryAfter);
  const counts = Object.entries(figures.answers).map(
    ([status, count]) => `${status === '0' ? 'no answer' : status}×${count}`,
  );
  return [
    {
      scenario,
      check: 'site static p99: during / idle',
      figure: `${duringP99} / ${idleP99} ms (${figures.during.failures} failed)`,
      target: '≤ 2× idle, none failed',
      pass:
        figures.during.latencies.length > 0 &&
        figures.during.failures === 0 &&
        figures.idle.failures === 0 &&
        duringP99 <= 2 * idleP99,
    },
    {
      scenario,
      check: 'answers to the flood',
      figure: counts.join(', ') || 'none',
      target: '(figure)',
      pass: counts.length > 0,
    },
    ...(figures.apiIdle && figures.apiDuring
      ? [
          {
            scenario,
            check: 'API static p99: during / idle',
            figure: `${p99(figures.apiDuring)} / ${p99(figures.apiIdle)} ms (${figures.apiDuring.failures} failed)`,
            target: '(figure)',
            pass: true,
          },
        ]
      : []),
    {
      scenario,
      check: 'attacked account locked (another address)',
      figure: `${lockProbe.status}, Retry-After ${lockProbe.retryAfter ?? 'missing'}${lockProbe.json ? '' : ', not JSON {message}'}`,
      target: '429, Retry-After, JSON {message}',
      pass:
        lockProbe.status === 429 &&
        Number.isInteger(retryAfter) &&
        retryAfter > 0 &&
        lockProbe.json,
    },
    {
      scenario,
      check: 'real login after Retry-After (another address)',
      figure: `${figures.realLoginStatus}${figures.realLoginToken ? ' with a token' : ''} after ${figures.waitedMs / 1000} s`,
      target: `200 with a token, within LOGIN_BACKOFF_MAX_MS + 1 s`,
      pass: figures.realLoginStatus === 200 && figures.realLoginToken,
    },
  ];
}
