import { describe, expect, it, vi } from 'vitest';

describe('sharedStartUpSteps', () => {
  it('configures Zod before the first schema is built, even as the first step of all', async () => {
    // A fresh module registry: nothing of the package has been evaluated yet.
    vi.resetModules();
    const { sharedStartUpSteps } = await import('./start-up-steps');
    await sharedStartUpSteps[0]!();
    const { globalConfig } = await import('zod/v4/core');
    // Built without it, object schemas would probe for `new Function`, which the page's CSP reports.
    expect(globalConfig.jitless).toBe(true);
  });

  it('builds the one Chakra system the providers use', async () => {
    vi.resetModules();
    const { sharedStartUpSteps } = await import('./start-up-steps');
    let built: unknown;
    for (const step of sharedStartUpSteps) built = await step();
    const { storefrontSystem } = await import('../ui/system');
    expect(built).toBe(storefrontSystem());
  });
});
