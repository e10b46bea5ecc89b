import { createInstance } from '@module-federation/enhanced/runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { taskPerStagePlugin } from './task-per-stage-plugin';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).fake_remote;
});

describe('taskPerStagePlugin', () => {
  it("ends the task before the container starts, before the page's chunks and before the page module runs", async () => {
    const events: string[] = [];
    vi.stubGlobal('scheduler', { yield: async () => void events.push('yield') });
    // A remote entry that has already run: its container is on the global it names.
    (globalThis as Record<string, unknown>).fake_remote = {
      init: () => void events.push('container starts'),
      get: async () => {
        events.push('page chunks');
        return () => {
          events.push('page module runs');
          return { default: 'page' };
        };
      },
    };
    const shell = createInstance({
      name: 'shell',
      remotes: [{ name: 'fake_remote', entry: 'http://remote.test/remoteEntry.js', entryGlobalName: 'fake_remote', type: 'global' }],
      plugins: [taskPerStagePlugin()],
    });
    await expect(shell.loadRemote<{ default: string }>('fake_remote/Page')).resolves.toEqual({ default: 'page' });
    expect(events).toEqual(['yield', 'container starts', 'yield', 'page chunks', 'yield', 'page module runs']);
  });
});
