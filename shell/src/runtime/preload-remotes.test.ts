import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ preloadRemote: vi.fn(() => Promise.resolve()) }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

// A fresh module per test: the preload is scheduled once per page.
async function load() {
  vi.resetModules();
  return import('./preload-remotes');
}

beforeEach(() => {
  runtime.preloadRemote.mockClear();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
});

describe('preloadRemotesWhenIdle', () => {
  it('prefetches every remote once, however often it is asked', async () => {
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    preloadRemotesWhenIdle();
    expect(
      runtime.preloadRemote.mock.calls.map(
        (call) => (call as unknown as [[{ nameOrAlias: string }]])[0][0].nameOrAlias,
      ),
    ).toEqual(['catalog_mfe', 'content_mfe', 'account_mfe']);
  });

  it('prefetches nothing for a visitor saving data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });
});
