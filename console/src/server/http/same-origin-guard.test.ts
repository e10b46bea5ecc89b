import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUnderTest, type ConsoleUnderTest } from '../testing/console-under-test';
import { FOREIGN_REQUEST_MESSAGE } from './same-origin-guard';

let console_: ConsoleUnderTest;
let cookie: string;
const STOREFRONT = 'http://localhost:8080';

beforeAll(async () => {
  console_ = await consoleUnderTest();
  cookie = await console_.signIn(console_.tokens.manager.value, 'lena');
});
afterAll(() => console_.close());

const rollback = (headers: Record<string, string | undefined>) =>
  console_.call({ method: 'POST', url: '/console-api/remotes/catalog-mfe/actions/rollback', cookie, payload: { reason: 'forged' }, headers });

describe("the console's API", () => {
  it("refuses a change sent by another origin's page, the storefront's on the same host included", async () => {
    for (const headers of [{ origin: STOREFRONT, 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, { origin: STOREFRONT, 'sec-fetch-site': undefined }]) {
      const answer = await rollback(headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: FOREIGN_REQUEST_MESSAGE });
    }
    // Refused before anything ran: history has no trace of it.
    expect(await console_.release.context.registry.read()).toEqual({ remotes: {} });
  });

  it('refuses a change that names no origin at all (no browser sends one so)', async () => {
    expect((await rollback({ origin: undefined, 'sec-fetch-site': undefined })).statusCode).toBe(403);
  });

  it('refuses a sign-in from another origin, so no page can sign a visitor in with its own token', async () => {
    const answer = await console_.call({ method: 'POST', url: '/console-api/session', payload: { token: console_.tokens.manager.value }, headers: { origin: STOREFRONT } });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses reads a browser marks as coming from another origin, and answers no CORS', async () => {
    const foreign = await console_.call({ method: 'GET', url: '/console-api/status', cookie, headers: { origin: STOREFRONT, 'sec-fetch-site': 'same-site' } });
    expect(foreign.statusCode).toBe(403);
    const own = await console_.call({ method: 'GET', url: '/console-api/status', cookie });
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
    expect(own.headers).toMatchObject({ 'cross-origin-resource-policy': 'same-origin', 'cache-control': 'no-store', 'x-frame-options': 'DENY' });
  });

  it("lets the console's own page act", async () => {
    const answer = await rollback({});
    // Allowed through: the release system itself answers (nothing is live to roll back).
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: 'catalog-mfe has no earlier live version to roll back to.' });
  });
});
