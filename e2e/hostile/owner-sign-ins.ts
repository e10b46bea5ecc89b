import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ACCOUNT, DEVICE_COOKIE } from '@storefront/api';
import { jsonOf, send, type Answer } from './http-client';

/** How often a person asked to wait a few seconds tries again before giving up. */
const BUSY_RETRIES = 3;

export interface OwnerSignIns {
  attempts: number;
  /** Answered 200 with a token, after at most BUSY_RETRIES waits of Retry-After. */
  signedIn: number;
  /** Each status a sign-in that failed ended with. */
  failures: number[];
  /** Answers "busy, try again in a few seconds" that were waited out. */
  busyWaits: number;
}

/** The device cookie a successful login leaves, as a Cookie header sends it back. */
export const deviceCookieOf = (answer: Answer): string | undefined =>
  [answer.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))?.split(';')[0];

/** The demo account's owner, with the right password, from `from`, carrying `deviceCookie` if given. */
export function ownerLogin(loginUrl: string, from: string, deviceCookie?: string): Promise<Answer> {
  return send(loginUrl, {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', ...(deviceCookie && { cookie: deviceCookie }) },
    body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
  });
}

const hasToken = (answer: Answer) => typeof (jsonOf(answer) as { data?: { token?: unknown } } | undefined)?.data?.token === 'string';
/** A 429 that says every password check is busy (not a lock): a person waits and tries again. */
const isBusy = (answer: Answer) => answer.status === 429 && /right now/.test(answer.body);

/**
 * The owner signs in every `everyMs` until `until` (ms since the epoch), as a person would: when
 * told every password check is busy, waits Retry-After and tries again a few times.
 */
export async function signInThroughout(sign: () => Promise<Answer>, until: number, everyMs: number): Promise<OwnerSignIns> {
  const figures: OwnerSignIns = { attempts: 0, signedIn: 0, failures: [], busyWaits: 0 };
  while (Date.now() < until) {
    figures.attempts += 1;
    let answer = await sign();
    for (let retry = 0; isBusy(answer) && retry < BUSY_RETRIES; retry += 1) {
      figures.busyWaits += 1;
      await sleep(Number(answer.headers['retry-after'] ?? 2) * 1000);
      answer = await sign();
    }
    if (answer.status === 200 && hasToken(answer)) figures.signedIn += 1;
    else figures.failures.push(answer.status);
    await sleep(everyMs);
  }
  return figures;
}
