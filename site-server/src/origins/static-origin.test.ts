import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { serverLogging } from '@storefront/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStaticOrigin } from './static-origin';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'origin-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(root, 'main.1a2b3c4d5e.js'), 'console.log(1)');
  await writeFile(path.join(root, 'main.1a2b3c4d5e.js.map'), '{}');
  await writeFile(path.join(root, 'mf-stats.json'), '{}');
  await writeFile(path.join(root, 'mf-manifest.json'), '{}');
  await mkdir(path.join(root, 'server'));
  await writeFile(path.join(root, 'server', 'shell-server.cjs'), 'module.exports = {}');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a static origin', () => {
  it('builds the page headers for pages only; files and documents get the asset headers', async () => {
    const headers = vi.fn(async () => ({ 'Content-Security-Policy': "default-src 'self'" }));
    const app = await createStaticOrigin({
      root,
      spaFallback: true,
      page: async () => '<!doctype html><p>page</p>',
      documents: { '/registry.json': () => ({}) },
      headers,
    });
    const page = await app.inject({ url: '/products', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toBe("default-src 'self'");
    for (const url of ['/main.1a2b3c4d5e.js', '/registry.json']) {
      const answer = await app.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toBeUndefined();
    }
    expect(headers).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('hides source maps and mf-stats.json unless asked to serve debug files; the manifest stays', async () => {
    const site = await createStaticOrigin({ root, spaFallback: true });
    expect((await site.inject({ url: '/main.1a2b3c4d5e.js.map' })).statusCode).toBe(404);
    expect((await site.inject({ url: '/mf-stats.json' })).json()).toEqual({
      message: 'Not found.',
    });
    expect((await site.inject({ url: '/mf-manifest.json' })).statusCode).toBe(200);
    const debugging = await createStaticOrigin({ root, spaFallback: true, serveDebugFiles: true });
    expect((await debugging.inject({ url: '/main.1a2b3c4d5e.js.map' })).statusCode).toBe(200);
    expect((await debugging.inject({ url: '/mf-stats.json' })).statusCode).toBe(200);
  });

  it('serves nothing of its private folder, however the path is written', async () => {
    const site = await createStaticOrigin({ root, privateFolder: 'server', serveDebugFiles: true });
    for (const url of [
      '/server/shell-server.cjs',
      '/%73erver/shell-server.cjs',
      '/./server/shell-server.cjs',
      '//server/shell-server.cjs',
    ]) {
      expect((await site.inject({ url })).statusCode, url).toBeGreaterThanOrEqual(400);
    }
    expect((await site.inject({ url: '/mf-manifest.json' })).statusCode).toBe(200);
  });

  it('streams a page that arrives in parts once, with nothing sent after it', async () => {
    const lines: string[] = [];
    const app = await createStaticOrigin({
      root,
      spaFallback: true,
      logging: serverLogging('site', { stream: { write: (line) => lines.push(line) } }),
      page: async () =>
        Readable.from(['<!doctype html><div id="root">', '<h1>Products</h1>', '</div>']),
    });
    for (const url of ['/', '/products']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe('<!doctype html><div id="root"><h1>Products</h1></div>');
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.filter((line) => JSON.parse(line).level >= 40)).toEqual([]);
    await app.close();
  });

  it('renders its page routes for browsers, and answers a script or a fetch of one with a 404', async () => {
    const page = vi.fn(async () => '<!doctype html><h1>Smart Lock Pro</h1>');
    const app = await createStaticOrigin({ root, spaFallback: true, page, pagePaths: ['/', '/products/details/:productId'] });
    const detail = await app.inject({ url: '/products/details/7', headers: { accept: 'text/html' } });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain('Smart Lock Pro');
    expect((await app.inject({ url: '/products/details/7', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await app.inject({ url: '/main.1a2b3c4d5e.js' })).body).toBe('console.log(1)');
    expect(page).toHaveBeenCalledTimes(1);
    await app.close();
  });

  it('answers each page with its status, the page itself on a 404 and a redirect without one', async () => {
    const app = await createStaticOrigin({
      root,
      spaFallback: true,
      page: async () => '<!doctype html><h1>404 not found.</h1>',
      pageStatus: async (request) =>
        request.url === '/old' ? { redirect: '/404' } : { status: request.url === '/' ? 200 : 404 },
    });
    const missing = await app.inject({ url: '/no/such/page', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('404 not found.');
    expect((await app.inject({ url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    const moved = await app.inject({ url: '/old', headers: { accept: 'text/html' } });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/404');
    await app.close();
  });
});
