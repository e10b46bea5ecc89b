import { createInstance } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifiedSharesPlugin } from './verified-shares-plugin';

afterEach(() => {
  vi.restoreAllMocks();
});

// The shell provides a singleton at 19.3.1; the remote was built against ^18.0.0.
function remoteConsuming(plugins: ReturnType<typeof verifiedSharesPlugin>[]) {
  const shellCopy = { name: 'shell copy' };
  const remote = createInstance({
    name: 'catalog_mfe',
    remotes: [],
    plugins,
    shared: {
      'shared-lib': {
        version: '19.3.1',
        lib: () => shellCopy,
        shareConfig: { singleton: true, requiredVersion: '^18.0.0' },
      },
    },
  });
  return { remote, shellCopy };
}

describe('verifiedSharesPlugin', () => {
  it("hands a verified remote the shell's singleton without checking the range again", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { remote, shellCopy } = remoteConsuming([verifiedSharesPlugin(() => true)]);
    const factory = remote.loadShareSync<typeof shellCopy>('shared-lib');
    expect(factory()).toBe(shellCopy);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves the runtime its check, and its warning, for a remote it does not vouch for', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const consumers: Array<string | undefined> = [];
    const { remote, shellCopy } = remoteConsuming([
      verifiedSharesPlugin((consumer) => {
        consumers.push(consumer);
        return consumer !== 'catalog_mfe';
      }),
    ]);
    const factory = remote.loadShareSync<typeof shellCopy>('shared-lib');
    expect(factory()).toBe(shellCopy);
    expect(consumers).toContain('catalog_mfe');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy the requirement of catalog_mfe/);
  });
});
