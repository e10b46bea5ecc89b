import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from './chromium';
import { blockedOrigin, limitNetwork, SMOKE_BROWSER_ARGS } from './smoke-network';

// A candidate's page in the smoke render's browser, trying every way out to another port of
// this machine (as it would to a database or an internal service), and the site it may use.
let site: FastifyInstance;
let inside: FastifyInstance;
let browser: Browser;
let siteUrl: string;
let insideUrl: string;
const reachedInside: string[] = [];
const reachedSite: string[] = [];

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

function candidatePage(target: string) {
  return `<!doctype html><h1>candidate</h1>
<iframe src="${target}/frame"></iframe>
<iframe src="/leaves"></iframe>
<img src="${target}/image.png">
<script>
  fetch('/allowed.json');
  fetch('${target}/fetch').catch(() => {});
  navigator.sendBeacon('${target}/beacon', 'x');
  try { new WebSocket('${target.replace('http', 'ws')}/socket'); } catch {}
  new Worker(URL.createObjectURL(new Blob(["fetch('${target}/worker').catch(() => {})"])));
  setTimeout(() => { location.href = '${target}/navigate'; }, 400);
</script>`;
}

beforeAll(async () => {
  inside = Fastify();
  inside.all('/*', async (request) => {
    reachedInside.push(request.url);
    return 'internal secret';
  });
  await inside.listen({ port: 0, host: '127.0.0.1' });
  insideUrl = urlOf(inside);
  site = Fastify();
  site.addHook('onRequest', async (request) => {
    reachedSite.push(request.url);
  });
  site.get('/page', async (_, reply) => reply.type('text/html').send(candidatePage(insideUrl)));
  site.get('/allowed.json', async () => 'allowed');
  // A redirect of the site itself, off the site: a navigation would follow it unrouted.
  site.get('/leaves', async (_, reply) => reply.redirect(`${insideUrl}/redirected`, 302));
  await site.listen({ port: 0, host: '127.0.0.1' });
  siteUrl = urlOf(site);
  const launch = chromiumLaunchOptions();
  browser = await chromium.launch({ ...launch, args: [...(launch.args ?? []), ...SMOKE_BROWSER_ARGS] });
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
  await inside?.close();
});

describe("the smoke render's network", () => {
  it('reaches the allowed origins only: requests, frames, redirects, beacons, sockets, workers and navigations elsewhere are blocked', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const blocked: string[] = [];
    try {
      await limitNetwork(context, [siteUrl], (url) => blocked.push(url));
      const tab = await context.newPage();
      await tab.goto(`${siteUrl}/page`);
      await tab.waitForTimeout(1_500);
      expect(reachedInside).toEqual([]);
      expect(reachedSite).toEqual(expect.arrayContaining(['/page', '/allowed.json', '/leaves']));
      expect(new Set(blocked.map(blockedOrigin))).toEqual(new Set([insideUrl, insideUrl.replace('http', 'ws')]));
      for (const path of ['/frame', '/image.png', '/fetch', '/beacon', '/socket', '/worker', '/redirected', '/navigate']) {
        expect(blocked.some((url) => new URL(url).pathname === path), path).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

describe('a blocked request', () => {
  it('is named by its origin alone', () => {
    expect(blockedOrigin('http://10.0.0.1:5432/admin?token=x')).toBe('http://10.0.0.1:5432');
    expect(blockedOrigin('ws://internal.test/socket')).toBe('ws://internal.test');
    expect(blockedOrigin('file:///etc/passwd')).toBe('file:…');
    expect(blockedOrigin('not a url')).toBe('an unreadable address');
  });
});
