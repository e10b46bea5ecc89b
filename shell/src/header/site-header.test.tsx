import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { storefrontStore } from '@storefront/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from './site-header';

// The catalog's search cannot load here: the header shows the shell's own form. A module graph of
// its own (vi.mock): a page keeps its one load of the search, which these tests must be the ones to make.
const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(async () => Promise.reject(new Error('blocked'))) }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const category = (id: number, name: string) => ({
  id,
  name,
  slug: `c-${id}`,
  description: `All about ${name}.`,
  productCount: 2,
});

beforeEach(() => {
  // A first visit's store starts with the spec's sample cart: a test that runs first in its page
  // would see it. Every test starts from the store's initial state instead.
  storefrontStore.setState(storefrontStore.getInitialState(), true);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  storefrontStore.setState(storefrontStore.getInitialState(), true);
});

// jsdom applies no media queries, so the desktop-only parts count as hidden: `hidden: true` finds them.
describe('SiteHeader', () => {
  it('lists the categories, URL-encoded, after All Products', async () => {
    mockApi({
      '/api/v1/categories': () =>
        jsonResponse({
          data: [category(1, 'Smart Locks'), category(2, 'Gate & Curtain Automation')],
        }),
    });
    await act(async () => {
      renderWithProviders(<SiteHeader />);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Products', hidden: true }));
    // The menus' module loads on first use: slow on a cold test run.
    const menu = await screen.findByRole('menu', {}, { timeout: 5_000 });
    await within(menu).findByRole('menuitem', { name: 'Smart Locks' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'All Products',
      'Smart Locks',
      'Gate & Curtain Automation',
    ]);
    expect(items[2]).toHaveAttribute('href', '/products/Gate%20%26%20Curtain%20Automation');
  });

  it('keeps only All Products when the categories fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = mockApi({
      '/api/v1/categories': () => jsonResponse({ message: 'down' }, 500),
    });
    renderWithProviders(<SiteHeader />);
    await act(async () => {
      await Promise.all(fetchMock.mock.results.map((result) => result.value));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Products', hidden: true }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['All Products']);
  });

  it('shows a plain search form to /products?q= that needs no script when the catalog search cannot load', async () => {
    mockApi({ '/api/v1/categories': () => jsonResponse({ data: [] }) });
    renderWithProviders(<SiteHeader />);
    const form = await screen.findByRole('search');
    expect(runtime.loadRemote).toHaveBeenCalledWith('catalog_mfe/HeaderSearch');
    expect(form).toHaveAttribute('action', '/products');
    expect(form).toHaveAttribute('method', 'get');
    const field = within(form).getByRole('searchbox', { name: 'Search products' });
    expect(field).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows the live cart count from the shared store', async () => {
    mockApi({ '/api/v1/categories': () => jsonResponse({ data: [] }) });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    act(() => {
      storefrontStore
        .getState()
        .addToCart({ id: '1', name: 'Lock', category: 'Locks', image: '', price: 10 }, 3);
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('keeps the count badge in the page while the cart is empty, hidden, in the class it shows with', () => {
    mockApi({ '/api/v1/categories': () => jsonResponse({ data: [] }) });
    renderWithProviders(<SiteHeader />);
    // The server renders an empty cart: its page then carries the badge's styles, and a saved
    // cart's count shows after hydration without adding a style rule.
    const badge = screen.getByTestId('cart-count');
    expect(badge).toHaveAttribute('hidden');
    const emptyClass = badge.className;
    act(() => {
      storefrontStore
        .getState()
        .addToCart({ id: '1', name: 'Lock', category: 'Locks', image: '', price: 10 }, 2);
    });
    expect(badge).not.toHaveAttribute('hidden');
    expect(badge).toHaveTextContent('2');
    expect(badge.className).toBe(emptyClass);
  });

  it('shows Login for visitors and Logout for a signed-in customer', async () => {
    mockApi({ '/api/v1/categories': () => jsonResponse({ data: [] }) });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toHaveAttribute(
      'href',
      '/login',
    );
    act(() => storefrontStore.getState().login({ id: 1, name: 'Asha', email: 'a@b.in' }));
    expect(screen.getByText('Hi, Asha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout', hidden: true }));
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
  });
});
