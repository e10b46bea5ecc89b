import { describe, expect, it } from 'vitest';
import { sha256 } from '../build/build-files';
import { shellProvidesFrom, verifyRelease } from './verify-release';

const assets = (...js: string[]) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
const BASE = 'https://cdn.test/catalog-mfe/1.0.0/';

function manifest(overrides: { exposes?: string[]; react?: string; name?: string; bundlesReact?: boolean; entry?: string } = {}) {
  return {
    name: overrides.name ?? 'catalog_mfe',
    metaData: { remoteEntry: { name: overrides.entry ?? 'remoteEntry.js', path: '' } },
    shared: overrides.bundlesReact
      ? []
      : [{ name: 'react', version: '19.3.1', singleton: true, requiredVersion: overrides.react ?? '^19.3.1', assets: assets('react.js') }],
    exposes: (overrides.exposes ?? ['ProductListPage', 'CartPage']).map((name) => ({
      name,
      assets: assets(`chunks/${name}.js`),
    })),
  };
}

const COMPLETE = ['remoteEntry.js', 'react.js', 'chunks/ProductListPage.js', 'chunks/CartPage.js', 'shared-imports.json'];
const IMPORTS = { '@storefront/shared': ['Box', 'useStorefront'], '@storefront/shared/router': ['Link'] };
const SHELL_EXPORTS = { version: '1.2.0', exports: { '@storefront/shared': ['Box', 'Button', 'useStorefront'], '@storefront/shared/router': ['Link'] } };

/** What the CDN serves for a file of the release. */
const contentOf = (file: string, imports: unknown = IMPORTS) => (file === 'shared-imports.json' ? JSON.stringify(imports) : '/* js */');

/** The gate on a release whose files, as a CDN serves them, are `files`. */
function gate(
  manifestText: string | undefined,
  files: string[],
  reachable = true,
  publishedDigests?: Map<string, string>,
  imports: unknown = IMPORTS,
) {
  const served = new Map(files.map((file) => [`${BASE}${file}`, Buffer.from(contentOf(file, imports))]));
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
    shellSharedExports: SHELL_EXPORTS,
  });
  return { problems, fetched };
}

describe('the release gate', () => {
  it('passes a complete release, reading every file from where browsers will', async () => {
    const { problems, fetched } = gate(JSON.stringify(manifest()), COMPLETE);
    expect(await problems).toEqual([]);
    expect(new Set(fetched)).toEqual(new Set([`${BASE}mf-manifest.json`, ...COMPLETE.map((file) => `${BASE}${file}`)]));
  });

  it('refuses a release that does not expose a page the shell routes to', async () => {
    const { problems } = gate(JSON.stringify(manifest({ exposes: ['ProductListPage'] })), COMPLETE);
    expect(await problems).toEqual(['Does not expose CartPage, which the shell routes to.']);
  });

  it('refuses a release with a file browsers cannot fetch', async () => {
    const { problems } = gate(JSON.stringify(manifest()), COMPLETE.filter((file) => file !== 'chunks/CartPage.js'));
    expect(await problems).toEqual(['File listed in mf-manifest.json is missing from the release: chunks/CartPage.js']);
  });

  it('refuses a file that is not byte for byte what was published, and a changed manifest', async () => {
    const text = JSON.stringify(manifest());
    const digests = new Map([...COMPLETE.map((file) => [file, sha256(contentOf(file))] as const), ['mf-manifest.json', sha256(text)]]);
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

  it('refuses an entry named otherwise than the contract says, whose integrity browsers could not know', async () => {
    const { problems } = gate(JSON.stringify(manifest({ entry: 'entry.js' })), [...COMPLETE, 'entry.js']);
    expect(await problems).toEqual(['Its entry is entry.js; the federation contract requires remoteEntry.js beside mf-manifest.json.']);
  });

  it("refuses a remote importing shared exports the deployed shell's shared package lacks, by name", async () => {
    const imports = { ...IMPORTS, '@storefront/shared': ['Box', 'useWishlistShare', 'formatLoyaltyPoints'], '@storefront/shared/query': ['*'] };
    const { problems } = gate(JSON.stringify(manifest()), COMPLETE, true, undefined, imports);
    expect(await problems).toEqual([
      "Imports useWishlistShare, formatLoyaltyPoints from @storefront/shared, which the deployed shell's shared package (1.2.0) does not export.",
      "Imports * from @storefront/shared/query, which the deployed shell's shared package (1.2.0) does not export.",
    ]);
  });

  it('refuses a release without its record of shared imports, or with one that is not', async () => {
    const missing = gate(JSON.stringify(manifest()), COMPLETE.filter((file) => file !== 'shared-imports.json'));
    expect(await missing.problems).toEqual(['shared-imports.json is missing: the build did not record what it imports from the shared package.']);
    const garbled = gate(JSON.stringify(manifest()), COMPLETE, true, undefined, { '@storefront/shared': 'Box' });
    expect(await garbled.problems).toEqual(["shared-imports.json is not a record of the shared package's imports."]);
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

describe('the names in a manifest', () => {
  const named = (name: string) => {
    const text = manifest();
    (text.exposes[0]!.assets.js.async as string[]).push(name);
    return JSON.stringify(text);
  };

  it.each([
    ['an absolute URL', 'http://127.0.0.1:5432/probe.js'],
    ['a protocol-relative URL', '//internal.test/probe.js'],
    ['a path that climbs out of the version', '../0.9.0/chunks/old.js'],
    ['an escaped climb', '%2e%2e/0.9.0/chunks/old.js'],
    ['a path from the root', '/catalog-mfe/0.9.0/chunks/old.js'],
    ['a backslash', 'chunks\\..\\..\\x.js'],
    ['a scheme', 'data:text/javascript,alert(1)'],
  ])('refuses %s, and fetches nothing but the manifest', async (_, name) => {
    const { problems, fetched } = gate(named(name), COMPLETE);
    expect(await problems).toEqual([`mf-manifest.json names ${JSON.stringify(name)}, which is not a path inside the version: only relative paths of letters, digits, ".", "_", "-" and "/" are.`]);
    expect(fetched).toEqual([`${BASE}mf-manifest.json`]);
  });

  it("refuses an entry elsewhere, and a public path that is not the manifest's folder", async () => {
    const text = manifest();
    Object.assign(text.metaData, { publicPath: 'http://10.0.0.1/', getPublicPath: 'return "//evil.test/"' });
    text.metaData.remoteEntry = { name: 'remoteEntry.js', path: '//internal.test' };
    const { problems, fetched } = gate(JSON.stringify(text), COMPLETE);
    expect(await problems).toEqual([
      'mf-manifest.json sets publicPath to "http://10.0.0.1/": a version\'s files are read beside its manifest, so it must be "auto".',
      "mf-manifest.json sets getPublicPath: a version's files are read beside its manifest, not where code decides.",
      'mf-manifest.json names "//internal.test", which is not a path inside the version: only relative paths of letters, digits, ".", "_", "-" and "/" are.',
    ]);
    expect(fetched).toEqual([`${BASE}mf-manifest.json`]);
  });

  it('passes the names of a real build: chunks in folders, names starting with "_", the public path auto', async () => {
    const text = manifest();
    Object.assign(text.metaData, { publicPath: 'auto' });
    (text.exposes[0]!.assets.js.async as string[]).push('static/__federation_expose_Page.6878174cfd.js');
    const { problems } = gate(JSON.stringify(text), [...COMPLETE, 'static/__federation_expose_Page.6878174cfd.js']);
    expect(await problems).toEqual([]);
  });
});

describe("the deployed shell's manifest", () => {
  it('names the versions the shell provides, though it requires none of them itself', () => {
    const shell = {
      ...manifest({ name: 'shell' }),
      shared: [
        { name: 'react', version: '19.3.1', singleton: true, requiredVersion: null, assets: assets('react.js') },
        { name: '@storefront/shared', version: '2.2.0', singleton: true, requiredVersion: null, assets: assets() },
      ],
    };
    expect(shellProvidesFrom(JSON.stringify(shell))).toEqual({ react: '19.3.1', '@storefront/shared': '2.2.0' });
  });
});
