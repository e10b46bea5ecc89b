import { remoteNames, remotes } from '@storefront/shared/federation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Every remote of the contract, whatever their number: its dev port tells its files apart here.
const ports = remoteNames.map((name) => remotes[name].devPort);
/** The last remote's chunk never arrives (see fetch below); the others' files all do. */
const failingPort = ports.at(-1)!;
const arrivingRemotes = remoteNames.slice(0, -1);

const runtime = vi.hoisted(() => {
  // Hoisted above the imports: the registered remotes are read when the runtime is asked for them.
  const registered: { name: string; entry: string }[] = [];
  return {
    registered,
    loadShare: vi.fn(() => Promise.resolve(false)),
    getInstance: vi.fn(() => ({ options: { remotes: registered } })),
    getRemoteInfo: vi.fn((remote: { name: string; entry: string }) => ({ ...remote, type: 'global' })),
    getRemoteEntry: vi.fn((_params: { remoteInfo: { name: string } }) => Promise.resolve({})),
  };
});
// A module graph of its own (vi.mock): the preload is scheduled once per page, so each test loads
// the module afresh (vi.resetModules).
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const manifestFolder = (port: number) => `http://localhost:${port}/1.0.0/`;
vi.mock('./remote-versions', async () => {
  const federation = await import('@storefront/shared/federation');
  return {
    activeVersion: (name: keyof typeof federation.remotes) => ({
      version: '1.0.0',
      manifest: `http://localhost:${federation.remotes[name].devPort}/1.0.0/mf-manifest.json`,
    }),
  };
});

const manifest = {
  metaData: { publicPath: 'auto' },
  exposes: [
    { assets: { js: { sync: ['12.js', '__federation_expose_A.js'] }, css: { sync: [] } } },
    { assets: { js: { sync: ['12.js', '__federation_expose_B.js'] }, css: { sync: ['b.css'] } } },
  ],
};

const fetched: { url: string; init: RequestInit | undefined }[] = [];
const read: string[] = [];

// A fresh module per test: the preload is scheduled once per page.
async function load() {
  vi.resetModules();
  return import('./preload-remotes');
}

beforeEach(() => {
  runtime.registered.splice(0, Infinity, ...remoteNames.map((name) => ({ name, entry: `${name}/remoteEntry.js` })));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fetched.length = 0;
  read.length = 0;
  runtime.loadShare.mockClear();
  runtime.getRemoteEntry.mockClear();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    fetched.push({ url, init });
    const json = () => Promise.resolve(manifest);
    const blob = () => {
      read.push(url);
      return Promise.resolve(new Blob());
    };
    return Promise.resolve({ ok: !url.includes(`:${failingPort}/1.0.0/12.js`), status: 404, json, blob });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The page has been on screen long enough, and what was started then has run its course. */
async function settle() {
  const { PREFETCH_AFTER_MS } = await import('./preload-remotes');
  await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS);
  await new Promise((resolve) => setImmediate(resolve));
}

describe('preloadRemotesWhenIdle', () => {
  it('fetches nothing until the first page has been on screen for a while', async () => {
    const { preloadRemotesWhenIdle, PREFETCH_AFTER_MS } = await load();
    preloadRemotesWhenIdle();
    await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS - 1);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetched[0]?.url).toBe(`${manifestFolder(ports[0]!)}mf-manifest.json`);
  });

  it("fetches each remote's manifest, entry and page files once, without reading them, however often it is asked", async () => {
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    preloadRemotesWhenIdle();
    await settle();
    const urls = fetched.map(({ url }) => url);
    for (const port of ports.slice(0, -1)) {
      const folder = manifestFolder(port);
      expect(urls.filter((url) => url.startsWith(folder)).sort()).toEqual(
        ['mf-manifest.json', 'remoteEntry.js', '12.js', '__federation_expose_A.js', '__federation_expose_B.js', 'b.css'].map((file) => folder + file).sort(),
      );
    }
    // The browser caches what arrives; copying it into the page would only cost the page time.
    expect(read).toEqual([]);
    // Fetched as the page's scripts will ask for them, so the cached response is what they use.
    expect(fetched.every(({ init }) => init?.mode === 'cors' && init.credentials === 'same-origin' && init.priority === 'low')).toBe(true);
    expect(runtime.loadShare.mock.calls).toEqual([['@storefront/shared/widgets']]);
  });

  it("then runs the entry of each remote whose files arrived, without any of its chunks", async () => {
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    await settle();
    // The last remote's chunk failed to arrive (see fetch above): its entry is left for its pages.
    // Only the entry: the runtime loads a page's chunks when the page is loaded.
    expect(runtime.getRemoteEntry.mock.calls.map(([{ remoteInfo }]) => remoteInfo)).toEqual(
      arrivingRemotes.map((name) => ({ name, entry: `${name}/remoteEntry.js`, type: 'global' })),
    );
  });

  it('passes the published integrity of a manifest and an entry it knows', async () => {
    const { preloadRemotesWhenIdle } = await load();
    const { rememberIntegrity } = await import('./remote-integrity');
    rememberIntegrity({
      version: '1.0.0',
      manifest: `${manifestFolder(ports[1]!)}mf-manifest.json`,
      integrity: { manifest: 'sha256-manifest', entry: 'sha256-entry' },
    });
    preloadRemotesWhenIdle();
    await settle();
    const integrityOf = (file: string) => fetched.find(({ url }) => url === manifestFolder(ports[1]!) + file)?.init?.integrity;
    expect(integrityOf('mf-manifest.json')).toBe('sha256-manifest');
    expect(integrityOf('remoteEntry.js')).toBe('sha256-entry');
    expect(integrityOf('12.js')).toBeUndefined();
  });

  it('takes one remote per idle period, and its entry in a later one', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { preloadRemotesWhenIdle, PREFETCH_AFTER_MS } = await load();
    preloadRemotesWhenIdle();
    await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS);
    const manifests = () => fetched.filter(({ url }) => url.endsWith('mf-manifest.json')).map(({ url }) => new URL(url).port);
    const expectedPorts = ports.map(String);
    idle.shift()!();
    expect(manifests()).toEqual(expectedPorts.slice(0, 1));
    idle.shift()!();
    expect(manifests()).toEqual(expectedPorts.slice(0, 2));
    expect(runtime.getRemoteEntry).not.toHaveBeenCalled();
    await settle();

    // Those remotes' files arrived: their entries wait for idle periods of their own, after the
    // remaining remotes' files, each in a period of its own; the widgets come last.
    expect(runtime.getRemoteEntry).not.toHaveBeenCalled();
    let periods = 0;
    while (idle.length > 0) {
      const entriesBefore = runtime.getRemoteEntry.mock.calls.length;
      const manifestsBefore = manifests().length;
      const sharesBefore = runtime.loadShare.mock.calls.length;
      idle.shift()!();
      const steps =
        runtime.getRemoteEntry.mock.calls.length - entriesBefore + (manifests().length - manifestsBefore) + (runtime.loadShare.mock.calls.length - sharesBefore);
      expect(steps).toBe(1);
      periods += 1;
      await settle();
    }
    expect(manifests()).toEqual(expectedPorts);
    expect(runtime.getRemoteEntry).toHaveBeenCalledTimes(arrivingRemotes.length);
    expect(runtime.loadShare).toHaveBeenCalledTimes(1);
    expect(periods).toBe(ports.length - 2 + arrivingRemotes.length + 1);
    expect(document.querySelectorAll('script, link')).toHaveLength(0);
  });

  it('prefetches nothing for a visitor saving data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    await settle();
    expect(fetched).toEqual([]);
    expect(runtime.loadShare).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });
});

describe('pageFiles', () => {
  it('resolves the files against the manifest, or against a public path the remote names', async () => {
    const { pageFiles } = await load();
    expect(pageFiles('http://cdn.test/v1/mf-manifest.json', manifest)).toEqual([
      'http://cdn.test/v1/remoteEntry.js',
      'http://cdn.test/v1/12.js',
      'http://cdn.test/v1/__federation_expose_A.js',
      'http://cdn.test/v1/__federation_expose_B.js',
      'http://cdn.test/v1/b.css',
    ]);
    expect(pageFiles('http://cdn.test/v1/mf-manifest.json', { ...manifest, metaData: { publicPath: 'http://static.test/c/' } })[1]).toBe(
      'http://static.test/c/12.js',
    );
  });

  it('names only the entry for a manifest without pages or not a manifest at all', async () => {
    const { pageFiles } = await load();
    for (const garbage of [null, 'text', { exposes: 'no' }, { exposes: [{ assets: { js: { sync: [7] } } }] }]) {
      expect(pageFiles('http://cdn.test/v1/mf-manifest.json', garbage)).toEqual(['http://cdn.test/v1/remoteEntry.js']);
    }
  });
});
