import { describe, expect, it } from 'vitest';
import { sha256 } from '../build/build-files';
import { verifyRelease } from './verify-release';

const assets = (...js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
const BASE = 'https://cdn.test/catalog-mfe/1.0.0/';

function manifest(overrides: { exposes?: string[]; react?: string; name?: string; bundlesReact?: boolean } = {}) {
  return {
    name: overrides.name ?? 'catalog_mfe',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: overrides.bundlesReact
      ? []
      : [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: overrides.react ?? '^19.3.1', assets: assets('react.js') }],
    exposes: (overrides.exposes ?? ['ProductListPage', 'CartPage']).map((name) => ({
      name,
      assets: assets(`chunks/${name}.js`),
    })),
  };
}

const COMPLETE = ['remoteEntry.js', 'react.js', 'chunks/ProductListPage.js', 'chunks/CartPage.js'];

/** The gate on a release whose files, as a CDN serves them, are `files` (path → content). */
function gate(manifestText: string | undefined, files: string[], reachable = true, publishedDigests?: Map<string, string>) {
  const served = new Map(files.map((file) => [`${BASE}${file}`, Buffer.from('/* js */')]));
  if (manifestText !== undefined) served.set(`${BASE}mf-manifest.json`, Buffer.from(manifestText));
  const fetched: string[] = [];
  const problems = verifyRelease({
    manifestUrl: `${BASE}mf-manifest.json`,
    container: 'catalog_mfe',
    fetchFile: async (url) => {
      if (!reachable) throw new Error('connect ECONNREFUSED');
      fetched.push(url);
      return served.get(url);
    },
    requiredExposes: ['ProductListPage', 'CartPage'],
    shellProvides: { react: '19.3.1' },
    requiredSingletons: ['react'],
    publishedDigests,
  });
  return { problems, fetched };
}

describe('the release gate', () => {
  it('passes a complete release, reading every file from where browsers will', async () => {
    const { problems, fetched } = gate(JSON.stringify(manifest()), COMPLETE);
    expect(await problems).toEqual([]);
    expect(fetched.sort()).toEqual([`${BASE}mf-manifest.json`, ...COMPLETE.map((file) => `${BASE}${file}`)].sort());
  });

  it('refuses a release that does not expose a page the shell routes to', async () => {
    const { problems } = gate(JSON.stringify(manifest({ exposes: ['ProductListPage'] })), COMPLETE);
    expect(await problems).toEqual(['Does not expose CartPage, which the shell routes to.']);
  });

  it('refuses a release with a file browsers cannot fetch', async () => {
    const { problems } = gate(JSON.stringify(manifest()), COMPLETE.slice(0, 3));
    expect(await problems).toEqual(['File listed in mf-manifest.json is missing from the release: chunks/CartPage.js']);
  });

  it('refuses a file that is not byte for byte what was published, and a changed manifest', async () => {
    const text = JSON.stringify(manifest());
    const digests = new Map([...COMPLETE.map((file) => [file, sha256('/* js */')] as const), ['mf-manifest.json', sha256(text)]]);
    expect(await gate(text, COMPLETE, true, digests).problems).toEqual([]);
    digests.set('chunks/CartPage.js', sha256('/* js */ and the rest of the page'));
    expect(await gate(text, COMPLETE, true, digests).problems).toEqual([
      'chunks/CartPage.js is not the file that was published (its SHA-256 differs): it was changed or truncated after publishing.',
    ]);
    digests.set('mf-manifest.json', sha256('{}'));
    expect((await gate(text, COMPLETE, true, digests).problems)[0]).toMatch(/^mf-manifest.json is not the file that was published/);
  });

  it('refuses a singleton the shell cannot satisfy', async () => {
    const { problems } = gate(JSON.stringify(manifest({ react: '^20.0.0' })), COMPLETE);
    expect(await problems).toEqual(['Requires shared singleton react ^20.0.0, but the shell provides 19.3.1.']);
  });

  it('refuses a remote that bundles a singleton the contract requires every remote to share', async () => {
    const { problems } = gate(JSON.stringify(manifest({ bundlesReact: true })), COMPLETE);
    expect(await problems).toEqual(['Bundles its own react instead of sharing it: the federation contract requires every remote to share react as a singleton.']);
  });

  it('refuses the build of another remote', async () => {
    const { problems } = gate(JSON.stringify(manifest({ name: 'content_mfe' })), COMPLETE);
    expect(await problems).toEqual(['Is the build of content_mfe, not of catalog_mfe.']);
  });

  it('refuses a missing, unreadable or unreachable manifest', async () => {
    expect(await gate('{ not json', COMPLETE).problems).toEqual(['mf-manifest.json is not valid JSON.']);
    expect(await gate('{"name": 1}', COMPLETE).problems).toEqual([expect.stringMatching(/^mf-manifest.json is not a federation manifest/)]);
    expect(await gate(undefined, COMPLETE).problems).toEqual([`mf-manifest.json is missing: ${BASE}mf-manifest.json answers 404.`]);
    expect(await gate(JSON.stringify(manifest()), COMPLETE, false).problems).toEqual([
      `Cannot fetch ${BASE}mf-manifest.json: connect ECONNREFUSED`,
    ]);
  });
});
