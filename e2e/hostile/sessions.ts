import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_ACCOUNT } from '@storefront/api';
import { clientAddress, isMessageJson, jsonOf, send, type Answer } from './http-client';
import { setting, type HostileSite } from './hostile-site';
import type { Row } from './results-table';

export const SESSION_COOKIE = 'sf_session';
const FROM = clientAddress(250);

export interface SetCookie {
  name: string;
  value: string;
  /** Attribute names in lower case, with their values ('' for flags like HttpOnly). */
  attributes: Record<string, string>;
}

/** `name=value; Attr=x; Flag` as a server sends it. */
export function parseSetCookie(header: string): SetCookie {
  const [pair = '', ...rest] = header.split(';').map((part) => part.trim());
  const split = pair.indexOf('=');
  const attributes = Object.fromEntries(
    rest.filter(Boolean).map((part) => {
      const at = part.indexOf('=');
      return at < 0
        ? [part.toLowerCase(), '']
        : [part.slice(0, at).toLowerCase(), part.slice(at + 1)];
    }),
  );
  return { name: pair.slice(0, split), value: pair.slice(split + 1), attributes };
}

export interface SessionFigures {
  loginStatus: number;
  /** The login answer keeps the spec's fields for API clients. */
  loginFields: boolean;
  cookie: SetCookie | undefined;
  withCookie: number;
  afterLogout: { status: number; json: boolean };
  /** The second session just before it was left idle: it must have been alive then. */
  beforeIdle: number;
  afterIdle: { status: number; json: boolean };
}

export async function runSessions(site: HostileSite): Promise<SessionFigures> {
  const api = (path: string) => `${site.apiUrl}/api/v1/auth/${path}`;
  // The site's pages call the API: their origin, as a browser sends it.
  const headers = { origin: site.siteUrl, 'content-type': 'application/json' };
  const login = async () => {
    const answer = await send(api('login'), {
      method: 'POST',
      from: FROM,
      headers,
      body: JSON.stringify({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    });
    const header = [answer.headers['set-cookie'] ?? []]
      .flat()
      .find((line) => line.startsWith(`${SESSION_COOKIE}=`));
    return { answer, cookie: header === undefined ? undefined : parseSetCookie(header) };
  };
  const session = (cookie: SetCookie | undefined): Promise<Answer> =>
    send(api('session'), {
      from: FROM,
      headers: { origin: site.siteUrl, cookie: `${SESSION_COOKIE}=${cookie?.value ?? ''}` },
    });

  const first = await login();
  const data = (jsonOf(first.answer) as { data?: { token?: unknown; user?: unknown } } | undefined)
    ?.data;
  const withCookie = (await session(first.cookie)).status;
  await send(api('logout'), {
    method: 'POST',
    from: FROM,
    headers: { origin: site.siteUrl, cookie: `${SESSION_COOKIE}=${first.cookie?.value ?? ''}` },
  });
  const afterLogout = await session(first.cookie);

  const second = await login();
  const beforeIdle = (await session(second.cookie)).status;
  await sleep(setting('SESSION_IDLE_MS') + 1500);
  const afterIdle = await session(second.cookie);
  return {
    loginStatus: first.answer.status,
    loginFields: typeof data?.token === 'string' && typeof data.user === 'object',
    cookie: first.cookie,
    withCookie,
    afterLogout: { status: afterLogout.status, json: isMessageJson(afterLogout) },
    beforeIdle,
    afterIdle: { status: afterIdle.status, json: isMessageJson(afterIdle) },
  };
}

/** Flags a cookie must carry, over http (Secure is for https only: a browser would drop it here). */
export function cookieFlagsProblem(cookie: SetCookie | undefined): string | undefined {
  if (!cookie) return `no ${SESSION_COOKIE} cookie`;
  const { attributes } = cookie;
  if (!('httponly' in attributes)) return 'not HttpOnly';
  if (attributes.samesite?.toLowerCase() !== 'lax')
    return `SameSite=${attributes.samesite ?? '(none)'}`;
  if (attributes.path !== '/') return `Path=${attributes.path ?? '(none)'}`;
  if ('secure' in attributes) return 'Secure over http';
  return undefined;
}

export function judgeSessions(figures: SessionFigures): Row[] {
  const scenario = 'sessions';
  const problem = cookieFlagsProblem(figures.cookie);
  const attributes = figures.cookie ? Object.keys(figures.cookie.attributes).join(', ') : 'none';
  // A refusal means something only for a cookie the API took a moment before.
  const refused = (entry: { status: number; json: boolean }, aliveBefore: number) =>
    aliveBefore === 200
      ? `${entry.status}${entry.json ? ' JSON {message}' : ''}`
      : `${entry.status}, but the cookie never worked (${aliveBefore})`;
  return [
    {
      scenario,
      check: 'login answer',
      figure: `${figures.loginStatus}${figures.loginFields ? ', data.token and data.user' : ''}`,
      target: '200, data.token and data.user',
      pass: figures.loginStatus === 200 && figures.loginFields,
    },
    {
      scenario,
      check: `${SESSION_COOKIE} cookie flags`,
      figure: problem ?? attributes,
      target: 'HttpOnly, SameSite=Lax, Path=/, no Secure over http',
      pass: problem === undefined,
    },
    {
      scenario,
      check: 'GET /auth/session with the cookie',
      figure: String(figures.withCookie),
      target: '200',
      pass: figures.withCookie === 200,
    },
    {
      scenario,
      check: 'the same cookie after logout',
      figure: refused(figures.afterLogout, figures.withCookie),
      target: '401 JSON {message}',
      pass:
        figures.withCookie === 200 &&
        figures.afterLogout.status === 401 &&
        figures.afterLogout.json,
    },
    {
      scenario,
      check: `the cookie after SESSION_IDLE_MS (${setting('SESSION_IDLE_MS') / 1000} s) idle`,
      figure: refused(figures.afterIdle, figures.beforeIdle),
      target: '401 JSON {message}',
      pass:
        figures.beforeIdle === 200 && figures.afterIdle.status === 401 && figures.afterIdle.json,
    },
  ];
}
