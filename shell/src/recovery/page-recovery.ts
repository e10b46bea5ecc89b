import type { RemoteModule } from '@storefront/shared/federation';
import { useEffect, useSyncExternalStore } from 'react';
import { clearFallback, remoteFacts, reportVersionFailure, resetRemote, switchToPrevious } from '../runtime/remote-versions';
import { decideRecovery, type FailureCause } from './recovery-policy';

/** What the page area of one remote page shows. */
export interface PageRecovery {
  /** The page (or its skeleton while it loads), a skeleton while the tab reloads, or the message. */
  status: 'page' | 'reloading' | 'unavailable';
  /** What went wrong last; a Retry decides on it. */
  cause: FailureCause;
  /** Counts Retries in place: each one loads the page afresh. */
  attempt: number;
}

const FIRST: PageRecovery = { status: 'page', cause: 'load', attempt: 0 };
const states = new Map<string, PageRecovery>();
const listeners = new Set<() => void>();

const keyOf = (target: RemoteModule) => `${target.remote}/${target.module}`;

export function pageRecovery(target: RemoteModule): PageRecovery {
  return states.get(keyOf(target)) ?? FIRST;
}

function update(target: RemoteModule, change: Partial<PageRecovery>): void {
  states.set(keyOf(target), { ...pageRecovery(target), ...change });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function reloadPage(target: RemoteModule): void {
  update(target, { status: 'reloading' });
  window.location.reload();
}

export function usePageRecovery(target: RemoteModule): PageRecovery {
  const snapshot = () => pageRecovery(target);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A page failed to arrive or to render: fall back to the last known good version, or say so. */
export function reportFailure(target: RemoteModule, cause: FailureCause): void {
  // Once is enough: the runtime and the page area may both see the same failure.
  if (pageRecovery(target).status !== 'page') return;
  update(target, { cause });
  // Counted against the version that failed, whether the live one or the fallback.
  reportVersionFailure(target.remote);
  if (decideRecovery({ type: 'failure', cause }, remoteFacts(target.remote)) === 'fall-back') {
    switchToPrevious(target.remote);
    reloadPage(target);
  } else {
    update(target, { status: 'unavailable' });
  }
}

/** The visitor pressed Retry on the message. */
export function retryPage(target: RemoteModule): void {
  const { cause, attempt } = pageRecovery(target);
  switch (decideRecovery({ type: 'retry', cause }, remoteFacts(target.remote))) {
    case 'reload-on-live':
      clearFallback(target.remote);
      reloadPage(target);
      return;
    case 'reload-page':
      reloadPage(target);
      return;
    default:
      // A failed load may have left the runtime holding a broken entry: register the remote afresh.
      if (cause === 'load') resetRemote(target.remote);
      update(target, { status: 'page', attempt: attempt + 1 });
  }
}

/**
 * Entering a page of a remote whose live version changed since this tab loaded it: true while the
 * tab reloads into the new version (one page never runs two versions of a remote).
 */
export function useReloadIntoNewVersion(target: RemoteModule): boolean {
  const reload = decideRecovery({ type: 'enter' }, remoteFacts(target.remote)) === 'reload-into-new-version';
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  return reload;
}
