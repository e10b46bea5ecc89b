import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VISIBLE_TAB_TICK_MS, watchRegistryChanges } from './watch-registry-changes';

let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('watchRegistryChanges', () => {
  it('asks on a timer while the tab is visible, so an idle tab follows a release too', () => {
    const refresh = vi.fn();
    const stop = watchRegistryChanges(refresh);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(VISIBLE_TAB_TICK_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VISIBLE_TAB_TICK_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(VISIBLE_TAB_TICK_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('asks nothing while hidden, and at once when the tab becomes visible again', () => {
    const refresh = vi.fn();
    const stop = watchRegistryChanges(refresh);
    setVisibility('hidden');
    vi.advanceTimersByTime(VISIBLE_TAB_TICK_MS * 20);
    expect(refresh).not.toHaveBeenCalled();

    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(VISIBLE_TAB_TICK_MS);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('starts no timer in a tab opened in the background', () => {
    visibility = 'hidden';
    const refresh = vi.fn();
    const stop = watchRegistryChanges(refresh);
    vi.advanceTimersByTime(VISIBLE_TAB_TICK_MS * 20);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });

  it('asks when the visitor presses a pointer or a key, and no longer once stopped', () => {
    const refresh = vi.fn();
    const stop = watchRegistryChanges(refresh);
    window.dispatchEvent(new Event('pointerdown'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    setVisibility('visible');
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
