import { beforeEach, describe, expect, it } from 'vitest';
import { selectCartTotals } from './cart-slice';
import { STORE_KEY, storefrontStore } from './storefront-store';
import { selectIsInWishlist } from './wishlist-slice';

const lock = { id: '7', name: 'SecureLock Pro', category: 'Smart Locks', image: 'a.svg', price: 1000 };
const initial = storefrontStore.getInitialState();

beforeEach(() => {
  storefrontStore.setState(initial, true);
});

describe('cart', () => {
  it('adds, merges quantities and derives totals with 8% tax', () => {
    const { addToCart } = storefrontStore.getState();
    addToCart(lock);
    addToCart(lock, 2);
    addToCart({ ...lock, id: '8', price: 249.99 });
    const state = storefrontStore.getState();
    expect(state.cartItems.map((item) => [item.id, item.quantity])).toEqual([
      ['7', 3],
      ['8', 1],
    ]);
    expect(selectCartTotals(state)).toEqual({
      itemCount: 4,
      subtotal: 3249.99,
      tax: 260,
      total: 3509.99,
    });
  });

  it('removes an item whose quantity reaches 0', () => {
    const { addToCart, setCartQuantity } = storefrontStore.getState();
    addToCart(lock);
    setCartQuantity('7', 0);
    expect(storefrontStore.getState().cartItems).toEqual([]);
  });

  it('caps the quantity at the known stock, else at 99', () => {
    const { addToCart, setCartQuantity } = storefrontStore.getState();
    addToCart({ ...lock, maxQuantity: 3 }, 5);
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(3);
    addToCart({ ...lock, id: '9' });
    setCartQuantity('9', 500);
    expect(storefrontStore.getState().cartItems[1]?.quantity).toBe(99);
  });

  it('persists the cart under a versioned key', () => {
    storefrontStore.getState().addToCart(lock);
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}');
    expect(saved.version).toBe(1);
    expect(saved.state.cartItems[0].id).toBe('7');
    expect(saved.state).not.toHaveProperty('token');
  });

  it('restores a valid saved cart and ignores a corrupt one', async () => {
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ version: 1, state: { cartItems: [{ ...lock, quantity: 2 }], wishlistItems: [], userData: null } }),
    );
    await storefrontStore.persist.rehydrate();
    expect(storefrontStore.getState().cartItems[0]?.quantity).toBe(2);

    storefrontStore.setState(initial, true);
    localStorage.setItem(STORE_KEY, JSON.stringify({ version: 1, state: { cartItems: 'garbage' } }));
    await storefrontStore.persist.rehydrate();
    expect(storefrontStore.getState().cartItems).toEqual([]);
  });
});

describe('auth', () => {
  it('keeps the token under localStorage "token" and clears it on logout', () => {
    const user = { id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' };
    storefrontStore.getState().login('abc', user);
    expect(localStorage.getItem('token')).toBe('abc');
    expect(storefrontStore.getState().userData).toEqual(user);
    storefrontStore.getState().logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(storefrontStore.getState()).toMatchObject({ token: null, userData: null });
  });
});

describe('wishlist', () => {
  it('toggles an item in and out', () => {
    const item = { ...lock, rating: 4, inStock: true };
    storefrontStore.getState().toggleWishlist(item);
    expect(selectIsInWishlist('7')(storefrontStore.getState())).toBe(true);
    storefrontStore.getState().toggleWishlist(item);
    expect(selectIsInWishlist('7')(storefrontStore.getState())).toBe(false);
  });

  it('keeps an item without a rating (products from the API have none) across a reload', async () => {
    const saved = { ...lock, inStock: true, maxQuantity: 4 };
    localStorage.setItem(
      STORE_KEY,
      JSON.stringify({ version: 1, state: { cartItems: [], wishlistItems: [saved], userData: null } }),
    );
    await storefrontStore.persist.rehydrate();
    expect(storefrontStore.getState().wishlistItems).toEqual([saved]);
  });
});
