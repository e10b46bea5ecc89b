import type { RemoteModule } from '@storefront/shared/federation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as versions from '../runtime/remote-versions';
import * as recovery from './page-recovery';
import type { RemoteFacts } from './recovery-policy';

const facts = (overrides: Partial<RemoteFacts> = {}): RemoteFacts => ({
  hasPrevious: false,
  onPrevious: false,
  preloadedByPage: false,
  changedSinceLoaded: false,
  ...overrides,
});

// A page of its own per test: recovery state lives as long as the page, and is kept per page.
let pages = 0;
let target: RemoteModule;

beforeEach(() => {
  pages += 1;
  target = { remote: 'catalog_mfe', module: `TestPage${pages}` };
  vi.spyOn(versions, 'remoteFacts').mockReturnValue(facts());
  for (const name of ['switchToPrevious', 'reportVersionFailure', 'clearFallback', 'resetRemote'] as const)
    vi.spyOn(versions, name).mockImplementation(() => undefined);
  vi.stubGlobal('location', { ...window.location, reload: vi.fn() });
});

describe('reportFailure', () => {
  it('falls back to the previous version: reports it and reloads, showing a skeleton meanwhile', () => {
    vi.spyOn(versions, 'remoteFacts').mockReturnValue(facts({ hasPrevious: true }));
    recovery.reportFailure(target, 'load');
    expect(versions.reportVersionFailure).toHaveBeenCalledWith('catalog_mfe');
    expect(versions.switchToPrevious).toHaveBeenCalledWith('catalog_mfe');
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(recovery.pageRecovery(target).status).toBe('reloading');
  });

  it('shows the message when there is nothing to fall back to, and handles one failure once', () => {
    recovery.reportFailure(target, 'render');
    recovery.reportFailure(target, 'load');
    expect(recovery.pageRecovery(target)).toEqual({ status: 'unavailable', cause: 'render', attempt: 0 });
    // Reported once, against the version in use (the fallback's own failure included).
    expect(versions.reportVersionFailure).toHaveBeenCalledTimes(1);
    expect(versions.switchToPrevious).not.toHaveBeenCalled();
    expect(window.location.reload).not.toHaveBeenCalled();
  });

  it('keeps each page to itself', () => {
    recovery.reportFailure(target, 'load');
    expect(recovery.pageRecovery({ ...target, module: `${target.module}Other` }).status).toBe('page');
  });
});

describe('retryPage', () => {
  it('after a failed load, registers the remote afresh and loads the page again', () => {
    recovery.reportFailure(target, 'load');
    recovery.retryPage(target);
    expect(versions.resetRemote).toHaveBeenCalledWith('catalog_mfe');
    expect(recovery.pageRecovery(target)).toEqual({ status: 'page', cause: 'load', attempt: 1 });
  });

  it('after a render failure, renders again without touching the runtime', () => {
    recovery.reportFailure(target, 'render');
    recovery.retryPage(target);
    expect(versions.resetRemote).not.toHaveBeenCalled();
    expect(recovery.pageRecovery(target).attempt).toBe(1);
  });

  it('after the previous version failed too, forgets the failure and reloads on the live one', () => {
    vi.spyOn(versions, 'remoteFacts').mockReturnValue(facts({ hasPrevious: true, onPrevious: true }));
    recovery.reportFailure(target, 'load');
    expect(recovery.pageRecovery(target).status).toBe('unavailable');
    recovery.retryPage(target);
    expect(versions.clearFallback).toHaveBeenCalledWith('catalog_mfe');
    expect(window.location.reload).toHaveBeenCalledTimes(1);
  });

  it("reloads the page after a load that the page's HTML had preloaded", () => {
    vi.spyOn(versions, 'remoteFacts').mockReturnValue(facts({ preloadedByPage: true }));
    recovery.reportFailure(target, 'load');
    recovery.retryPage(target);
    expect(window.location.reload).toHaveBeenCalledTimes(1);
    expect(versions.clearFallback).not.toHaveBeenCalled();
    expect(recovery.pageRecovery(target).status).toBe('reloading');
  });
});
