import {
  builtInVersion,
  remoteEntryFile,
  type Registry,
  type RemoteModule,
  type ServerFederation,
} from '@storefront/shared/federation';
import { guardedFetchPlugin } from './guarded-fetch';

// Remotes' server builds are read where the registry names their version (`<version>/server/`
// beside its mf-manifest.json), from the same origin or CDN as the browser build: every site
// server instance reads the same immutable files, with no second way into the release store.
// Browsers may fetch them too; that is harmless: they are the browser build's own source
// compiled for Node, and hold nothing a browser does not get (configuration comes at run time).

export interface RemotePageLoaderOptions {
  /** The shell's server build's federation runtime. */
  federation: ServerFederation;
  /** A published version's files as Subresource Integrity values (publishedIntegrity). */
  integrity: (remote: string, version: string) => Promise<Record<string, string> | undefined>;
  /** How long one file of a server build may take to arrive. */
  timeoutMs?: number;
  /** After a version failed to load, how long renders leave its pages to the browser without trying. */
  retryAfterMs?: number;
  /** Versions of one remote kept loaded (live, canary, one on its way out); older ones are let go. */
  versionsKept?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

export interface LoadedPage {
  version: string;
  module: unknown;
}

export interface RemotePageLoader {
  /** The page's module from the server build of exactly the version this registry names. */
  load(registry: Registry, target: RemoteModule): Promise<LoadedPage>;
}

/** The URL of a version's server entry, beside its mf-manifest.json. */
export const serverEntryUrl = (manifestUrl: string) =>
  new URL(`server/${remoteEntryFile}`, manifestUrl).href;

export function createRemotePageLoader(options: RemotePageLoaderOptions): RemotePageLoader {
  const { federation } = options;
  const now = options.now ?? Date.now;
  const retryAfterMs = options.retryAfterMs ?? 5_000;
  const versionsKept = options.versionsKept ?? 3;
  /** Version folder URL → the remote and version it holds: the only places the runtime may read. */
  const folders = new Map<string, { remote: string; version: string }>();
  /** `<entry URL>#<module>` → the page module. */
  const pages = new Map<string, Promise<unknown>>();
  /** Per remote, the entry URLs in use, least recently used first. */
  const inUse = new Map<string, string[]>();
  const registered = new Map<string, string>();
  const failedUntil = new Map<string, number>();
  // One load at a time per remote: the runtime knows one entry per remote name.
  const queues = new Map<string, Promise<unknown>>();

  federation.registerPlugins([
    guardedFetchPlugin({
      folderOf: (url) => {
        for (const [folder, known] of folders)
          if (url.startsWith(folder)) return { url: folder, folder: known };
        return undefined;
      },
      integrity: options.integrity,
      timeoutMs: options.timeoutMs ?? 2_000,
      fetch: options.fetch,
    }),
  ]);

  const release = (remote: string, entryUrl: string) => {
    for (const key of [...pages.keys()]) if (key.startsWith(`${entryUrl}#`)) pages.delete(key);
    folders.delete(new URL('../', entryUrl).href);
    inUse.set(
      remote,
      (inUse.get(remote) ?? []).filter((url) => url !== entryUrl),
    );
  };

  /** Marks a version as used now; versions beyond `versionsKept` are released from memory. */
  const markUsed = (remote: string, entryUrl: string) => {
    const urls = [...(inUse.get(remote) ?? []).filter((url) => url !== entryUrl), entryUrl];
    inUse.set(remote, urls);
    for (const old of urls.slice(0, Math.max(0, urls.length - versionsKept))) release(remote, old);
  };

  const loadModule = (remote: string, entryUrl: string, version: string, module: string) => {
    const previous = queues.get(remote) ?? Promise.resolve();
    const load = previous.then(async () => {
      folders.set(new URL('../', entryUrl).href, { remote, version });
      if (registered.get(remote) !== entryUrl) {
        // `force` drops the runtime's container of the previous version (it is not revalidated:
        // a version's files never change, another version is another URL).
        federation.registerRemotes([{ name: remote, entry: entryUrl }], {
          force: registered.has(remote),
        });
        registered.set(remote, entryUrl);
      }
      const loaded = await federation.loadRemote<unknown>(`${remote}/${module}`);
      if (!loaded) throw new Error(`${remote} ${version} has no ${module}.`);
      return loaded;
    });
    queues.set(
      remote,
      load.catch(() => undefined),
    );
    return load;
  };

  return {
    async load(registry, target) {
      const entry = registry.remotes[target.remote];
      if (!entry) throw new Error(`${target.remote} has no live version.`);
      const entryUrl = serverEntryUrl(entry.manifest);
      if ((failedUntil.get(entryUrl) ?? 0) > now())
        throw new Error(`${target.remote} ${entry.version} failed to load a moment ago.`);
      const key = `${entryUrl}#${target.module}`;
      let page = pages.get(key);
      if (!page) {
        page = loadModule(target.remote, entryUrl, entry.version, target.module);
        pages.set(key, page);
        page.catch(() => {
          pages.delete(key);
          failedUntil.set(entryUrl, now() + retryAfterMs);
          // The runtime may hold a broken container: the next try registers the entry afresh.
          if (registered.get(target.remote) === entryUrl) registered.set(target.remote, '');
        });
      }
      markUsed(target.remote, entryUrl);
      return { version: entry.version, module: await page };
    },
  };
}

/** Pages compiled into the shell's server build (the monolith): loaded by name, with no version. */
export function builtInPageLoader(federation: ServerFederation): RemotePageLoader {
  return {
    async load(_registry, target) {
      const module = await federation.loadRemote<unknown>(`${target.remote}/${target.module}`);
      if (!module) throw new Error(`The build has no ${target.remote}/${target.module}.`);
      return { version: builtInVersion, module };
    },
  };
}
