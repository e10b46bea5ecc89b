import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { storefrontSystem, systemWithoutGlobalStyles } from './system';

// Own imports: what the style caches write into a page the first time they render it.

const tokenCss = () => JSON.stringify(storefrontSystem().getTokenCss());

describe('storefrontSystem', () => {
  it('resolves every colour its tokens refer to (no dangling palette)', () => {
    const css = tokenCss();
    const defined = new Set([...css.matchAll(/"(--c-colors-[\w-]+)":/g)].map((match) => match[1]));
    const referenced = new Set([...css.matchAll(/var\((--c-colors-[\w-]+)\)/g)].map((match) => match[1]));
    expect(referenced.size).toBeGreaterThan(20);
    expect([...referenced].filter((name) => !defined.has(name))).toEqual([]);
    // A reference to a token that does not exist is written out as its name, e.g. colors\.blue\.600.
    const unresolved = [...css.matchAll(/"(--c-colors-[\w-]+)":"colors\\\\\./g)].map((match) => match[1]);
    expect(unresolved).toEqual([]);
  });

  it('keeps the palettes the site uses and leaves the others out', () => {
    const system = storefrontSystem();
    for (const token of ['colors.gray.500', 'colors.red.700', 'colors.orange.700', 'colors.green.700', 'colors.brand.600']) {
      expect(system.tokens.getByName(token)).toBeDefined();
    }
    expect(system.tokens.getByName('colors.blue.500')).toBeUndefined();
    expect(tokenCss()).not.toMatch(/--c-colors-(yellow|teal|blue|cyan|purple|pink)-/);
  });

  it('writes each semantic token once, with its light value: the site has no dark mode', () => {
    const css = tokenCss();
    expect(css).not.toContain('.dark');
    expect(css).toContain('"--c-colors-fg-error":"var(--c-colors-red-700)"');
    expect(css).toContain('"--c-colors-bg":"var(--c-colors-white)"');
    expect(css).toContain('"--c-colors-brand-solid":"var(--c-colors-brand-600)"');
  });
});

describe('buildStorefrontSystem', () => {
  // A fresh module registry, so each test starts with no system built.
  const freshSystemModule = async () => {
    vi.resetModules();
    return import('./system');
  };

  it('hands the browser several turns while it builds, and builds the same system as at once', async () => {
    const phased = await freshSystemModule();
    let pauses = 0;
    const built = await phased.buildStorefrontSystem(async () => void (pauses += 1));
    // Merging, the token dictionary's own phases, the style utilities and the rest.
    expect(pauses).toBeGreaterThanOrEqual(6);
    expect(phased.storefrontSystem()).toBe(built);

    const atOnce = (await freshSystemModule()).storefrontSystem();
    expect(atOnce).not.toBe(built);
    expect(JSON.stringify(built.getTokenCss())).toBe(JSON.stringify(atOnce.getTokenCss()));
    const style = { color: 'fg.error', px: { base: 2, md: 4 }, _hover: { bg: 'brand.solid' } };
    expect(built.css(style)).toEqual(atOnce.css(style));
    expect(built.getRecipeFn('button')({ size: 'sm' })).toEqual(atOnce.getRecipeFn('button')({ size: 'sm' }));
  });

  it('returns the system built at once in the meantime, so there is only ever one', async () => {
    const module = await freshSystemModule();
    let builtMeanwhile: ReturnType<typeof module.storefrontSystem> | undefined;
    const result = await module.buildStorefrontSystem(async () => {
      builtMeanwhile ??= module.storefrontSystem();
    });
    expect(builtMeanwhile).toBeDefined();
    expect(result).toBe(builtMeanwhile);
    expect(module.storefrontSystem()).toBe(builtMeanwhile);
  });
});

// The patch of @chakra-ui/react (patches/) makes a system compute its global styles when first
// read, and the site's provider reads them from `_global` only. Should an upgrade of Chakra drop
// either, these fail: a page would again pay for global styles the server already sent.
describe('global styles of a server-rendered page', () => {
  /** Every style rule the provider added to the document. */
  function stylesAdded(system: ReturnType<typeof storefrontSystem>): string {
    render(
      <ChakraProvider value={system}>
        <p>page</p>
      </ChakraProvider>,
    );
    const css = [...document.querySelectorAll('style')]
      .map((tag) => `${tag.textContent ?? ''}${[...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('')}`)
      .join('');
    cleanup();
    return css;
  }

  it('are computed when first read, not when the system is created (the patch takes effect)', () => {
    expect(typeof Object.getOwnPropertyDescriptor(storefrontSystem(), '_global')?.get).toBe('function');
  });

  it("are none for the provider to add with the server's system, and every token with the full one", () => {
    expect(stylesAdded(systemWithoutGlobalStyles())).not.toContain('--c-colors-');
    expect(stylesAdded(storefrontSystem())).toContain('--c-colors-');
  });
});
