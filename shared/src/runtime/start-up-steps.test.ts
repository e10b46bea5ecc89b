import { describe, expect, it, vi } from 'vitest';

// The shell's pause ends a task; here, nothing needs to wait.
const pause = async () => undefined;

describe('sharedStartUpSteps', () => {
  it('configures Zod before the first schema is built, even as the first step of all', async () => {
    // A fresh module registry: nothing of the package has been evaluated yet.
    vi.resetModules();
    const { sharedStartUpSteps } = await import('./start-up-steps');
    await sharedStartUpSteps[0]!(pause);
    const { globalConfig } = await import('zod/v4/core');
    // Built without it, object schemas would probe for `new Function`, which the page's CSP reports.
    expect(globalConfig.jitless).toBe(true);
  });

  it('builds the one Chakra system the providers use', async () => {
    vi.resetModules();
    const { sharedStartUpSteps } = await import('./start-up-steps');
    const results: unknown[] = [];
    for (const step of sharedStartUpSteps) results.push(await step(pause));
    const { storefrontSystem } = await import('../ui/system');
    expect(results).toContain(storefrontSystem());
  });

  it('creates the price formats in a step of their own, apart from the Chakra system', async () => {
    vi.resetModules();
    const { sharedStartUpSteps } = await import('./start-up-steps');
    const original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(original, {
      construct: (target, args: ConstructorParameters<typeof original>) => {
        made += 1;
        return new target(...args);
      },
    });
    const stepsThatFormat: number[] = [];
    let systemStep = -1;
    try {
      for (const [index, step] of sharedStartUpSteps.entries()) {
        made = 0;
        const result = await step(pause);
        if (made > 0) stepsThatFormat.push(index);
        if (result && typeof result === 'object' && 'token' in result) systemStep = index;
      }
    } finally {
      Intl.NumberFormat = original;
    }
    // The tab's first Intl object is slow to create: its step does nothing else.
    expect(stepsThatFormat).toHaveLength(1);
    expect(systemStep).toBeGreaterThanOrEqual(0);
    expect(stepsThatFormat[0]).not.toBe(systemStep);
    const { formatRupees } = await import('../format/price');
    expect(formatRupees(145000)).toBe('₹1,45,000');
  });
});
