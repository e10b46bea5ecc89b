import path from 'node:path';
import { metricValue } from '@storefront/platform/testing/metrics';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerReleaseBeacon } from './release-beacon';
import { findRemote, publishBuild, siteReleaseFrom, type SiteRelease } from '@storefront/release';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '@storefront/release/testing';
import type { Registry } from '@storefront/shared/federation';
import { VISITOR_COOKIE } from '../visitors/visitor-cookie';

const SITE = 'http://localhost:8080';
const catalog = findRemote('catalog-mfe')!;
const JSON_FROM_SITE = { origin: SITE, 'content-type': 'application/json' };

describe.each(inject('databaseServers'))('the release beacon on $name', (server) => {
  let environment: FakeReleaseEnvironment;
  let release: SiteRelease;
  /** Two instances of the site on one database: what one counts, the other knows. */
  let apps: FastifyInstance[];
  let version: string;
  let other: string;
  let visitors = 0;

  /** A new visitor's id, and the tokens a page gave them for both versions. */
  const visitor = async () => {
    visitors += 1;
    const id = `visitor-${String(visitors).padStart(14, '0')}`;
    const registry: Registry = { remotes: { catalog_mfe: { version, manifest: 'http://r.test/a/mf-manifest.json', previous: { version: other, manifest: 'http://r.test/b/mf-manifest.json' } } } };
    const signed = (await release.withReportTokens(registry, id)).remotes.catalog_mfe!;
    return { id, token: signed.reportToken!, otherToken: signed.previous!.reportToken! };
  };
  const vitalsOf = async () => (await environment.context.registry.vitals.of('catalog_mfe', version, new Date(0))).LCP;
  const figures = async () => (await environment.context.registry.reports.allFigures()).get('catalog_mfe')?.get(version) ?? { visitors: 0, failedVisitors: 0, networks: 0, failedNetworks: 0 };
  const send = (body: unknown, options: { visitor?: string; headers?: Record<string, string>; from?: string; app?: number } = {}) =>
    apps[options.app ?? 0]!.inject({
      method: 'POST',
      url: '/release-beacon',
      remoteAddress: options.from ?? '203.0.113.1',
      headers: { ...(options.headers ?? JSON_FROM_SITE), ...(options.visitor && { cookie: `${VISITOR_COOKIE}=5.${options.visitor}` }) },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    environment = await fakeReleaseEnvironment(server);
    version = (await publishBuild(environment.context, catalog, await fakeBuild(path.join(environment.root, 'builds', 'one'), { marker: 'one' }), { by: 'ci' })).version;
    other = (await publishBuild(environment.context, catalog, await fakeBuild(path.join(environment.root, 'builds', 'two'), { marker: 'two' }), { by: 'ci' })).version;
    release = siteReleaseFrom(environment.context);
    apps = [];
    for (let index = 0; index < 2; index += 1) {
      const app = Fastify();
      await registerReleaseBeacon(app, siteReleaseFrom(environment.context), { siteOrigins: [SITE], reportsPerMinute: 5 });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await environment.cleanUp();
  });

  it("counts a report with the page's token, from the site's own pages by Origin or by Sec-Fetch-Site", async () => {
    const before = await figures();
    const first = await visitor();
    const second = await visitor();
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'load', token: first.token }, { visitor: first.id })).statusCode).toBe(204);
    const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' };
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'failure', token: second.token }, { visitor: second.id, headers: sameOrigin, from: '203.0.114.2' })).statusCode).toBe(204);
    expect(await figures()).toEqual({
      visitors: before.visitors + 2,
      failedVisitors: before.failedVisitors + 1,
      networks: before.networks + 2,
      failedNetworks: before.failedNetworks + 1,
    });
  });

  it('counts every report on /metrics by what became of it', async () => {
    const results = ['counted', 'replayed', 'refused-token', 'refused-sender', 'malformed', 'unknown-remote', 'too-large'];
    const count = () => Promise.all(results.map((result) => metricValue('site_beacon_reports_total', { result })));
    const before = await count();
    const { id, token } = await visitor();
    const from = '203.0.117.1';
    await send({ remote: 'catalog_mfe', version, outcome: 'load', token }, { visitor: id, from });
    await send({ remote: 'catalog_mfe', version, outcome: 'load', token }, { visitor: id, from });
    await send({ remote: 'catalog_mfe', version, outcome: 'load', token: 'forged' }, { visitor: id, from });
    await send({ remote: 'catalog_mfe', version, outcome: 'load', token }, { visitor: id, from, headers: { origin: 'https://elsewhere.test', 'content-type': 'application/json' } });
    await send({ remote: 'catalog_mfe', version, outcome: 'maybe', token }, { visitor: id, from });
    await send({ remote: 'no_such_mfe', version, outcome: 'load', token }, { visitor: id, from });
    await send({ remote: 'catalog_mfe', version, outcome: 'load', token: 'x'.repeat(2_000) }, { visitor: id, from });
    const after = await count();
    expect(Object.fromEntries(results.map((result, index) => [result, after[index]! - before[index]!]))).toEqual(Object.fromEntries(results.map((result) => [result, 1])));
  });

  it('counts a token once for loads and once for failures, and a visitor once however many tokens', async () => {
    const { id, token } = await visitor();
    const from = '203.0.115.1';
    const before = await figures();
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'load', token }, { visitor: id, from })).statusCode).toBe(204);
    const replayed = await send({ remote: 'catalog_mfe', version, outcome: 'load', token }, { visitor: id, from, app: 1 });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json()).toEqual({ message: 'This report was counted already.' });
    // The page's module arrived and then threw: one visitor, failed.
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'failure', token }, { visitor: id, from })).statusCode).toBe(204);
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'failure', token }, { visitor: id, from })).statusCode).toBe(409);
    // A second page of the same visitor, with a token of its own.
    const again = (await release.withReportTokens({ remotes: { catalog_mfe: { version, manifest: 'http://r.test/a/mf-manifest.json', previous: null } } }, id)).remotes.catalog_mfe!;
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'failure', token: again.reportToken! }, { visitor: id, from })).statusCode).toBe(204);
    expect(await figures()).toEqual({ visitors: before.visitors + 1, failedVisitors: before.failedVisitors + 1, networks: before.networks + 1, failedNetworks: before.failedNetworks + 1 });
  });

  it('refuses with 403 and counts nothing: no token, a forged one, another visitor\'s, another version\'s, no visitor cookie', async () => {
    const mine = await visitor();
    const theirs = await visitor();
    const before = await figures();
    const cases = [
      [{ token: 'abc' }, mine.id],
      // Its last character changed: 'AA' for the last two was the same token once in 4,096 runs.
      [{ token: `${mine.token.slice(0, -1)}${mine.token.endsWith('A') ? 'B' : 'A'}` }, mine.id],
      [{ token: theirs.token }, mine.id],
      [{ token: mine.otherToken }, mine.id],
      [{ token: mine.token }, undefined],
    ] as const;
    for (const [body, id] of cases) {
      const answer = await send({ remote: 'catalog_mfe', version, outcome: 'failure', ...body }, { visitor: id, from: '203.0.116.1' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'The report carries no valid token for this visitor and version.' });
    }
    expect(await figures()).toEqual(before);
  });

  it("counts a page view's vitals with its page's token, once, apart from its load report", async () => {
    const { id, token } = await visitor();
    const from = '203.0.117.1';
    const before = await vitalsOf();
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'load', token }, { visitor: id, from })).statusCode).toBe(204);
    const report = { remote: 'catalog_mfe', version, token, vitals: { LCP: 1_840, INP: 96, CLS: 0.012, TTFB: 212 } };
    expect((await send(report, { visitor: id, from })).statusCode).toBe(204);
    const replayed = await send({ ...report, vitals: { LCP: 30_000 } }, { visitor: id, from, app: 1 });
    expect(replayed.statusCode).toBe(409);
    expect(await vitalsOf()).toMatchObject({ samples: before.samples + 1, visitors: before.visitors + 1 });
  });

  it("refuses vitals with another version's or visitor's token with 403, and counts nothing", async () => {
    const mine = await visitor();
    const theirs = await visitor();
    const before = await vitalsOf();
    for (const [token, id] of [[mine.otherToken, mine.id], [theirs.token, mine.id], [mine.token, undefined]] as const) {
      expect((await send({ remote: 'catalog_mfe', version, token, vitals: { LCP: 9_000 } }, { visitor: id, from: '203.0.118.1' })).statusCode).toBe(403);
    }
    expect(await vitalsOf()).toEqual(before);
  });

  it.each([
    ['a negative figure', { LCP: -1 }],
    ['a figure that is not a number', { LCP: '1200' }],
    ['no figure at all', {}],
    ['a metric it does not know', { LCP: 1_000, FID: 20 }],
    ['an LCP over ten minutes', { LCP: 600_001 }],
    ['a CLS over 100', { CLS: 101 }],
    ['vitals that are not an object', [1_000]],
    ['an infinite figure, as JSON writes it', { LCP: null }],
  ])('answers 400 to vitals with %s, and counts nothing', async (_case, vitals) => {
    const { id, token } = await visitor();
    const before = await vitalsOf();
    const response = await send({ remote: 'catalog_mfe', version, token, vitals }, { visitor: id, from: '203.0.119.1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed report.' });
    expect(await vitalsOf()).toEqual(before);
  });

  it.each([
    ['a foreign origin', { origin: 'http://evil.example', 'content-type': 'application/json' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }],
    ['no origin at all', { 'content-type': 'application/json' }],
    ['text/plain from the site (a form or an old beacon)', { origin: SITE, 'content-type': 'text/plain' }],
    ['a form post from the site', { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses %s with 403 JSON and counts nothing, even with a good token', async (_case, headers) => {
    const { id, token } = await visitor();
    const before = await figures();
    const response = await send({ remote: 'catalog_mfe', version, outcome: 'failure', token }, { visitor: id, headers, from: '198.51.100.1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.stringContaining("site's own pages") });
    expect(await figures()).toEqual(before);
  });

  it.each([
    [{ remote: '__proto__', version: '1.0.0', outcome: 'load', token: 'x' }, 'Unknown remote.'],
    [{ remote: 'constructor', version: '1.0.0', outcome: 'load', token: 'x' }, 'Unknown remote.'],
    [{ remote: 'toString', version: '1.0.0', outcome: 'failure', token: 'x' }, 'Unknown remote.'],
    [{ remote: 'evil_mfe', version: '1.0.0', outcome: 'load', token: 'x' }, 'Unknown remote.'],
    [{ remote: 'catalog_mfe', version: '../../etc', outcome: 'load', token: 'x' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: '\u001b[31m1', outcome: 'load', token: 'x' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: 'x'.repeat(65), outcome: 'load', token: 'x' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: '1.0.0', outcome: 'crash', token: 'x' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: '1.0.0', outcome: 'load' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: '1.0.0', outcome: 'load', token: 'x'.repeat(101) }, 'Malformed report.'],
    ['{"remote":', 'Malformed report.'],
    [[1, 2], 'Malformed report.'],
  ])('answers 400 JSON to %j', async (body, message) => {
    const response = await send(body, { visitor: 'AbCdEfGhIjKlMnOpQrSt_-' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 413 JSON to an oversized report', async () => {
    const response = await send({ remote: 'catalog_mfe', version, outcome: 'load', token: 'x', padding: 'x'.repeat(2_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The report is too large.' });
  });

  it('limits what one client network has counted a minute, across every instance of the site', async () => {
    const statuses = [];
    // Five addresses of one /24, through both instances: one network, one limit.
    for (let index = 0; index < 5; index += 1) {
      const { id, token } = await visitor();
      statuses.push((await send({ remote: 'catalog_mfe', version, outcome: 'load', token }, { visitor: id, from: `192.0.2.${index + 1}`, app: index % 2 })).statusCode);
    }
    const counted = await figures();
    const over = await visitor();
    const refused = await send({ remote: 'catalog_mfe', version, outcome: 'load', token: over.token }, { visitor: over.id, from: '192.0.2.200', app: 1 });

    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many reports from this network. Please wait a minute.' });
    expect(refused.headers['retry-after']).toBe('60');
    expect(await figures()).toEqual(counted);
    // Another network is counted, IPv6 by its /64.
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'load', token: over.token }, { visitor: over.id, from: '2001:db8:1:2::7' })).statusCode).toBe(204);
  });
});
