import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setting, type HostileSite } from './hostile-site';
import {
  cookieFlagsProblem,
  judgeSessions,
  parseSetCookie,
  runSessions,
  type SessionFigures,
} from './sessions';

/** An API that keeps the session contract: a cookie session that logout and idleness end. */
function contractApi(cookieFlags: string): http.Server {
  const lastSeen = new Map<string, number>();
  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  return http.createServer((request, response) => {
    const token = /sf_session=([\w-]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
    request.resume().on('end', () => {
      if (request.url === '/api/v1/auth/login') {
        const fresh = `token-${lastSeen.size}-abcdefghijklmnopqrstuvwxyz`;
        lastSeen.set(fresh, Date.now());
        response.setHeader('set-cookie', `sf_session=${fresh}; ${cookieFlags}`);
        return json(response, 200, { data: { token: fresh, user: { id: 1 } } });
      }
      if (request.url === '/api/v1/auth/logout') {
        lastSeen.delete(token);
        return response.writeHead(204).end();
      }
      const seen = lastSeen.get(token);
      if (seen === undefined || Date.now() - seen > setting('SESSION_IDLE_MS'))
        return json(response, 401, { message: 'Not logged in.' });
      lastSeen.set(token, Date.now());
      return json(response, 200, { data: { user: { id: 1 } } });
    });
  });
}

let server: http.Server;
let site: HostileSite;
beforeAll(async () => {
  server = contractApi('Path=/; HttpOnly; SameSite=Lax');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  site = {
    siteUrl: 'http://localhost:8080',
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  } as HostileSite;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the sessions scenario', () => {
  it('passes an API that keeps the session contract', { timeout: 15_000 }, async () => {
    const rows = judgeSessions(await runSessions(site));
    expect(rows.filter((row) => !row.pass)).toEqual([]);
  });

  it('reads cookie attributes whatever their case, and names the first missing flag', () => {
    const cookie = parseSetCookie(
      'sf_session=abc=; path=/; httponly; samesite=lax; Expires=Tue, 24 Nov 2026 10:00:00 GMT',
    );
    expect(cookie).toMatchObject({ name: 'sf_session', value: 'abc=' });
    expect(cookieFlagsProblem(cookie)).toBeUndefined();
    expect(cookieFlagsProblem(parseSetCookie('sf_session=a; Path=/; SameSite=Lax'))).toBe(
      'not HttpOnly',
    );
    expect(
      cookieFlagsProblem(parseSetCookie('sf_session=a; Path=/; HttpOnly; SameSite=None; Secure')),
    ).toBe('SameSite=None');
    expect(
      cookieFlagsProblem(parseSetCookie('sf_session=a; Path=/; HttpOnly; SameSite=Lax; Secure')),
    ).toBe('Secure over http');
  });

  it('does not count a 401 as an ended session when the cookie never worked', () => {
    const never: SessionFigures = {
      loginStatus: 200,
      loginFields: true,
      cookie: undefined,
      withCookie: 401,
      afterLogout: { status: 401, json: true },
      beforeIdle: 401,
      afterIdle: { status: 401, json: true },
    };
    expect(judgeSessions(never).map((row) => row.pass)).toEqual([true, false, false, false, false]);
  });
});
