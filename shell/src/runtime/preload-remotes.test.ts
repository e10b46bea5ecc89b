import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({
  preloadRemote: vi.fn(() => Promise.resolve()),
  loadShare: vi.fn(() => Promise.resolve(false)),
}));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

// A fresh module per test: the preload is scheduled once per page.
async function load() {
  vi.resetModules();
  return import('./preload-remotes');
}

beforeEach(() => {
  runtime.preloadRemote.mockClear();
  runtime.loadShare.mockClear();
  vi.stubGlobal('requestIdleCallback', (run: () => void) => run());
});

describe('preloadRemotesWhenIdle', () => {
  it('prefetches every remote and the shell\'s widgets once, however often it is asked', async () => {
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    preloadRemotesWhenIdle();
    expect(
      runtime.preloadRemote.mock.calls.map(
        (call) => (call as unknown as [[{ nameOrAlias: string }]])[0][0].nameOrAlias,
      ),
    ).toEqual(['catalog_mfe', 'content_mfe', 'account_mfe']);
    expect(runtime.loadShare.mock.calls).toEqual([['@storefront/shared/widgets']]);
  });

  it('takes one remote per idle period, so no single task adds every hint', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    const names = () => runtime.preloadRemote.mock.calls.map((call) => (call as unknown as [[{ nameOrAlias: string }]])[0][0].nameOrAlias);
    idle.shift()!();
    expect(names()).toEqual(['catalog_mfe']);
    idle.shift()!();
    expect(names()).toEqual(['catalog_mfe', 'content_mfe']);
    idle.shift()!();
    idle.shift()!();
    expect(runtime.loadShare).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(0);
  });

  it('prefetches nothing for a visitor saving data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    const { preloadRemotesWhenIdle } = await load();
    preloadRemotesWhenIdle();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
    expect(runtime.loadShare).not.toHaveBeenCalled();
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });
});
