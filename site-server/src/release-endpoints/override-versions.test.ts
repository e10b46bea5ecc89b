import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerOverrideVersions } from './override-versions';
import { findRemote, publishBuild, siteReleaseFrom, withdraw } from '@storefront/release';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '@storefront/release/testing';

const catalog = findRemote('catalog-mfe')!;
let environment: FakeReleaseEnvironment;
let usable: { version: string; manifestUrl: string };
let withdrawn: string;

async function ask(enabled: boolean, remote: string, version: string) {
  const app = Fastify();
  registerOverrideVersions(app, siteReleaseFrom(environment.context), enabled);
  const response = await app.inject({ method: 'GET', url: `/release-versions/${remote}/${version}` });
  await app.close();
  return { status: response.statusCode, body: response.json() as unknown };
}

beforeAll(async () => {
  environment = await fakeReleaseEnvironment();
  const publish = async (marker: string) => publishBuild(environment.context, catalog, await fakeBuild(path.join(environment.root, marker), { marker }), { by: 'ci' });
  usable = await publish('usable');
  withdrawn = (await publish('withdrawn')).version;
  await withdraw(environment.context, catalog, withdrawn, { by: 'asha' });
});
afterAll(() => environment?.cleanUp());

describe('the versions a browser may override a remote with', () => {
  it('answers a published version with its manifest', async () => {
    expect(await ask(true, 'catalog_mfe', usable.version)).toEqual({ status: 200, body: { version: usable.version, manifest: usable.manifestUrl } });
  });

  it('knows no withdrawn or unpublished version, no unknown remote, and nothing on a site without overrides', async () => {
    expect((await ask(true, 'catalog_mfe', withdrawn)).status).toBe(404);
    expect((await ask(true, 'catalog_mfe', '9.9.9')).status).toBe(404);
    expect((await ask(true, 'nowhere_mfe', usable.version)).status).toBe(404);
    expect((await ask(false, 'catalog_mfe', usable.version)).status).toBe(404);
  });
});
