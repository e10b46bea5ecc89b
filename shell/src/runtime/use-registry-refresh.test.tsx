import type { Registry } from '@storefront/shared/federation';
import { jsonResponse, renderWithProviders } from '@storefront/shared/testing';
import { act } from '@testing-library/react';
import * as runtime from '@module-federation/enhanced/runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as reports from './release-report';
import { initialiseRemotes, markLoaded } from './remote-versions';
import { useRegistryRefresh } from './use-registry-refresh';

const registry = (catalogVersion: string): Registry => ({
  remotes: {
    catalog_mfe: { version: catalogVersion, manifest: `http://cdn.test/catalog/${catalogVersion}/mf-manifest.json`, previous: null },
  },
});

let visibility: DocumentVisibilityState = 'visible';
let live = '2';
const fetchMock = vi.fn(async () => jsonResponse(registry(live)));
const reload = vi.fn();

function Tab() {
  useRegistryRefresh();
  return null;
}

/** A tab that has run the catalog's version 2 on its listing page since time 0. */
function openListing() {
  initialiseRemotes(registry('2'), {}, Date.now());
  markLoaded('catalog_mfe');
  return renderWithProviders(<Tab />, { route: '/products' });
}

/** Lets the timers run, and each registry read and its answer settle. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  live = '2';
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  fetchMock.mockClear();
  reload.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', { ...window.location, pathname: '/products', reload });
  vi.spyOn(runtime, 'registerRemotes').mockImplementation(() => undefined);
  vi.spyOn(reports, 'sendReleaseReport').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useRegistryRefresh', () => {
  it('moves an idle visible tab to a new version of the remote on screen within 20 s, once', async () => {
    openListing();
    await wait(1_000);
    live = '3';
    await wait(20_000);
    expect(fetchMock).toHaveBeenCalledWith('/registry.json', { cache: 'no-cache' });
    expect(reload).toHaveBeenCalledTimes(1);
    // The tab keeps reading, never more than once every 15 s, and does not reload again.
    await wait(60_000);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(1 + 60 / 15);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads, but stays, while nothing it runs changed', async () => {
    openListing();
    await wait(60_000);
    expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks nothing from a hidden tab, and reads as soon as it becomes visible', async () => {
    openListing();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    live = '3';
    await wait(120_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reads on interaction at most once every 15 s', async () => {
    openListing();
    // Without its timer (hidden), only the presses and keys can ask.
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await wait(16_000);
    for (let press = 0; press < 10; press += 1) window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(14_000);
    window.dispatchEvent(new Event('pointerdown'));
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await wait(1_000);
    window.dispatchEvent(new Event('pointerdown'));
    await wait(0);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits for a form being sent, and for the visitor to stop typing, before it reloads', async () => {
    const { queryClient } = openListing();
    let finishSending: () => void = () => undefined;
    void queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => new Promise<void>((resolve) => (finishSending = resolve)),
    }).execute(undefined);
    live = '3';
    await wait(25_000);
    expect(fetchMock).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();

    finishSending();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await wait(1_000);
    expect(reload).not.toHaveBeenCalled();
    await wait(2_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
