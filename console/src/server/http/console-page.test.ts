import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUnderTest, type ConsoleUnderTest } from '../testing/console-under-test';

let console_: ConsoleUnderTest;

beforeAll(async () => {
  console_ = await consoleUnderTest();
});
afterAll(() => console_.close());

describe("the console's page", () => {
  it('is served at every address of the app, with a strict policy whose style nonce is new each time', async () => {
    const nonces = [];
    for (const url of ['/', '/remotes/catalog-mfe']) {
      const answer = await console_.call({ method: 'GET', url });
      expect(answer.statusCode).toBe(200);
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toMatch(/^default-src 'none'; script-src 'self'; style-src 'self' 'nonce-[\w-]{22}'; /);
      const nonce = /'nonce-([\w-]+)'/.exec(policy)![1]!;
      expect(answer.body).toContain(`<meta name="style-nonce" nonce="${nonce}">`);
      expect(answer.body).toContain('<script defer src="/assets/main.0123456789.js"></script>');
      expect(answer.body).not.toMatch(/<script>|<style>|style="/);
      expect(answer.headers['cache-control']).toBe('no-store');
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it("serves the build's scripts as immutable, and not its source maps", async () => {
    const script = await console_.call({ method: 'GET', url: '/assets/main.0123456789.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await console_.call({ method: 'GET', url: '/assets/main.0123456789.js.map' })).statusCode).toBe(404);
  });

  it('says how to build it when there is no build, while its API still answers', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'console-unbuilt-'));
    const unbuilt = await consoleUnderTest({ distDir: empty });
    try {
      const page = await unbuilt.call({ method: 'GET', url: '/' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('pnpm build');
      expect((await unbuilt.call({ method: 'GET', url: '/console-api/status' })).statusCode).toBe(401);
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});
