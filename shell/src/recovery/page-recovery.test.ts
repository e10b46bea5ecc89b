import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteFacts } from './recovery-policy';

const versions = vi.hoisted(() => ({
  remoteFacts: vi.fn(),
  switchToPrevious: vi.fn(),
  reportVersionFailure: vi.fn(),
  clearFallback: vi.fn(),
  resetRemote: vi.fn(),
}));
vi.mock('../runtime/remote-versions', () => versions);

const target = { remote: 'catalog_mfe', module: 'CartPage' } as const;
const facts = (overrides: Partial<RemoteFacts> = {}): RemoteFacts => ({
  hasPrevious: false,
  onPrevious: false,
  preloadedByPage: false,
  changedSinceLoaded: false,
  ...overrides,
});

// A fresh module per test: recovery state lives as long as the page.
async function load() {
  vi.resetModules();
  return import('./page-recovery');
}

beforeEach(() => {
  for (const mock of Object.values(versions)) mock.mockReset();
  versions.remoteFacts.mockReturnValue(facts());
  vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
});

describe('reportFailure', () => {
  it('falls back to the previous version: reports it and reloads, showing a skeleton meanwhile', async () => {
    const recovery = await load();
    versions.remoteFacts.mockReturnValue(facts({ hasPrevious: true }));
    recovery.reportFailure(target, 'load');
    expect(versions.reportVersionFailure).toHaveBeenCalledWith('catalog_mfe');
    expect(versions.switchToPrevious).toHaveBeenCalledWith('catalog_mfe');
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(recovery.pageRecovery(target).status).toBe('reloading');
  });

  it('shows the message when there is nothing to fall back to, and handles one failure once', async () => {
    const recovery = await load();
    recovery.reportFailure(target, 'render');
    recovery.reportFailure(target, 'load');
    expect(recovery.pageRecovery(target)).toEqual({ status: 'unavailable', cause: 'render', attempt: 0 });
    // Reported once, against the version in use (the fallback's own failure included).
    expect(versions.reportVersionFailure).toHaveBeenCalledTimes(1);
    expect(versions.switchToPrevious).not.toHaveBeenCalled();
    expect(window.location.reload).not.toHaveBeenCalled();
  });

  it('keeps each page to itself', async () => {
    const recovery = await load();
    recovery.reportFailure(target, 'load');
    expect(recovery.pageRecovery({ ...target, module: 'WishlistPage' }).status).toBe('page');
  });
});

describe('retryPage', () => {
  it('after a failed load, registers the remote afresh and loads the page again', async () => {
    const recovery = await load();
    recovery.reportFailure(target, 'load');
    recovery.retryPage(target);
    expect(versions.resetRemote).toHaveBeenCalledWith('catalog_mfe');
    expect(recovery.pageRecovery(target)).toEqual({ status: 'page', cause: 'load', attempt: 1 });
  });

  it('after a render failure, renders again without touching the runtime', async () => {
    const recovery = await load();
    recovery.reportFailure(target, 'render');
    recovery.retryPage(target);
    expect(versions.resetRemote).not.toHaveBeenCalled();
    expect(recovery.pageRecovery(target).attempt).toBe(1);
  });

  it('after the previous version failed too, forgets the failure and reloads on the live one', async () => {
    const recovery = await load();
    versions.remoteFacts.mockReturnValue(facts({ hasPrevious: true, onPrevious: true }));
    recovery.reportFailure(target, 'load');
    expect(recovery.pageRecovery(target).status).toBe('unavailable');
    recovery.retryPage(target);
    expect(versions.clearFallback).toHaveBeenCalledWith('catalog_mfe');
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads the page after a load that the page's HTML had preloaded", async () => {
    const recovery = await load();
    versions.remoteFacts.mockReturnValue(facts({ preloadedByPage: true }));
    recovery.reportFailure(target, 'load');
    recovery.retryPage(target);
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(versions.clearFallback).not.toHaveBeenCalled();
    expect(recovery.pageRecovery(target).status).toBe('reloading');
  });
});
