import { renderWithProviders } from '@storefront/shared/testing';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import type { RegistryPreview } from '@storefront/shared/federation';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OverrideBanner } from './override-banner';
import * as overrides from '../runtime/overrides';
import * as versions from '../runtime/remote-versions';

const { OVERRIDES_KEY } = overrides;

const LOCAL = 'http://localhost:3001/mf-manifest.json';

// The live site, nothing asked for; a test says what this browser asked. The shared setup restores these.
beforeEach(() => {
  vi.spyOn(versions, 'activeOverrides').mockReturnValue({});
  vi.spyOn(versions, 'previewState').mockReturnValue(undefined);
  vi.spyOn(overrides, 'refusedOverrides').mockReturnValue([]);
});
const previewIs = (preview: object) => vi.spyOn(versions, 'previewState').mockReturnValue(preview as RegistryPreview);

const stubLocation = (href: string) => {
  const assign = vi.fn();
  const url = new URL(href);
  vi.stubGlobal('location', { ...window.location, href, pathname: url.pathname, search: url.search, hash: url.hash, assign });
  return assign;
};

describe('OverrideBanner', () => {
  it('is not there when this browser runs the live site and asked for nothing else', () => {
    renderWithProviders(<OverrideBanner />);
    expect(screen.queryAllByRole('region')).toEqual([]);
  });

  it("is left out of the server's HTML, which is every visitor's alike, and hydration's first render", () => {
    previewIs({ remote: 'catalog_mfe', version: '0.1.0-abc', expiresAt: '2026-12-08T12:00:00.000Z' });
    expect(renderToString(<OverrideBanner />)).toBe('');
  });

  it('names each development override, and leaving it forgets it and loads the page without it', async () => {
    vi.spyOn(versions, 'activeOverrides').mockReturnValue({ catalog_mfe: { manifest: LOCAL, label: LOCAL } });
    sessionStorage.setItem(OVERRIDES_KEY, JSON.stringify({ catalog_mfe: LOCAL }));
    const assign = stubLocation(`http://site.test/products?mf-override=catalog_mfe@${LOCAL}&sort=price`);
    renderWithProviders(<OverrideBanner />);
    expect(screen.getByRole('region', { name: 'Override in force' })).toHaveTextContent(`This browser session runs Catalog from ${LOCAL} instead of the live version.`);
    await userEvent.click(screen.getByRole('button', { name: 'Leave override' }));
    expect(sessionStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('http://site.test/products?sort=price');
  });

  it('says which overrides were refused and why, until dismissed', async () => {
    vi.spyOn(overrides, 'refusedOverrides').mockReturnValue([
      { asked: 'catalog_mfe@0.1.0-abc', why: 'not-a-url' },
      { asked: 'content_mfe@https://evil.test/m.json', why: 'origin' },
    ]);
    renderWithProviders(<OverrideBanner />);
    const region = screen.getByRole('region', { name: 'Override refused' });
    expect(region).toHaveTextContent(
      "?mf-override=catalog_mfe@0.1.0-abc was not applied: it takes a development server's manifest URL; a published version is previewed through its preview link (pnpm release preview).",
    );
    expect(region).toHaveTextContent('?mf-override=content_mfe@https://evil.test/m.json was not applied: that origin is not one this site allows for development (OVERRIDE_ORIGINS).');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Override refused' })).toBeNull();
  });

  it('names the version a preview link opened, and leaving it asks the site to end it and come back here', async () => {
    previewIs({ remote: 'catalog_mfe', version: '0.1.0-abc', expiresAt: '2026-12-08T12:00:00.000Z' });
    const assign = stubLocation('http://site.test/products/details/7?tab=reviews');
    renderWithProviders(<OverrideBanner />);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(/^You are previewing Catalog 0\.1\.0-abc, not the live version, through a preview link that works until .*2026/);
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(assign).toHaveBeenCalledWith(`/preview/leave?to=${encodeURIComponent('/products/details/7?tab=reviews')}`);
  });

  it.each([
    [{ refused: 'expired' }, 'This preview link has expired. You are seeing the live site.'],
    [{ refused: 'revoked', remote: 'catalog_mfe', version: '0.1.0-abc' }, 'This preview link was revoked. You are seeing the live site.'],
    [{ refused: 'withdrawn', remote: 'catalog_mfe', version: '0.1.0-abc' }, 'The version this preview link opens (Catalog 0.1.0-abc) was withdrawn. You are seeing the live site.'],
    [{ refused: 'invalid' }, 'This preview link is not valid on this site. You are seeing the live site.'],
    [{ refused: 'unavailable' }, 'This preview link could not be checked just now. You are seeing the live site.'],
    [{ refused: 'a reason from a newer site' }, 'This preview link cannot be opened. You are seeing the live site.'],
  ])('says why a preview link opens the live site (%o)', async (preview, text) => {
    previewIs(preview);
    const assign = stubLocation('http://site.test/');
    renderWithProviders(<OverrideBanner />);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent(text);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(assign).toHaveBeenCalledWith('/preview/leave?to=%2F');
  });
});
