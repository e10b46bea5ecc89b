import { jsonResponse, mockApi, renderWithProviders } from '@storefront/shared/testing';
import { storefrontStore } from '@storefront/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

const product = (id: number, category: string) => ({
  id,
  name: `Product ${id}`,
  category: { id, name: category },
  images: [],
  additionalImages: [],
  price: 1000,
  discountedPrice: null,
  stock: 3,
  shortDescription: null,
  description: null,
  features: [],
});

afterEach(() => {
  storefrontStore.setState(storefrontStore.getInitialState(), true);
});

// jsdom applies no media queries, so the desktop-only parts count as hidden: `hidden: true` finds them.
describe('SiteHeader', () => {
  it('lists each distinct category once, URL-encoded, after All Products', async () => {
    mockApi({
      '/api/v1/products': () =>
        jsonResponse({ data: [product(1, 'Smart Locks'), product(2, 'Gate & Curtain Automation'), product(3, 'Smart Locks')] }),
    });
    renderWithProviders(<SiteHeader />);
    await userEvent.click(screen.getByRole('button', { name: 'Products', hidden: true }));
    const menu = await screen.findByRole('menu');
    await within(menu).findByRole('menuitem', { name: 'Smart Locks' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'All Products',
      'Smart Locks',
      'Gate & Curtain Automation',
    ]);
    expect(items[2]).toHaveAttribute('href', '/products/Gate%20%26%20Curtain%20Automation');
  });

  it('keeps only All Products when the product list fails', async () => {
    const fetchMock = mockApi({ '/api/v1/products': () => jsonResponse({ message: 'down' }, 500) });
    renderWithProviders(<SiteHeader />);
    await act(async () => {
      await Promise.all(fetchMock.mock.results.map((result) => result.value));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Products', hidden: true }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['All Products']);
  });

  it('shows the live cart count from the shared store', async () => {
    mockApi({ '/api/v1/products': () => jsonResponse({ data: [] }) });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
    act(() => {
      storefrontStore.getState().addToCart({ id: '1', name: 'Lock', category: 'Locks', image: '', price: 10 }, 3);
    });
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it('keeps the count badge in the page while the cart is empty, hidden, in the class it shows with', () => {
    mockApi({ '/api/v1/products': () => jsonResponse({ data: [] }) });
    renderWithProviders(<SiteHeader />);
    // The server renders an empty cart: its page then carries the badge's styles, and a saved
    // cart's count shows after hydration without adding a style rule.
    const badge = screen.getByTestId('cart-count');
    expect(badge).toHaveAttribute('hidden');
    const emptyClass = badge.className;
    act(() => {
      storefrontStore.getState().addToCart({ id: '1', name: 'Lock', category: 'Locks', image: '', price: 10 }, 2);
    });
    expect(badge).not.toHaveAttribute('hidden');
    expect(badge).toHaveTextContent('2');
    expect(badge.className).toBe(emptyClass);
  });

  it('shows Login for visitors and Logout for a signed-in customer', async () => {
    mockApi({ '/api/v1/products': () => jsonResponse({ data: [] }) });
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toHaveAttribute('href', '/login');
    act(() => storefrontStore.getState().login({ id: 1, name: 'Asha', email: 'a@b.in' }));
    expect(screen.getByText('Hi, Asha')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout', hidden: true }));
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
  });
});
