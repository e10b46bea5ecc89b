import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_LOGIN_BACKOFF, DEMO_ACCOUNT } from '@storefront/api';
import { addressInNetwork, isMessageJson, send, type Answer } from './http-client';
import type { HostileSite } from './hostile-site';
import { startOwnProcess } from './own-process';
import { deviceCookieOf, ownerLogin, signInThroughout, type OwnerSignIns } from './owner-sign-ins';
import type { Row } from './results-table';
import { p99, sampleInOwnProcess, type LatencySample } from './static-latency';

/** Attackers, one in each of as many client networks (/24s), all guessing the demo account. */
export const FLOOD_NETWORKS = 64;
/** The attacking process's scheduling priority (19 is the lowest); the site's processes run at 0. */
export const ATTACK_NICENESS = 10;
/** How long static files are sampled before the flood, for the baseline. */
const IDLE_SAMPLE_MS = 15_000;
const FLOOD_FROM = Array.from({ length: FLOOD_NETWORKS }, (_, network) => addressInNetwork(network));
/** Another address of an attacking network: its guesses must be refused too. */
const ATTACKER_PROBE_FROM = addressInNetwork(5, 99);
/** The owner's own network, which the flood never uses. */
const OWNER_HOME = addressInNetwork(200);
/** The owner's phone, on an attacking network (a café's Wi-Fi the attacker shares). */
const OWNER_DEVICE_FROM = addressInNetwork(7, 200);
/** How often the owner signs in, at home and on the phone, while the flood lasts. */
const OWNER_EVERY_MS = 4_000;

export interface LoginFloodFigures {
  floodSeconds: number;
  idle: LatencySample;
  during: LatencySample;
  /** The API's own static file (it shares the thread pool with password hashing): a figure only. */
  apiIdle?: LatencySample;
  apiDuring?: LatencySample;
  /** How many answers of each status the flood got. */
  answers: Record<number, number>;
  /** Wrong passwords for the attacked account from another address of an attacking network, once the flood ended, until one was refused. */
  attackerProbe: { guesses: number; status: number; retryAfter: string | undefined; json: boolean; lockWording: boolean };
  /** The owner's sign-ins during the flood from their own network, without a device cookie. */
  ownerHome: OwnerSignIns;
  /** …and on their phone (the device cookie of a sign-in before the flood) on an attacking network. */
  ownerDevice: OwnerSignIns & { hadCookie: boolean };
}

const loginUrl = (site: HostileSite) => `${site.apiUrl}/api/v1/auth/login`;
const guess = (site: HostileSite, from: string): Promise<Answer> =>
  send(loginUrl(site), {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: 'still-wrong' }),
  });

/** The guesses a network may make before its lock (the flood may have left it short of them). */
const NETWORK_THRESHOLD = DEFAULT_LOGIN_BACKOFF.network.threshold;

/** Guesses from another address of an attacking network until one is refused, or one past its threshold. */
async function probeAttackingNetwork(site: HostileSite): Promise<LoginFloodFigures['attackerProbe']> {
  for (let guesses = 1; ; guesses += 1) {
    const answer = await guess(site, ATTACKER_PROBE_FROM);
    if (answer.status === 401 && guesses <= NETWORK_THRESHOLD) continue;
    const retryAfter = answer.headers['retry-after'];
    return {
      guesses,
      status: answer.status,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
      json: isMessageJson(answer),
      lockWording: answer.body.includes('Too many failed logins for this account'),
    };
  }
}

export async function runLoginFlood(site: HostileSite, floodSeconds: number): Promise<LoginFloodFigures> {
  const files = { site: site.siteStaticUrl, api: `${site.apiUrl}/public/images/placeholder.svg` };
  // The owner signed in on their phone once before, at home: the home network is known, and the
  // phone keeps its device cookie.
  const deviceCookie = deviceCookieOf(await ownerLogin(loginUrl(site), OWNER_HOME));
  // The baseline is sampled for a while, as the flood is: a p99 of a few hundred requests is
  // their third-slowest, and one scheduling hiccup more or less moves it by half.
  const idleSampling = await sampleInOwnProcess(files);
  await sleep(IDLE_SAMPLE_MS);
  const before = await idleSampling.stop();
  const flood = startOwnProcess<Record<number, number>>('./login-flood-process.ts', {
    loginUrl: loginUrl(site),
    email: DEMO_ACCOUNT.email,
    addresses: FLOOD_FROM,
    seconds: floodSeconds,
  });
  // Making the requests is the attacker's work, on the attacker's machine in earnest: here it
  // runs below the site's priority, so that what slows the site is the API's work, not ours.
  setPriority(flood.child.pid!, ATTACK_NICENESS);
  await flood.ready;
  const floodEnds = Date.now() + floodSeconds * 1000;
  await sleep(1000); // measured once every attacker is at work
  const sampling = await sampleInOwnProcess(files);
  // The owner signs in throughout, at home and on the phone, until shortly before the flood ends.
  const [ownerHome, ownerDevice] = await Promise.all([
    signInThroughout(() => ownerLogin(loginUrl(site), OWNER_HOME), floodEnds - 3_000, OWNER_EVERY_MS),
    signInThroughout(() => ownerLogin(loginUrl(site), OWNER_DEVICE_FROM, deviceCookie), floodEnds - 3_000, OWNER_EVERY_MS),
  ]);
  const answers = await flood.result;
  const meanwhile = await sampling.stop();
  const attackerProbe = await probeAttackingNetwork(site);
  return {
    floodSeconds,
    idle: before.site!,
    during: meanwhile.site!,
    apiIdle: before.api,
    apiDuring: meanwhile.api,
    answers,
    attackerProbe,
    ownerHome,
    ownerDevice: { ...ownerDevice, hadCookie: deviceCookie !== undefined },
  };
}

const signInsFigure = ({ attempts, signedIn, failures, busyWaits }: OwnerSignIns) =>
  `${signedIn} of ${attempts} signed in${failures.length ? ` (refused: ${failures.join(', ')})` : ''}${busyWaits ? `, ${busyWaits} busy answer(s) waited out` : ''}`;
const allSignedIn = ({ attempts, signedIn }: OwnerSignIns) => attempts > 0 && signedIn === attempts;

export function judgeLoginFlood(figures: LoginFloodFigures): Row[] {
  const scenario = `${figures.floodSeconds} s login flood, ${FLOOD_NETWORKS} networks`;
  const idleP99 = p99(figures.idle);
  const duringP99 = p99(figures.during);
  const { attackerProbe, ownerHome, ownerDevice } = figures;
  const retryAfter = Number(attackerProbe.retryAfter);
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
      check: "an attacking network's guesses after the flood (another address of it)",
      figure: `${attackerProbe.status} at guess ${attackerProbe.guesses}, Retry-After ${attackerProbe.retryAfter ?? 'missing'}${attackerProbe.json ? '' : ', not JSON {message}'}${attackerProbe.lockWording ? '' : ', not the lock wording'}`,
      target: `429 locked within ${NETWORK_THRESHOLD + 1} guesses, Retry-After, JSON {message}`,
      pass:
        attackerProbe.status === 429 &&
        attackerProbe.lockWording &&
        attackerProbe.guesses <= NETWORK_THRESHOLD + 1 &&
        Number.isInteger(retryAfter) &&
        retryAfter > 0 &&
        attackerProbe.json,
    },
    {
      scenario,
      check: 'the owner signs in during the flood from their own network',
      figure: signInsFigure(ownerHome),
      target: 'every time, 200 with a token',
      pass: allSignedIn(ownerHome),
    },
    {
      scenario,
      check: "the owner's known device signs in during the flood from an attacking network",
      figure: ownerDevice.hadCookie ? signInsFigure(ownerDevice) : 'no device cookie from the earlier sign-in',
      target: 'every time, 200 with a token',
      pass: ownerDevice.hadCookie && allSignedIn(ownerDevice),
    },
  ];
}
