import { registerRemotes } from '@module-federation/enhanced/runtime';
import { applyOverrides, type Overrides } from './overrides';
import { registrySchema, remoteNames, type Registry, type RemoteName, type VersionRef } from '@storefront/shared/federation';

/** An open tab re-reads the registry when it navigates, at most this often. */
export const REGISTRY_REFRESH_MS = 60_000;
/** Remotes whose live version failed in this tab's session, so the previous one is used. */
export const FALLBACK_KEY = 'mf-fallback';

let registry: Registry = { remotes: {} };
let overrides: Overrides = {};
let lastRead = 0;
const loaded = new Set<RemoteName>();
/** Loaded remotes whose live version has changed since: entering them needs a fresh page. */
const changed = new Set<RemoteName>();

function readMarks(): Partial<Record<RemoteName, string>> {
  try {
    return JSON.parse(sessionStorage.getItem(FALLBACK_KEY) ?? '{}') as Partial<Record<RemoteName, string>>;
  } catch {
    return {};
  }
}

function writeMarks(marks: Partial<Record<RemoteName, string>>): void {
  try {
    sessionStorage.setItem(FALLBACK_KEY, JSON.stringify(marks));
  } catch {
    // Without storage the fallback lasts for this page only.
  }
}

/** The version this tab uses: the live one, or the previous one after the live one failed here. */
export function activeVersion(name: RemoteName): VersionRef | undefined {
  const entry = registry.remotes[name];
  if (!entry) return undefined;
  return readMarks()[name] === entry.version && entry.previous ? entry.previous : entry;
}

function register(names: readonly RemoteName[], force: boolean): void {
  const remotes = names.flatMap((name) => {
    const version = activeVersion(name);
    return version ? [{ name, entry: version.manifest }] : [];
  });
  if (remotes.length > 0) registerRemotes(remotes, { force });
}

/** Tells the federation runtime where each remote lives; nothing is fetched until a page needs it. */
export function initialiseRemotes(initial: Registry, activeOverrides: Overrides, now = Date.now()): void {
  overrides = activeOverrides;
  registry = applyOverrides(initial, overrides);
  lastRead = now;
  register(remoteNames, false);
}

export function markLoaded(name: RemoteName): void {
  loaded.add(name);
}

/** Forgets what the runtime cached for one remote (a failed entry), so the next load starts afresh. */
export function resetRemote(name: RemoteName): void {
  register([name], true);
}

/** Whether this tab still has a previous version to try for the remote. */
export function canFallBack(name: RemoteName): boolean {
  const entry = registry.remotes[name];
  return !!entry?.previous && readMarks()[name] !== entry.version;
}

/**
 * The live version failed here: remember it for this session, report it, and reload the page on
 * the previous version, so one page never mixes two versions. False when there is nothing to fall
 * back to (the caller then shows the unavailable message).
 */
export function fallBackToPrevious(name: RemoteName): boolean {
  const entry = registry.remotes[name];
  const marks = readMarks();
  if (!entry || !canFallBack(name)) return false;
  writeMarks({ ...marks, [name]: entry.version });
  navigator.sendBeacon?.('/release-beacon', JSON.stringify({ remote: name, version: entry.version }));
  window.location.reload();
  return true;
}

/** Retry after both versions failed: try the live version again, on a fresh page. */
export function clearFallback(name: RemoteName): boolean {
  const marks = readMarks();
  if (!(name in marks)) return false;
  delete marks[name];
  writeMarks(marks);
  return true;
}

/** True when this tab has a remote loaded whose live version has changed since it was loaded. */
export function needsFreshPage(name: RemoteName): boolean {
  return changed.has(name);
}

/** On navigation: re-read the registry if it is older than a minute, and note what changed. */
export async function refreshRegistryIfStale(now = Date.now()): Promise<void> {
  if (now - lastRead < REGISTRY_REFRESH_MS) return;
  lastRead = now;
  try {
    const response = await fetch('/registry.json', { cache: 'no-cache' });
    if (!response.ok) return;
    const next = applyOverrides(registrySchema.parse(await response.json()), overrides);
    const notYetLoaded: RemoteName[] = [];
    for (const name of remoteNames) {
      if (next.remotes[name]?.version === registry.remotes[name]?.version) continue;
      if (loaded.has(name)) changed.add(name);
      else notYetLoaded.push(name);
    }
    registry = { remotes: { ...next.remotes } };
    register(notYetLoaded, true);
  } catch {
    // A registry that cannot be read now keeps the versions this tab already uses.
  }
}

/**
 * Whether the page's HTML preloaded this remote's code. A preload that failed (the remote was
 * down) is handed to the next request for the same URL, so retrying in this page would fail
 * again: Retry then loads a fresh page instead.
 */
export function pagePreloadedRemote(name: RemoteName, doc: Document = document): boolean {
  const manifest = activeVersion(name)?.manifest;
  if (!manifest) return false;
  const origin = new URL(manifest).origin;
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(`${origin}/`));
}
