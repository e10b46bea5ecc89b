import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from './app-providers';
import { storefrontSystem, systemWithoutGlobalStyles } from './system';

// Own imports: what the style caches write into a page the first time they render it.

const tokenVariablesInDocument = () =>
  [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('--c-colors-brand-600'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the global styles of the site', () => {
  it('are computed when first read, not when a system is created', () => {
    // Merging the configuration copies every value, so only the shape of the system shows it.
    const system = createSystem(defaultBaseConfig, { globalCss: { body: { color: 'red' } } });
    expect(typeof Object.getOwnPropertyDescriptor(system, '_global')?.get).toBe('function');
    const styles = system._global;
    expect(JSON.stringify(styles)).toContain('red');
    expect(system._global).toBe(styles);
  });

  it('are written into the page by a render of its own', () => {
    render(<AppProviders queryClient={createQueryClient()}>page</AppProviders>);
    expect(tokenVariablesInDocument()).toBe(true);
    const layerOrder = storefrontSystem().layers.atRule;
    expect(layerOrder).toMatch(/^@layer reset, /);
    expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('@layer reset,'))).toBe(true);
  });

  it('are left as they are on a page the server rendered with them, and so is its order of layers', () => {
    render(
      <AppProviders queryClient={createQueryClient()} globalStylesOnPage>
        page
      </AppProviders>,
    );
    expect(tokenVariablesInDocument()).toBe(false);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('leave out nothing else: the system resolves the same styles', () => {
    const style = { color: 'fg.muted', bg: 'brand.600', px: 4, _hover: { bg: 'brand.700' } };
    expect(systemWithoutGlobalStyles().css(style)).toEqual(storefrontSystem().css(style));
    expect(systemWithoutGlobalStyles().token('colors.brand.600')).toBe(storefrontSystem().token('colors.brand.600'));
    expect(systemWithoutGlobalStyles()._global).toEqual([]);
  });
});
