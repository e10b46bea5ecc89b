import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as versions from '../runtime/remote-versions';
import { BUSY_RECHECK_MS, decideOnScreen, followReleaseOnScreen, RELOADED_INTO_KEY } from './follow-release-on-screen';
import type { RemoteFacts } from './recovery-policy';

const facts = (changedSinceLoaded: boolean): RemoteFacts => ({
  hasPrevious: false,
  onPrevious: false,
  preloadedByPage: false,
  changedSinceLoaded,
});

/** A window on `pathname` whose reload is recorded. */
function tabOn(pathname: string) {
  const reload = vi.fn();
  const win = { location: { pathname, reload }, setTimeout: window.setTimeout.bind(window) } as unknown as Window;
  return { win, reload };
}

beforeEach(() => {
  vi.spyOn(versions, 'remoteFacts').mockReturnValue(facts(true));
  vi.spyOn(versions, 'activeVersion').mockReturnValue({ version: '3', manifest: 'http://cdn.test/catalog/3/mf-manifest.json' });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('decideOnScreen', () => {
  it('reloads into a new version once, after the page is calm', () => {
    expect(decideOnScreen({ changedSinceLoaded: true, reloadedBefore: false, busy: false })).toBe('reload-into-new-version');
    expect(decideOnScreen({ changedSinceLoaded: true, reloadedBefore: false, busy: true })).toBe('wait');
    expect(decideOnScreen({ changedSinceLoaded: true, reloadedBefore: true, busy: false })).toBe('stay');
    expect(decideOnScreen({ changedSinceLoaded: false, reloadedBefore: false, busy: false })).toBe('stay');
  });
});

describe('followReleaseOnScreen', () => {
  it('reloads a tab whose on-screen remote changed, once per version', () => {
    const { win, reload } = tabOn('/products/Locks');
    followReleaseOnScreen(() => false, win);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(versions.remoteFacts).toHaveBeenCalledWith('catalog_mfe');
    expect(JSON.parse(sessionStorage.getItem(RELOADED_INTO_KEY) ?? '[]')).toEqual(['catalog_mfe@3']);

    // Asked again, it still runs the old version (say, served from an older registry): no loop.
    followReleaseOnScreen(() => false, win);
    expect(reload).toHaveBeenCalledTimes(1);

    // A later version is another reload.
    vi.spyOn(versions, 'activeVersion').mockReturnValue({ version: '4', manifest: 'http://cdn.test/catalog/4/mf-manifest.json' });
    followReleaseOnScreen(() => false, win);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('knows from the session, not the page, which version it reloaded into: the fresh page does not loop', () => {
    // A version no other test reloads into: only the session can say this tab already did.
    vi.spyOn(versions, 'activeVersion').mockReturnValue({ version: '5', manifest: 'http://cdn.test/catalog/5/mf-manifest.json' });
    sessionStorage.setItem(RELOADED_INTO_KEY, JSON.stringify(['catalog_mfe@5']));
    const { win, reload } = tabOn('/products/Locks');
    followReleaseOnScreen(() => false, win);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the remote on screen did not change', () => {
    vi.spyOn(versions, 'remoteFacts').mockReturnValue(facts(false));
    const { win, reload } = tabOn('/products');
    followReleaseOnScreen(() => false, win);
    expect(reload).not.toHaveBeenCalled();
  });

  it("leaves pages that are not a remote's to the page that enters one", () => {
    const { win, reload } = tabOn('/test');
    followReleaseOnScreen(() => false, win);
    expect(reload).not.toHaveBeenCalled();
    expect(versions.remoteFacts).not.toHaveBeenCalled();
  });

  it('waits while the page is busy, then reloads', () => {
    vi.useFakeTimers();
    const { win, reload } = tabOn('/customer-support');
    let busy = true;
    followReleaseOnScreen(() => busy, win);
    // Asked again meanwhile (another read), it still waits for the one calm moment.
    followReleaseOnScreen(() => busy, win);
    vi.advanceTimersByTime(BUSY_RECHECK_MS * 3);
    expect(reload).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(BUSY_RECHECK_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(versions.remoteFacts).toHaveBeenCalledWith('account_mfe');
  });

  it('never reloads when the browser refuses storage, since nothing could stop a loop', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { win, reload } = tabOn('/products');
    followReleaseOnScreen(() => false, win);
    expect(reload).not.toHaveBeenCalled();
  });
});
