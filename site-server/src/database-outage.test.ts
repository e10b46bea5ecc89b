import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { proxyDatabase, type DatabaseProxy } from '@storefront/platform/testing';
import { findRemote, promote, publishBuild, siteReleaseFrom } from '@storefront/release';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '@storefront/release/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteConfigFromEnv } from './site-config';
import { createSiteServer } from './site-server';

// A running site server whose PostgreSQL stops or freezes (a proxy in front of the test server
// stands in for it): pages keep coming from the last live view, writes answer 503, and no
// request waits long or goes unanswered.
const catalog = findRemote('catalog-mfe')!;
const SITE = 'http://localhost:8080';

describe.each(inject('databaseServers'))('a site server whose database goes away, on $name', (server) => {
  let proxy: DatabaseProxy;
  let environment: FakeReleaseEnvironment;
  let root: string;
  let site: FastifyInstance;
  let siteUrl: string;
  let cookie: string;
  const versions: string[] = [];

  const publishLive = async (marker: string) => {
    const files = await fakeBuild(path.join(environment.root, 'builds', marker), { marker });
    const { version } = await publishBuild(environment.context, catalog, files, { by: 'ci' });
    await promote(environment.context, catalog, version, { by: 'asha', force: true });
    versions.push(version);
    return version;
  };
  const startSite = async () => {
    const config = { ...siteConfigFromEnv({ API_PORT: '1', SITE_PUBLIC_URL: SITE }), root, serverRendering: false };
    const app = await createSiteServer(config, siteReleaseFrom(environment.context, { staleViewMaxMs: 60_000 }), {
      logStream: { write: () => undefined },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
  };
  /** A request over HTTP as a browser or a script sends it: its answer and how long it took. */
  const request = async (url: string, init: RequestInit = {}) => {
    const started = Date.now();
    const response = await fetch(`${siteUrl}${url}`, { ...init, headers: { cookie, ...init.headers } });
    return { status: response.status, headers: response.headers, body: await response.text(), ms: Date.now() - started };
  };
  const page = (url: string) => request(url, { headers: { accept: 'text/html' } });
  const liveVersion = async () => JSON.parse((await request('/registry.json')).body).remotes.catalog_mfe.version as string;
  const health = async () => JSON.parse((await request('/health')).body).liveView as { stale: boolean; staleAnswers: number };
  const report = async () => {
    const token = JSON.parse((await request('/registry.json')).body).remotes.catalog_mfe.reportToken as string;
    return { token, send: () => request('/release-beacon', { method: 'POST', headers: { origin: SITE, 'content-type': 'application/json' }, body: JSON.stringify({ remote: 'catalog_mfe', version: versions.at(-1), outcome: 'load', token }) }) };
  };

  beforeAll(async () => {
    proxy = await proxyDatabase(server.adminUrl);
    environment = await fakeReleaseEnvironment({ name: server.name, adminUrl: proxy.url }, () => ({
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_QUERY_TIMEOUT_MS: '1000',
    }));
    root = await mkdtemp(path.join(tmpdir(), 'site-outage-'));
    await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await publishLive('one');
    ({ app: site, url: siteUrl } = await startSite());
    cookie = (await fetch(`${siteUrl}/registry.json`)).headers.get('set-cookie')!.split(';')[0]!;
  });
  afterAll(async () => {
    proxy.thaw();
    await proxy.start().catch(() => undefined);
    await site?.close();
    await environment?.cleanUp();
    await proxy?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('serves pages and /registry.json from the last live view while the database is stopped, and writes answer 503', async () => {
    expect((await page('/')).status).toBe(200);
    const beacon = await report();
    await proxy.stop();
    try {
      for (const url of ['/', '/products', '/about-us']) {
        const answer = await page(url);
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(`"version":"${versions[0]}"`);
      }
      expect(await liveVersion()).toBe(versions[0]);
      expect(await health()).toMatchObject({ stale: true, staleAnswers: expect.any(Number) });
      const refused = await beacon.send();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(refused.body)).toEqual({ message: 'The report cannot be recorded right now. Please try again in a moment.' });
    } finally {
      await proxy.start();
    }
    // Back: the next release is on the very next pages.
    const next = await publishLive('two');
    await expect.poll(liveVersion, { timeout: 5_000, interval: 200 }).toBe(next);
    expect((await health()).stale).toBe(false);
  });

  it('answers every request within a bounded wait while the database is frozen, none cut', async () => {
    expect((await page('/')).status).toBe(200);
    const beacon = await report();
    proxy.freeze();
    try {
      const answers = await Promise.all([
        ...['/', '/products', '/contact', '/about-us'].map((url) => page(url)),
        request('/registry.json'),
        request('/registry.json'),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeLessThan(3_000);
      }
      expect(JSON.parse(answers.at(-1)!.body).remotes.catalog_mfe.version).toBe(versions.at(-1));
      // Later requests, while it stays frozen, are answered at once (the database is asked again meanwhile).
      const later = await page('/products');
      expect(later.status).toBe(200);
      expect(later.ms).toBeLessThan(1_000);
      // A write waits for its query timeout (a second here), then says so.
      const refused = await beacon.send();
      expect(refused.status).toBe(503);
      expect(refused.ms).toBeLessThan(4_000);
    } finally {
      proxy.thaw();
    }
    // Thawed: pages are confirmed by the database again.
    await expect.poll(async () => (await page('/')).status === 200 && (await health()).stale, { timeout: 5_000, interval: 200 }).toBe(false);
  });

  it('answers a browser with a 503 page, and a script with 503 JSON, when it never had a live view', async () => {
    await proxy.stop();
    const cold = await startSite();
    try {
      const started = Date.now();
      const answer = await fetch(`${cold.url}/products`, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).toContain('"remotes":{}');
      const registryDocument = await fetch(`${cold.url}/registry.json`);
      expect(registryDocument.status).toBe(503);
      expect(await registryDocument.json()).toEqual({ message: 'This is briefly unavailable. Please try again in a moment.' });
      expect(Date.now() - started).toBeLessThan(4_000);
    } finally {
      await cold.app.close();
      await proxy.start();
    }
  });
});
