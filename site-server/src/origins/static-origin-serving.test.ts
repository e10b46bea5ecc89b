import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { harnessPageHeaders, REMOTE_ASSET_HEADERS } from '@storefront/platform';
import { createStaticOrigin, type StaticOriginOptions } from './static-origin';

const SITE = 'http://localhost:8080';
let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'remote-origin-'));
  const withHarness = path.join(root, '1.0.0');
  await mkdir(withHarness);
  await writeFile(path.join(withHarness, 'remoteEntry.js'), 'var remote;');
  await writeFile(path.join(withHarness, 'remoteEntry.js.map'), '{"sources":["/home/dev/src/secret.ts"]}');
  await writeFile(path.join(withHarness, 'main.1a2b3c4d5e.js'), 'render();');
  await writeFile(path.join(withHarness, 'favicon.svg'), '<svg/>');
  await writeFile(path.join(withHarness, '160.82d65d7e81.js'), 'chunk();');
  await writeFile(path.join(withHarness, 'mf-manifest.json'), JSON.stringify({ shared: [{ assets: { js: { sync: ['160.82d65d7e81.js'] } } }] }));
  await writeFile(path.join(withHarness, 'mf-stats.json'), '{"modules":["/home/dev/src/secret.ts"]}');
  await writeFile(
    path.join(withHarness, 'index.html'),
    '<!doctype html><link href="favicon.svg" rel="icon"><script defer src="main.1a2b3c4d5e.js"></script><script defer src="remoteEntry.js"></script><script src="160.82d65d7e81.js"></script>',
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

const remoteOrigin = (extra: Partial<StaticOriginOptions> = {}) =>
  createStaticOrigin({
    root,
    corsOrigins: [SITE],
    assetHeaders: REMOTE_ASSET_HEADERS,
    htmlHeaders: harnessPageHeaders('http://localhost:8090'),
    remoteReleases: true,
    ...extra,
  });

describe('what a remote origin serves', () => {
  it('serves what the federation loads, with nosniff and CORP', async () => {
    const app = await remoteOrigin();
    for (const file of ['remoteEntry.js', 'mf-manifest.json', '160.82d65d7e81.js']) {
      const response = await app.inject({ url: `/1.0.0/${file}`, headers: { origin: SITE } });
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['access-control-allow-origin']).toBe(SITE);
    }
  });

  it('answers 404 JSON for source maps, mf-stats.json and the harness page and what only it loads', async () => {
    const app = await remoteOrigin();
    const hidden = ['remoteEntry.js.map', 'REMOTEENTRY.JS.MAP', 'mf-stats.json', 'index.html', '', 'main.1a2b3c4d5e.js', 'favicon.svg', '%6d%66-stats.json', 'x/../mf-stats.json'];
    for (const file of hidden) {
      const response = await app.inject({ url: `/1.0.0/${file}` });
      expect(response.statusCode, file).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves them all with SERVE_DEBUG_FILES, the harness page under a strict policy', async () => {
    const app = await remoteOrigin({ serveDebugFiles: true });
    for (const file of ['remoteEntry.js.map', 'mf-stats.json', 'main.1a2b3c4d5e.js']) {
      expect((await app.inject({ url: `/1.0.0/${file}` })).statusCode, file).toBe(200);
    }
    const page = await app.inject({ url: '/1.0.0/index.html' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('errors of a static origin', () => {
  it('answers a dotfile, a wrong method and OPTIONS as JSON without internal codes', async () => {
    const app = await remoteOrigin();
    const answers = [
      await app.inject({ url: '/1.0.0/.env' }),
      await app.inject({ method: 'POST', url: '/1.0.0/remoteEntry.js' }),
      await app.inject({ method: 'OPTIONS', url: '/1.0.0/remoteEntry.js' }),
      await app.inject({ method: 'DELETE', url: '/health' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 405, 400, 405]);
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(answer.json() as object)).toEqual(['message']);
      expect(answer.body).not.toMatch(/FST_|statusCode|code/);
    }
  });

  it('answers a preflight from the site as CORS asks', async () => {
    const app = await remoteOrigin();
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/1.0.0/remoteEntry.js',
      headers: { origin: SITE, 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
  });

  it('sends HSTS when its public URL is https', async () => {
    const app = await remoteOrigin({ publicHttps: true });
    expect((await app.inject({ url: '/1.0.0/remoteEntry.js' })).headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
