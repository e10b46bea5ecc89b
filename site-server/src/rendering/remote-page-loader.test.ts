import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  Registry,
  ServerFederation,
  ServerFederationPlugin,
} from '@storefront/shared/federation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInPageLoader, createRemotePageLoader } from './remote-page-loader';

const ENTRIES: Record<string, string> = {
  '/v1/server/remoteEntry.js': 'entry of 1',
  '/v2/server/remoteEntry.js': 'entry of 2',
};
let server: Server;
let base: string;
let requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.startsWith('/hung/')) return; // accepts, never answers
    const body = ENTRIES[request.url ?? ''];
    response.statusCode = body === undefined ? 404 : 200;
    response.end(body ?? 'Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const sri = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const registry = (version: string): Registry => ({
  remotes: {
    catalog_mfe: { version, manifest: `${base}/${version}/mf-manifest.json`, previous: null },
  },
});

/**
 * A federation runtime as the loader sees it: a remote's module is what its registered entry
 * answers through the runtime's fetch, which is the loader's plugin, as in the real runtime.
 */
function fakeFederation() {
  let plugin: ServerFederationPlugin | undefined;
  const entries = new Map<string, string>();
  const registrations: { entry: string; force: boolean | undefined }[] = [];
  const federation: ServerFederation = {
    registerPlugins: ([first]) => {
      plugin = first;
    },
    registerRemotes: (remotes, options) => {
      for (const remote of remotes) {
        entries.set(remote.name, remote.entry);
        registrations.push({ entry: remote.entry, force: options?.force });
      }
    },
    loadRemote: async <T>(id: string) => {
      const [name = '', module] = id.split('/');
      const response = await plugin!.fetch!(entries.get(name)!, {});
      return { code: await response.text(), module } as T;
    },
  };
  return {
    federation,
    registrations,
    fetchThroughRuntime: (url: string) => plugin!.fetch!(url, {}),
  };
}

function loader(
  options: {
    integrity?: Record<string, Record<string, string>>;
    timeoutMs?: number;
    now?: () => number;
  } = {},
) {
  const fake = fakeFederation();
  const load = createRemotePageLoader({
    federation: fake.federation,
    integrity: async (_remote, version) => options.integrity?.[version],
    timeoutMs: options.timeoutMs,
    now: options.now,
  });
  return {
    ...fake,
    load: (version: string, module = 'CartPage') =>
      load.load(registry(version), { remote: 'catalog_mfe', module }),
  };
}

describe('the remote page loader', () => {
  it("loads a page from the server entry beside the registry's manifest, checked against its published SHA-256, once", async () => {
    requests = [];
    const { load, registrations } = loader({
      integrity: { v1: { 'server/remoteEntry.js': sri('entry of 1') } },
    });
    expect(await load('v1')).toEqual({
      version: 'v1',
      module: { code: 'entry of 1', module: 'CartPage' },
    });
    expect(await load('v1')).toMatchObject({ version: 'v1' });
    expect(registrations).toEqual([{ entry: `${base}/v1/server/remoteEntry.js`, force: false }]);
    expect(requests).toEqual(['/v1/server/remoteEntry.js']);
  });

  it('switches to the version a registry names by registering it afresh, and keeps the other one loaded', async () => {
    const { load, registrations } = loader();
    await load('v1');
    expect(await load('v2')).toMatchObject({ version: 'v2', module: { code: 'entry of 2' } });
    expect(registrations.at(-1)).toEqual({
      entry: `${base}/v2/server/remoteEntry.js`,
      force: true,
    });
    // A visitor still on v1 (a canary's other side) renders v1's page without another switch.
    expect(await load('v1')).toMatchObject({ module: { code: 'entry of 1' } });
    expect(registrations).toHaveLength(2);
  });

  it('refuses an answer other than 2xx instead of running it, and leaves the version alone for a while', async () => {
    let now = 0;
    const { load } = loader({ now: () => now });
    await expect(load('missing')).rejects.toThrow(/answered 404/);
    await expect(load('missing')).rejects.toThrow(/failed to load a moment ago/);
    now = 10_000;
    await expect(load('missing')).rejects.toThrow(/answered 404/);
  });

  it('gives up on an origin that never answers after the timeout', async () => {
    const { load } = loader({ timeoutMs: 300 });
    const started = Date.now();
    await expect(load('hung')).rejects.toThrow(/timeout|aborted/i);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('refuses a file that is not what was published, and any URL outside the folders the registry names', async () => {
    const { load, fetchThroughRuntime } = loader({
      integrity: { v2: { 'server/remoteEntry.js': sri('something else') } },
    });
    await expect(load('v2')).rejects.toThrow(/not the file published as catalog_mfe v2/);
    await expect(fetchThroughRuntime(`${base}/elsewhere/server/remoteEntry.js`)).rejects.toThrow(
      /not in a version folder/,
    );
  });
});

describe('the loader of pages built into the shell (the monolith)', () => {
  const page = { default: () => null };
  const federation: ServerFederation = {
    registerRemotes: () => {
      throw new Error('a monolith registers no remote');
    },
    loadRemote: async <T,>(id: string) => (id === 'catalog_mfe/ProductsPage' ? (page as T) : null),
    registerPlugins: () => undefined,
  };
  const empty: Registry = { remotes: {} };

  it('loads a page by name, whatever the registry, as the built-in version', async () => {
    await expect(builtInPageLoader(federation).load(empty, { remote: 'catalog_mfe', module: 'ProductsPage' })).resolves.toEqual({
      version: '',
      module: page,
    });
  });

  it('fails for a page the build does not have', async () => {
    await expect(builtInPageLoader(federation).load(empty, { remote: 'catalog_mfe', module: 'Missing' })).rejects.toThrow(
      'The build has no catalog_mfe/Missing.',
    );
  });
});
