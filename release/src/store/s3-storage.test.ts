import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBuild } from '../commands/publish';
import { promote } from '../commands/promote';
import { findRemote } from '../release-context';
import { fakeBuild, fakeReleaseEnvironment, type FakeReleaseEnvironment } from '../testing/fake-release';
import { startLocalS3, type LocalS3 } from '../testing/local-s3';
import { parseS3Location } from './s3-storage';

const catalog = findRemote('catalog-mfe')!;
let s3: LocalS3;
let environment: FakeReleaseEnvironment;

beforeAll(async () => {
  s3 = await startLocalS3();
  environment = await fakeReleaseEnvironment(undefined, () => s3.releaseEnv('site-a'));
});
afterAll(async () => {
  await environment?.cleanUp();
  await s3?.close();
});

describe('parseS3Location', () => {
  it('reads a bucket and a prefix, and leaves directories alone', () => {
    expect(parseS3Location('s3://releases/site/a/')).toEqual({ bucket: 'releases', prefix: 'site/a' });
    expect(parseS3Location('s3://releases')).toEqual({ bucket: 'releases', prefix: '' });
    expect(parseS3Location('/var/releases')).toBeUndefined();
  });
});

describe('releases in an S3-compatible store', () => {
  it('writes each file once with its content type and caching, for browsers to read from the public URL', async () => {
    const { context, root } = environment;
    expect(context.storage.location).toBe('s3://releases/site-a');
    const files = await fakeBuild(path.join(root, 'a'), { marker: 'a' });
    const { version, manifestUrl } = await publishBuild(context, catalog, files, { by: 'ci' });
    expect(manifestUrl).toBe(`${s3.endpoint}/releases/site-a/catalog-mfe/${version}/mf-manifest.json`);
    expect(await context.storage.hasRelease('catalog-mfe', version)).toBe(true);

    const manifest = await fetch(manifestUrl);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/json/);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const script = await fetch(new URL('remoteEntry.js', manifestUrl));
    expect(script.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe('/* remoteEntry.js a */');
  });

  it('passes the gate over HTTP from the bucket, and a missing object is found missing', async () => {
    const { context, root } = environment;
    const files = await fakeBuild(path.join(root, 'b'), { marker: 'b' });
    const complete = await publishBuild(context, catalog, files, { by: 'ci' });
    await expect(promote(context, catalog, complete.version, { by: 'asha' })).resolves.toMatchObject({ to: complete.version, forced: false });

    const incomplete = (await fakeBuild(path.join(root, 'c'), { marker: 'c' })).filter((file) => file.path !== 'CartPage.js');
    const { version } = await publishBuild(context, catalog, incomplete, { by: 'ci', force: true });
    await expect(promote(context, catalog, version, { by: 'asha' })).rejects.toMatchObject({
      problems: ['File listed in mf-manifest.json is missing from the release: CartPage.js'],
    });
  });

  it('reads back what it stored, and nothing for a key that is not there', async () => {
    const { context, root } = environment;
    const { version } = await publishBuild(context, catalog, await fakeBuild(path.join(root, 'd'), { marker: 'd' }), { by: 'ci' });
    expect((await context.storage.readFile('catalog-mfe', version, 'react.js'))?.toString()).toBe('/* react.js d */');
    expect(await context.storage.readFile('catalog-mfe', version, 'nothing.js')).toBeUndefined();
    expect(await context.storage.hasRelease('catalog-mfe', '0.0.0-none')).toBe(false);
  });
});
