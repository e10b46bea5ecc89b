import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerReleaseBeacon } from './release-beacon';
import { findRemote, publishBuild, siteReleaseFrom } from '@storefront/release';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '@storefront/release/testing';

const SITE = 'http://localhost:8080';
const catalog = findRemote('catalog-mfe')!;

describe.each(inject('databaseServers'))('the release beacon on $name', (server) => {
  let environment: FakeReleaseEnvironment;
  let app: FastifyInstance;
  let version: string;
  let addresses = 0;
  /** Every report on the published catalog version, counted or not (there is no other version). */
  const reportsCounted = async () => {
    const stats = (await environment.context.registry.versionStats()).get('catalog_mfe')?.get(version);
    return (stats?.loads ?? 0) + (stats?.failures ?? 0);
  };
  const send = (
    body: unknown,
    headers: Record<string, string> = { origin: SITE, 'content-type': 'application/json' },
    remoteAddress = '203.0.113.1',
  ) => app.inject({ method: 'POST', url: '/release-beacon', remoteAddress, headers, payload: typeof body === 'string' ? body : JSON.stringify(body) });

  beforeAll(async () => {
    environment = await fakeReleaseEnvironment(server);
    const files = await fakeBuild(path.join(environment.root, 'builds', 'one'), { marker: 'one' });
    version = (await publishBuild(environment.context, catalog, files, { by: 'ci' })).version;
    app = Fastify();
    await registerReleaseBeacon(app, siteReleaseFrom(environment.context), { siteOrigins: [SITE], reportsPerMinute: 5 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await environment.cleanUp();
  });

  it('counts a JSON report from the site\'s own pages, by Origin or by Sec-Fetch-Site', async () => {
    const before = await reportsCounted();
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'load' })).statusCode).toBe(204);
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'failure' }, { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json; charset=utf-8' }, '203.0.113.2')).statusCode).toBe(204);
    expect(await reportsCounted()).toBe(before + 2);
  });

  it.each([
    ['a foreign origin', { origin: 'http://evil.example', 'content-type': 'application/json' }],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' }],
    ['no origin at all', { 'content-type': 'application/json' }],
    ['text/plain from the site (a form or an old beacon)', { origin: SITE, 'content-type': 'text/plain' }],
    ['a form post from the site', { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' }],
  ])('refuses %s with 403 JSON and counts nothing', async (_case, headers) => {
    const before = await reportsCounted();
    addresses += 1;
    const response = await send({ remote: 'catalog_mfe', version, outcome: 'failure' }, headers, `198.51.100.${addresses}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.stringContaining("site's own pages") });
    expect(await reportsCounted()).toBe(before);
  });

  it.each([
    [{ remote: '__proto__', version: '1.0.0', outcome: 'load' }, 'Unknown remote.'],
    [{ remote: 'constructor', version: '1.0.0', outcome: 'load' }, 'Unknown remote.'],
    [{ remote: 'toString', version: '1.0.0', outcome: 'failure' }, 'Unknown remote.'],
    [{ remote: 'evil_mfe', version: '1.0.0', outcome: 'load' }, 'Unknown remote.'],
    [{ remote: 'catalog_mfe', version: '../../etc', outcome: 'load' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: '\u001b[31m1', outcome: 'load' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: 'x'.repeat(65), outcome: 'load' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: '1.0.0', outcome: 'crash' }, 'Malformed report.'],
    [{ remote: 'catalog_mfe', version: '1.0.0' }, 'Malformed report.'],
    ['{"remote":', 'Malformed report.'],
    [[1, 2], 'Malformed report.'],
  ])('answers 400 JSON to %j', async (body, message) => {
    addresses += 1; // each from an address of its own, under the rate limit
    const response = await send(body, undefined, `198.51.100.${addresses}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 413 JSON to an oversized report', async () => {
    const response = await send({ remote: 'catalog_mfe', version, outcome: 'load', padding: 'x'.repeat(2_000) }, undefined, '203.0.113.5');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The report is too large.' });
  });

  it('answers 429 JSON with Retry-After past the limit per address, and counts nothing more', async () => {
    const statuses = [];
    for (let index = 0; index < 5; index += 1) statuses.push((await send({ remote: 'catalog_mfe', version, outcome: 'load' }, undefined, '203.0.113.6')).statusCode);
    const counted = await reportsCounted();
    const refused = await send({ remote: 'catalog_mfe', version, outcome: 'load' }, undefined, '203.0.113.6');

    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many reports from this address. Please wait a minute.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await reportsCounted()).toBe(counted);
    expect((await send({ remote: 'catalog_mfe', version, outcome: 'load' }, undefined, '203.0.113.7')).statusCode).toBe(204);
  });
});
