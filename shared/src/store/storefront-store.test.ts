import { beforeEach, describe, expect, it, vi } from 'vitest';
import { selectCartTotals } from './cart-slice';
import { STORE_KEY, storefrontStore } from './storefront-store';
import { configureTestRuntime } from '../testing';
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
  const user = { id: 1, name: 'Demo Customer', email: 'demo@smarthome.example' };

  it('keeps only the user, as a hint saved with the cart, and no token anywhere', () => {
    storefrontStore.getState().login(user);
    expect(storefrontStore.getState().userData).toEqual(user);
    expect(storefrontStore.getState()).not.toHaveProperty('token');
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}');
    expect(saved.state.userData).toEqual(user);
    expect(Object.keys(saved.state).sort()).toEqual(['cartItems', 'userData', 'wishlistItems']);
  });

  it('ends the session on the server at logout, with the cookie, and keeps the cart and wishlist', async () => {
    configureTestRuntime();
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    storefrontStore.getState().addToCart(lock);
    storefrontStore.getState().toggleWishlist({ ...lock, inStock: true });
    storefrontStore.getState().login(user);
    storefrontStore.getState().logout();

    expect(storefrontStore.getState().userData).toBeNull();
    expect(storefrontStore.getState().cartItems).toHaveLength(1);
    expect(storefrontStore.getState().wishlistItems).toHaveLength(1);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/v1\/auth\/logout$/);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    vi.unstubAllGlobals();
  });

  it('removes a token an earlier version left in localStorage', async () => {
    localStorage.setItem('token', 'left-by-an-earlier-version');
    vi.resetModules();
    await import('./storefront-store');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows the server: a session check confirms or clears the user, unless the visitor logged in or out since', () => {
    storefrontStore.getState().sessionChecked(user, Date.now());
    expect(storefrontStore.getState().userData).toEqual(user);
    storefrontStore.getState().sessionChecked(null, Date.now());
    expect(storefrontStore.getState().userData).toBeNull();

    const askedAt = Date.now() - 1_000;
    storefrontStore.getState().login(user);
    storefrontStore.getState().sessionChecked(null, askedAt);
    expect(storefrontStore.getState().userData).toEqual(user);
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
