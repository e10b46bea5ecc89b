import { describe, expect, it, vi } from 'vitest';

describe("the hook's renderers, for each app's refresh runtime", () => {
  it('keeps every renderer that registers, so a refresh runtime started later finds it', async () => {
    let next = 1;
    const hook = { renderers: new Map<number, unknown>(), inject: vi.fn((_renderer: unknown) => next++) };
    (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;
    await import('./record-react-renderers');
    const reactDom = { scheduleRefresh: () => undefined };
    expect(hook.inject(reactDom)).toBe(1);
    expect([...hook.renderers]).toEqual([[1, reactDom]]);
    delete (globalThis as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  });
});
