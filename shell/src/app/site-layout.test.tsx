import { Route, Routes, renderWithProviders } from '@storefront/shared/testing';
import { Link } from '@storefront/shared/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SiteLayout } from './site-layout';

const renders = vi.hoisted(() => ({ header: 0, footer: 0 }));
// A module graph of its own (vi.mock): the layout memoizes the header and footer as it loads, so
// they are replaced before it loads.
vi.mock('../header/site-header', () => ({
  SiteHeader: () => {
    renders.header += 1;
    return <header>Header</header>;
  },
}));
vi.mock('../footer/site-footer', () => ({
  SiteFooter: () => {
    renders.footer += 1;
    return <footer>Footer</footer>;
  },
}));
vi.mock('../runtime/use-registry-refresh', () => ({ useRegistryRefresh: () => undefined }));

describe('SiteLayout', () => {
  it('renders the next page on a route change without rendering the header and footer again', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderWithProviders(
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="/about-us" element={<Link to="/contact">Contact</Link>} />
          <Route path="/contact" element={<h1>Get in Touch</h1>} />
        </Route>
      </Routes>,
      { route: '/about-us' },
    );
    expect(renders).toEqual({ header: 1, footer: 1 });
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(await screen.findByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    expect(renders).toEqual({ header: 1, footer: 1 });
  });
});
