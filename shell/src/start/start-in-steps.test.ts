import { afterEach, describe, expect, it, vi } from 'vitest';
import { startInSteps } from './start-in-steps';
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startInSteps', () => {
  it('hands the browser a turn before every step and before the last one, and returns its result', async () => {
    const events: string[] = [];
    vi.stubGlobal('scheduler', { yield: async () => void events.push('yield') });
    const step = (name: string) => async () => void events.push(name);
    const result = await startInSteps([step('react'), step('shared')], async () => {
      events.push('bootstrap');
      return 'mounted';
    });
    expect(result).toBe('mounted');
    expect(events).toEqual(['yield', 'react', 'yield', 'shared', 'yield', 'bootstrap']);
  });

  it('gives each step the pause, so a long step can end its task in the middle', async () => {
    const events: string[] = [];
    vi.stubGlobal('scheduler', { yield: async () => void events.push('yield') });
    await startInSteps(
      [
        async (pause) => {
          events.push('system: tokens');
          await pause();
          events.push('system: utilities');
        },
      ],
      async () => void events.push('bootstrap'),
    );
    expect(events).toEqual(['yield', 'system: tokens', 'yield', 'system: utilities', 'yield', 'bootstrap']);
  });

  it('stops at a step that fails, and says why', async () => {
    vi.stubGlobal('scheduler', { yield: async () => undefined });
    const last = vi.fn();
    await expect(startInSteps([() => Promise.reject(new Error('chunk missing'))], last)).rejects.toThrow('chunk missing');
    expect(last).not.toHaveBeenCalled();
  });
});

describe('yieldToBrowser', () => {
  it('without scheduler.yield, resolves in a later task, after the pending promise callbacks', async () => {
    vi.stubGlobal('scheduler', undefined);
    let microtasks = 0;
    const spin = (): void => {
      if (++microtasks < 100) queueMicrotask(spin);
    };
    queueMicrotask(spin);
    await yieldToBrowser();
    expect(microtasks).toBe(100);
  });
});
