import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LiveViewUnavailable, type SiteRelease } from '@storefront/release';
import { embeddedDocumentsId, type Registry } from '@storefront/shared/federation';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteConfigFromEnv } from './site-config';
import { wantsPage } from './pages/serve-page';
import { createSiteServer } from './site-server';

const LIVE = 'http://live.test/catalog-mfe/1.0/mf-manifest.json';
const registry: Registry = {
  remotes: { catalog_mfe: { version: '1.0', manifest: LIVE, previous: null } },
};
const release: SiteRelease = {
  registryFor: vi.fn(async () => registry),
  liveViewHealth: () => ({ stale: false, ageMs: 0, staleAnswers: 0 }),
  integrity: async () => undefined,
  fetchFile: async () => undefined,
  previewLink: async () => ({ preview: { refused: 'invalid' } }),
  withReportTokens: async (registry) => registry,
  recordReport: async () => ({ status: 'refused', reason: 'forged' }),
};

let root: string;
let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'site-'));
  const dist = path.join(root, 'shell', 'dist');
  await mkdir(path.join(dist, 'server'), { recursive: true });
  // A shell built without a server build: its pages go out for the browser to render.
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script defer src="/main.1a2b3c4d5e.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'main.1a2b3c4d5e.js'), 'start();');
  const config = { ...siteConfigFromEnv({ API_PORT: '1' }), root, serverRendering: false };
  app = await createSiteServer(config, release, {
    logStream: { write: (line) => void logLines.push(line) },
  });
});
afterAll(async () => {
  await app?.close();
  await rm(root, { recursive: true, force: true });
});

const visit = (url: string, accept = 'text/html') =>
  app.inject({ url, headers: { accept, cookie: 'sf-bucket=7' } });

describe('the site server', () => {
  it('serves a page in one pass: one registry read for its data block, its preloads and its policy', async () => {
    vi.mocked(release.registryFor).mockClear();
    const page = await visit('/products');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain('http://live.test');
    expect(page.body).toContain(`<script type="application/json" id="${embeddedDocumentsId}">`);
    expect(page.body).toContain('<div id="root"></div>');
    expect(release.registryFor).toHaveBeenCalledTimes(1);
    expect(release.registryFor).toHaveBeenCalledWith(7);
  });

  it('answers each page with its status: the not-found page with a 404, an unknown service with a redirect', async () => {
    const missing = await visit('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root">');
    const moved = await visit('/service-page/no-such-service');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/404');
    expect((await visit('/')).statusCode).toBe(200);
  });

  it('renders its page routes for any reader that takes HTML, and answers a fetch asking for something else with a 404', async () => {
    // Link-preview fetchers, crawlers and curl accept anything, or say nothing: they get the page.
    for (const accept of ['*/*', 'text/html', 'application/xhtml+xml,*/*;q=0.8']) {
      const page = await visit('/about-us', accept);
      expect(page.statusCode, accept).toBe(200);
      expect(page.headers['content-type'], accept).toBe('text/html; charset=utf-8');
    }
    const unnamed = await app.inject({ url: '/about-us', headers: { cookie: 'sf-bucket=7' } });
    expect(unnamed.statusCode).toBe(200);
    const refused = await visit('/about-us', 'application/json');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'Not found.' });
    // A cache between keeps the two answers apart: by Accept, and the page by the visitor's cookie too.
    expect(refused.headers.vary).toBe('Accept');
    expect((await visit('/about-us')).headers.vary).toBe('Accept, Cookie');
    const script = await visit('/main.1a2b3c4d5e.js', '*/*');
    expect(script.body).toBe('start();');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
  });

  it('sends every page with COOP and CORP same-origin and a Permissions-Policy; its files keep theirs', async () => {
    for (const url of ['/products', '/no/such/page']) {
      const page = await visit(url);
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(page.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(page.headers['permissions-policy'], url).toContain('camera=()');
    }
    expect((await visit('/main.1a2b3c4d5e.js', '*/*')).headers['cross-origin-resource-policy']).toBeUndefined();
  });

  it('answers HEAD of every page route as GET, without the body, and never 405', async () => {
    for (const url of ['/', '/products', '/about-us', '/no/such/page']) {
      const ask = (method: 'GET' | 'HEAD') => app.inject({ method, url, headers: { accept: 'text/html', cookie: 'sf-bucket=7' } });
      const [get, head] = [await ask('GET'), await ask('HEAD')];
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(head.body, url).toBe('');
    }
    // A client that asks for anything (curl -I) gets what its GET gets: a 404, not a 405.
    const head = await app.inject({ method: 'HEAD', url: '/products', headers: { accept: '*/*' } });
    expect(head.statusCode).toBe((await visit('/products', '*/*')).statusCode);
    expect(head.statusCode).not.toBe(405);
  });

  it("serves the registry and configuration as documents, and never the page's template or the server build", async () => {
    expect((await visit('/registry.json', '*/*')).json()).toEqual(registry);
    expect((await visit('/config.json', '*/*')).json()).toMatchObject({
      apiBaseUrl: 'http://localhost:1',
    });
    expect((await visit('/index.html', '*/*')).statusCode).toBe(404);
    const template = await visit('/index.html');
    expect(template.statusCode).toBe(404);
    expect(template.body).toContain(embeddedDocumentsId);
  });

  it('logs nothing above info for the pages it served', () => {
    expect(logLines.filter((line) => JSON.parse(line).level >= 40)).toEqual([]);
  });
});

describe('a site serving another build of the shell (SHELL_DIST)', () => {
  it("serves that build's page and files, and refuses a folder with no build", async () => {
    const variant = path.join(root, 'shell', 'dist-variants', 'paint-first');
    await mkdir(variant, { recursive: true });
    await writeFile(
      path.join(variant, 'index.html'),
      '<!doctype html><html><head><script defer src="/main.5e4d3c2b1a.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(variant, 'main.5e4d3c2b1a.js'), 'startVariant();');
    const env = { API_PORT: '1', SHELL_DIST: 'shell/dist-variants/paint-first' };
    const site = await createSiteServer({ ...siteConfigFromEnv(env), root, serverRendering: false }, release, {
      logStream: { write: () => undefined },
    });
    try {
      const page = await site.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(page.body).toContain('/main.5e4d3c2b1a.js');
      expect(page.body).not.toContain('/main.1a2b3c4d5e.js');
      expect((await site.inject({ url: '/main.5e4d3c2b1a.js' })).body).toBe('startVariant();');
    } finally {
      await site.close();
    }
    const missing = { ...siteConfigFromEnv({ ...env, SHELL_DIST: 'shell/dist-variants/none' }), root };
    await expect(createSiteServer(missing, release)).rejects.toThrow(path.join(root, 'shell/dist-variants/none'));
  });
});

describe('a site with preview links, allowing development overrides', () => {
  const STORE = 'http://store.test';
  const liveEntry = { version: '1.0', manifest: `${STORE}/catalog-mfe/1.0/mf-manifest.json`, previous: null };
  const previewed = { version: '1.1', manifest: `${STORE}/catalog-mfe/1.1/mf-manifest.json` };
  const withLinks: SiteRelease = {
    ...release,
    registryFor: async () => ({ remotes: { catalog_mfe: liveEntry } }),
    previewLink: async (token) =>
      token === 'good.link'
        ? { preview: { remote: 'catalog_mfe', version: '1.1', expiresAt: '2026-12-08T12:00:00.000Z' }, entry: previewed }
        : { preview: { refused: 'expired', remote: 'catalog_mfe', version: '1.1' } },
  };
  let site: FastifyInstance;
  beforeAll(async () => {
    const config = { ...siteConfigFromEnv({ API_PORT: '1', OVERRIDE_ORIGINS: 'http://localhost:3001' }), root, serverRendering: false };
    site = await createSiteServer(config, withLinks, { logStream: { write: () => undefined } });
  });
  afterAll(() => site?.close());

  const page = (url: string, cookie = '') => site.inject({ url, headers: { accept: 'text/html', cookie: `sf-bucket=7; ${cookie}` } });
  const scriptSrc = (answer: { headers: Record<string, unknown> }) => /script-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))![1];
  const embedded = (html: string) => JSON.parse(new RegExp(`id="${embeddedDocumentsId}">(.*?)</script>`).exec(html)![1]!) as { registry: Registry };

  it("serves a followed link's version in the page and /registry.json, under the same policy as everyone's", async () => {
    const link = await site.inject({ url: '/preview/good.link?to=/products' });
    expect(link.statusCode).toBe(302);
    expect(link.headers.location).toBe('/products');
    const cookie = String(link.headers['set-cookie']).split(';')[0]!;
    const previewing = await page('/products', cookie);
    expect(embedded(previewing.body).registry).toEqual({
      remotes: { catalog_mfe: { ...previewed, previous: null } },
      preview: { remote: 'catalog_mfe', version: '1.1', expiresAt: '2026-12-08T12:00:00.000Z' },
    });
    expect((await site.inject({ url: '/registry.json', headers: { cookie } })).json().remotes.catalog_mfe.version).toBe('1.1');
    expect(scriptSrc(previewing)).toBe(scriptSrc(await page('/products')));
    expect(scriptSrc(previewing)).toBe(`'self' ${STORE}`);
  });

  it('serves the live versions for a link it refuses, and says why', async () => {
    const refused = embedded((await page('/products', 'sf-preview=old.link')).body).registry;
    expect(refused).toEqual({ remotes: { catalog_mfe: liveEntry }, preview: { refused: 'expired', remote: 'catalog_mfe', version: '1.1' } });
  });

  it("adds the development origins to the policy of a browser running a development override only", async () => {
    expect(scriptSrc(await page('/products'))).not.toContain('localhost:3001');
    expect(scriptSrc(await page('/products', 'sf-dev-override=1'))).toContain('http://localhost:3001');
    // The page that starts an override, before the shell has set its cookie.
    expect(scriptSrc(await page('/products?mf-override=catalog_mfe@http://localhost:3001/mf-manifest.json'))).toContain('http://localhost:3001');
    for (const url of ['/products?mf-override=catalog_mfe@https://evil.test/mf-manifest.json', '/products?mf-override=catalog_mfe@1.1', '/products?mf-override=reset']) {
      expect(scriptSrc(await page(url))).not.toContain('localhost:3001');
    }
    expect(String((await page('/products', 'sf-dev-override=1')).headers['content-security-policy'])).toMatch(/connect-src [^;]*http:\/\/localhost:3001/);
  });

  it("lets a development override's hot-reload socket connect, and nobody else's; eval stays refused", async () => {
    const developing = String((await page('/products', 'sf-dev-override=1')).headers['content-security-policy']);
    expect(developing).toMatch(/connect-src [^;]*ws:\/\/localhost:3001/);
    expect(developing).not.toContain('unsafe-eval');
    expect(String((await page('/products')).headers['content-security-policy'])).not.toContain('ws:');
  });
});

describe('a site whose registry cannot be read (the database has not answered for too long)', () => {
  let site: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    const unavailable: SiteRelease = {
      ...release,
      registryFor: async () => Promise.reject(new LiveViewUnavailable('no live view')),
      liveViewHealth: () => ({ stale: true, ageMs: 4_000_000, staleAnswers: 12 }),
    };
    const config = { ...siteConfigFromEnv({ API_PORT: '1' }), root, serverRendering: false };
    site = await createSiteServer(config, unavailable, { logStream: { write: (line) => void lines.push(line) } });
    // A route whose handler fails, as any could: a browser still gets a page.
    site.get('/broken', async (request, reply) => {
      if (wantsPage(request)) throw new Error('the template could not be read');
      return reply.send({});
    });
  });
  afterAll(() => site.close());

  it("answers a browser's page with the shell's page, no remote, 503 and when to try again", async () => {
    const page = await site.inject({ url: '/products', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('"remotes":{}');
  });

  it('answers /registry.json with a 503 in JSON, and says the view is stale in /health', async () => {
    const registryDocument = await site.inject({ url: '/registry.json', headers: { accept: '*/*' } });
    expect(registryDocument.statusCode).toBe(503);
    expect(registryDocument.headers['retry-after']).toBe('5');
    expect(registryDocument.json()).toEqual({ message: 'This is briefly unavailable. Please try again in a moment.' });
    const health = await site.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', liveView: { stale: true, ageMs: 4_000_000, staleAnswers: 12 } });
  });

  it("answers a browser's page that fails all the same with an HTML error page, between a header and a footer", async () => {
    const page = await site.inject({ url: '/broken', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toMatch(/<header>.*<a href="\/">Home<\/a>.*<\/header><main><h1>Something went wrong on our side<\/h1>.*<footer>.*mailto:/);
    expect(page.body).not.toContain('the template could not be read');
    const fetched = await site.inject({ url: '/broken', headers: { accept: 'application/json' } });
    expect(fetched.statusCode).toBe(200);
  });
});
