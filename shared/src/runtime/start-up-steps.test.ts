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

  it('creates no Intl object, nor do the prices the first page shows', async () => {
    vi.resetModules();
    const { sharedStartUpSteps } = await import('./start-up-steps');
    const kinds = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator'] as const;
    const originals = kinds.map((kind) => Intl[kind]);
    let made = 0;
    kinds.forEach((kind, index) => {
      const original = originals[index] as new (...args: unknown[]) => object;
      (Intl as Record<string, unknown>)[kind] = new Proxy(original, {
        construct: (target, args: unknown[]) => {
          made += 1;
          return new target(...args);
        },
      });
    });
    try {
      for (const step of sharedStartUpSteps) await step(pause);
      const { formatCartPrice, formatRupees } = await import('../format/price');
      // A tab's first Intl object loads the browser's locale data in one long task.
      expect([formatRupees(145000), formatCartPrice(2499)]).toEqual(['₹1,45,000', '₹2,499.00']);
    } finally {
      kinds.forEach((kind, index) => ((Intl as Record<string, unknown>)[kind] = originals[index]));
    }
    expect(made).toBe(0);
  });
});
