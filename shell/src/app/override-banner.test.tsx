import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OverrideBanner } from './override-banner';
import { OVERRIDES_KEY } from '../runtime/overrides';

const versions = vi.hoisted(() => ({ activeOverrides: vi.fn(() => ({})) }));
vi.mock('../runtime/remote-versions', () => versions);

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('OverrideBanner', () => {
  it('is not there without an override', () => {
    renderWithProviders(<OverrideBanner />);
    expect(screen.queryByRole('region', { name: 'Override in force' })).toBeNull();
  });

  it('names each override, and leaving it forgets it and loads the page without it', async () => {
    versions.activeOverrides.mockReturnValue({ catalog_mfe: { manifest: 'http://cdn.test/m.json', label: '0.1.0-abc' } });
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: '0.1.0-abc' }));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://site.test/products?mf-override=catalog_mfe@0.1.0-abc&sort=price', assign });
    renderWithProviders(<OverrideBanner />);
    expect(screen.getByRole('region', { name: 'Override in force' })).toHaveTextContent(
      'This browser session runs Catalog from 0.1.0-abc instead of the live version.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Leave override' }));
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('http://site.test/products?sort=price');
  });
});
