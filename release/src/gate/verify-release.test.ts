import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DirectoryStorage } from '../store/directory-storage';
import { verifyRelease } from './verify-release';

const assets = (...js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });

function manifest(overrides: { exposes?: string[]; react?: string } = {}) {
  return {
    name: 'catalog_mfe',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: overrides.react ?? '^19.3.1', assets: assets('react.js') },
    ],
    exposes: (overrides.exposes ?? ['ProductListPage', 'CartPage']).map((name) => ({
      name,
      assets: assets(`${name}.js`),
    })),
  };
}

let root: string;
let storage: DirectoryStorage;

async function publish(version: string, content: object, files: string[]) {
  const dir = path.join(root, 'build', version);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify(content));
  for (const file of files) await writeFile(path.join(dir, file), '/* js */');
  await storage.putRelease('catalog-mfe', version, dir);
}

const gate = (version: string) =>
  verifyRelease({
    storage,
    remote: 'catalog-mfe',
    version,
    requiredExposes: ['ProductListPage', 'CartPage'],
    shellProvides: { react: '19.3.1' },
  });

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'gate-'));
  storage = new DirectoryStorage(path.join(root, 'store'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the release gate', () => {
  it('passes a complete release', async () => {
    await publish('1.0.0', manifest(), ['remoteEntry.js', 'react.js', 'ProductListPage.js', 'CartPage.js']);
    expect(await gate('1.0.0')).toEqual([]);
  });

  it('refuses a release that does not expose a page the shell routes to', async () => {
    await publish('1.0.1', manifest({ exposes: ['ProductListPage'] }), ['remoteEntry.js', 'react.js', 'ProductListPage.js']);
    expect(await gate('1.0.1')).toEqual(['Does not expose CartPage, which the shell routes to.']);
  });

  it('refuses a release with a file missing', async () => {
    await publish('1.0.2', manifest(), ['remoteEntry.js', 'react.js', 'ProductListPage.js']);
    expect(await gate('1.0.2')).toEqual(['File listed in mf-manifest.json is missing from the release: CartPage.js']);
  });

  it('refuses a singleton the shell cannot satisfy', async () => {
    await publish('1.0.3', manifest({ react: '^20.0.0' }), ['remoteEntry.js', 'react.js', 'ProductListPage.js', 'CartPage.js']);
    expect(await gate('1.0.3')).toEqual([
      'Requires shared singleton react ^20.0.0, but the shell provides 19.3.1.',
    ]);
  });

  it('refuses a missing or unreadable manifest, and an unpublished version', async () => {
    const dir = path.join(root, 'build', 'broken');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'mf-manifest.json'), '{ not json');
    await storage.putRelease('catalog-mfe', '1.0.4', dir);
    expect(await gate('1.0.4')).toEqual(['mf-manifest.json is not valid JSON.']);
    await writeFile(path.join(dir, 'remoteEntry.js'), '');
    await rm(path.join(dir, 'mf-manifest.json'));
    await storage.putRelease('catalog-mfe', '1.0.5', dir);
    expect(await gate('1.0.5')).toEqual(['mf-manifest.json is missing from the release.']);
    expect((await gate('9.9.9'))[0]).toMatch(/is not published/);
  });
});
