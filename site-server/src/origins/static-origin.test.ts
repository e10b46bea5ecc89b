import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  it('sends every file with the asset headers, and HTML files with their own headers too', async () => {
    const app = await createStaticOrigin({ root, htmlHeaders: { 'Content-Security-Policy': "default-src 'none'" } });
    const script = await app.inject({ url: '/main.1a2b3c4d5e.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['content-security-policy']).toBeUndefined();
    const page = await app.inject({ url: '/index.html' });
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['content-security-policy']).toBe("default-src 'none'");
    await app.close();
  });

  it('hides source maps and mf-stats.json unless asked to serve debug files; the manifest stays', async () => {
    const site = await createStaticOrigin({ root });
    expect((await site.inject({ url: '/main.1a2b3c4d5e.js.map' })).statusCode).toBe(404);
    expect((await site.inject({ url: '/mf-stats.json' })).json()).toEqual({
      message: 'Not found.',
    });
    expect((await site.inject({ url: '/mf-manifest.json' })).statusCode).toBe(200);
    const debugging = await createStaticOrigin({ root, serveDebugFiles: true });
    expect((await debugging.inject({ url: '/main.1a2b3c4d5e.js.map' })).statusCode).toBe(200);
    expect((await debugging.inject({ url: '/mf-stats.json' })).statusCode).toBe(200);
  });

  it('serves nothing of its private paths, however the path is written', async () => {
    const site = await createStaticOrigin({ root, privatePaths: ['server/', 'index.html'], serveDebugFiles: true });
    for (const url of [
      '/server/shell-server.cjs',
      '/%73erver/shell-server.cjs',
      '/./server/shell-server.cjs',
      '//server/shell-server.cjs',
      '/index.html',
      '/%69ndex.html',
    ]) {
      expect((await site.inject({ url })).statusCode, url).toBeGreaterThanOrEqual(400);
    }
    expect((await site.inject({ url: '/mf-manifest.json' })).statusCode).toBe(200);
  });

  it('hands what no file answers to its notFound, and answers 404 JSON when that declines', async () => {
    const notFound = vi.fn(async (request: { url: string }, reply: { send: (body: string) => unknown }) => {
      if (request.url !== '/page') return false;
      reply.send('a page');
      return true;
    });
    const app = await createStaticOrigin({ root, notFound: notFound as never });
    expect((await app.inject({ url: '/page' })).body).toBe('a page');
    const missing = await app.inject({ url: '/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    expect((await app.inject({ url: '/main.1a2b3c4d5e.js' })).body).toBe('console.log(1)');
    expect(notFound).toHaveBeenCalledTimes(2);
    await app.close();
  });
});
