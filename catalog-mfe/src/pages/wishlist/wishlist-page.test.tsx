import { sampleWishlistItems, storefrontStore, type WishlistItem } from '@storefront/shared';
import { renderWithProviders } from '@storefront/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstVisit, resetStore } from '../../test-support/catalog-fixtures';
import { EMPTY_DESCRIPTION, EMPTY_TITLE, WishlistPage } from './wishlist-page';

const thermostat: WishlistItem = {
  id: '19',
  name: 'Smart Thermostat',
  category: 'Thermostats',
  image: 'images/t.svg',
  price: 14499.99,
  rating: 4,
  inStock: true,
  maxQuantity: 12,
};
const glassLock: WishlistItem = {
  ...thermostat,
  id: '9',
  name: 'Glass Door Lock',
  rating: 4.5,
  inStock: false,
};

function renderWishlist(items: WishlistItem[]) {
  storefrontStore.setState({ wishlistItems: items });
  return renderWithProviders(<WishlistPage />, { route: '/wishlist' });
}

const card = (name: string) => within(screen.getByRole('link', { name }).closest('li')!);

beforeEach(resetStore);

describe('WishlistPage', () => {
  it("holds spec §3's sample items on a first visit", async () => {
    await firstVisit();
    renderWithProviders(<WishlistPage />, { route: '/wishlist' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Saved items' })).getAllByRole('listitem'),
    ).toHaveLength(sampleWishlistItems.length);
  });

  it('shows each item with its price and star rating as text', () => {
    renderWishlist([
      thermostat,
      glassLock,
      { ...thermostat, id: '1', name: 'Unrated', rating: undefined },
    ]);
    expect(
      card('Smart Thermostat').getByRole('img', { name: '4 out of 5 stars' }),
    ).toBeInTheDocument();
    expect(
      card('Glass Door Lock').getByRole('img', { name: '4.5 out of 5 stars' }),
    ).toBeInTheDocument();
    expect(card('Unrated').getByText('No ratings yet')).toBeInTheDocument();
    expect(card('Smart Thermostat').getByText('₹14,499.99')).toBeInTheDocument();
  });

  it('adds an item in stock to the shared cart, capped by its stock', async () => {
    renderWishlist([thermostat]);
    await userEvent.click(card('Smart Thermostat').getByRole('button', { name: 'Add to Cart' }));
    expect(storefrontStore.getState().cartItems).toMatchObject([
      { id: '19', price: 14499.99, quantity: 1, maxQuantity: 12 },
    ]);
    expect(storefrontStore.getState().wishlistItems).toHaveLength(1);
  });

  it('disables Add to Cart for an item out of stock, reading Out of Stock', () => {
    renderWishlist([glassLock]);
    expect(card('Glass Door Lock').getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
  });

  it('switches between grid and list with the mouse or the keyboard', async () => {
    renderWishlist([thermostat]);
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('list', { name: 'Saved items' })).toHaveAttribute('data-view', 'grid');

    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Saved items' })).toHaveAttribute('data-view', 'list');

    grid.focus();
    await userEvent.keyboard('{Enter}');
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    expect(list).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('list', { name: 'Saved items' })).toHaveAttribute('data-view', 'list');
  });

  it('removes items, announcing it, down to the empty state', async () => {
    renderWishlist([thermostat, glassLock]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Glass Door Lock from wishlist' }),
    );
    expect(screen.getByText('Glass Door Lock removed from your wishlist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Smart Thermostat from wishlist' }),
    );
    expect(screen.getByText(EMPTY_TITLE)).toBeInTheDocument();
    expect(screen.getByText(EMPTY_DESCRIPTION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.queryByRole('button', { name: 'List view' })).not.toBeInTheDocument();
    expect(storefrontStore.getState().wishlistItems).toEqual([]);
  });
});
