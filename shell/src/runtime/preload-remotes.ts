import { getInstance, getRemoteEntry, getRemoteInfo, loadShare } from '@module-federation/enhanced/runtime';
import { remoteEntryFile, remoteNames, type RemoteName } from '@storefront/shared/federation';
import { visitorSavesData } from '../start/saves-data';
import { whenIdle } from '../start/when-idle';
import { integrityFor } from './remote-integrity';
import { activeVersion } from './remote-versions';

/**
 * Once the first page has been on screen for a few seconds and the browser is idle, fetch every remote's manifest,
 * entry and page chunks into the HTTP cache, so moving to another part of the site needs no round
 * trip for code, then run each entry in a later idle period, so the first click there does not
 * wait for it either. The chunks are only fetched: the federation runtime's own preload adds a
 * hint element per chunk to the document, and on a server-rendered page those insertions were
 * about 55 ms of main-thread work at full speed (four times that on a mid-range phone) while the
 * visitor could already tap. Skipped when the visitor asked to save data; a remote that is down
 * fails here quietly and again, visibly, only if the visitor goes there.
 */
let scheduled = false;

/**
 * How long the first page is on screen before anything is fetched ahead. Its first seconds are
 * when a visitor on a slow phone starts to scroll and tap, and each remote's entry and files
 * cost that phone's main thread tasks of 50 ms and more; a visitor who leaves sooner starts the
 * next page's code with the press of its link anyway.
 */
export const PREFETCH_AFTER_MS = 3_000;

export function preloadRemotesWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  if (visitorSavesData()) return;
  // One remote per idle period, and its entry in another one: no single task does much.
  const jobs: (() => void)[] = remoteNames.map((name) => () => {
    prefetchRemote(name).then(
      () => whenIdle(() => void runEntry(name).catch(() => undefined)),
      () => undefined,
    );
  });
  // The shell's own on-demand widgets (some pages and the header's menus use them): fetched but
  // not run (`loadShare` returns the module's factory without calling it), so idle time stays
  // free of their start-up work until a page or a menu needs them.
  jobs.push(() => void loadShare('@storefront/shared/widgets').catch(() => undefined));
  const next = () => {
    jobs.shift()?.();
    if (jobs.length > 0) whenIdle(next);
  };
  setTimeout(() => whenIdle(next), PREFETCH_AFTER_MS);
}

async function prefetchRemote(name: RemoteName): Promise<void> {
  const version = activeVersion(name);
  if (!version) return;
  const response = await prefetch(version.manifest);
  const files = pageFiles(version.manifest, await response.json());
  await Promise.all(files.map((url) => prefetch(url)));
}

/**
 * The remote's entry, from the cache: its chunks are left to the page that needs them. Loaded as
 * a page's load of the remote loads it (the runtime keeps one load per entry, with the same
 * hooks), so that load finds it done. Not through `preloadRemote`: the shell's build leaves out
 * the runtime's preload plugin (`disableSnapshot`), without which it loads nothing.
 */
async function runEntry(name: RemoteName): Promise<void> {
  const origin = getInstance();
  const remote = origin?.options.remotes.find((registered) => registered.name === name);
  if (origin && remote) await getRemoteEntry({ origin, remoteInfo: getRemoteInfo(remote) });
}

/**
 * Fetched as the scripts that use them will be (with CORS, the files varying by Origin), at the
 * lowest priority. The body is not read here: the browser writes a response to its cache as it
 * arrives, and a page's file fits the buffer between the network and the page, so it is cached
 * whole without the page copying it (reading it cost more main-thread time than the hints did).
 * A file cut short is fetched again by the page that needs it.
 */
function prefetch(url: string): Promise<Response> {
  return fetch(url, { mode: 'cors', credentials: 'same-origin', priority: 'low', integrity: integrityFor(url) }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response;
  });
}

interface ManifestFiles {
  metaData?: { publicPath?: string };
  exposes?: { assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** The files a remote's pages start with: its entry and each page's own chunks and styles. */
export function pageFiles(manifestUrl: string, manifest: unknown): string[] {
  const { metaData, exposes } = (manifest ?? {}) as ManifestFiles;
  const publicPath = metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const names = (Array.isArray(exposes) ? exposes : []).flatMap(({ assets }) => [
    ...(assets?.js?.sync ?? []),
    ...(assets?.css?.sync ?? []),
  ]);
  const files = [remoteEntryFile, ...names.filter((file) => typeof file === 'string')];
  return [...new Set(files.map((file) => new URL(file, base).href))];
}
