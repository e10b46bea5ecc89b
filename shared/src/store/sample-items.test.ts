import { beforeEach, describe, expect, it } from 'vitest';
import { selectCartTotals } from './cart-slice';
import { sampleCartItems, sampleWishlistItems } from './sample-items';
import { STORE_KEY, storefrontStore } from './storefront-store';

const initial = storefrontStore.getInitialState();

beforeEach(() => {
  storefrontStore.setState(initial, true);
  storefrontStore.persist.clearStorage(); // resetting above saved an empty state: this is a first visit
});

/** A new page: the store starts from its initial state and reads what the last one saved. */
async function reload() {
  const saved = localStorage.getItem(STORE_KEY);
  storefrontStore.setState(initial, true);
  if (saved) localStorage.setItem(STORE_KEY, saved);
  await storefrontStore.persist.rehydrate();
}

describe('first visit', () => {
  it('starts the cart and wishlist with the sample items when nothing is saved', async () => {
    await storefrontStore.persist.rehydrate();
    const state = storefrontStore.getState();
    expect(state.cartItems.map((item) => item.name)).toEqual(
      sampleCartItems.map((item) => item.name),
    );
    expect(state.wishlistItems).toHaveLength(sampleWishlistItems.length);
    // Spec §3: samples carry decimal prices and their extra details.
    expect(state.cartItems.some((item) => !Number.isInteger(item.price))).toBe(true);
    expect(state.cartItems[0]).toHaveProperty('additionalImages');
    expect(state.wishlistItems.every((item) => item.rating !== undefined)).toBe(true);
  });

  it('keeps a cart the visitor emptied empty after a reload', async () => {
    await storefrontStore.persist.rehydrate();
    for (const item of storefrontStore.getState().cartItems)
      storefrontStore.getState().removeFromCart(item.id);
    await reload();
    expect(storefrontStore.getState().cartItems).toEqual([]);
    expect(storefrontStore.getState().wishlistItems).toHaveLength(sampleWishlistItems.length);
  });

  it("replaces the samples with the visitor's own saved items", async () => {
    await storefrontStore.persist.rehydrate();
    storefrontStore.getState().setCartQuantity('7', 3);
    storefrontStore.getState().removeFromWishlist('9');
    await reload();
    const state = storefrontStore.getState();
    expect(state.cartItems.find((item) => item.id === '7')?.quantity).toBe(3);
    expect(state.wishlistItems.map((item) => item.id)).not.toContain('9');
    expect(
      JSON.parse(localStorage.getItem(STORE_KEY) ?? '{}').state.cartItems[0].features,
    ).toBeDefined();
  });

  it('derives the sample totals with two-decimal rounding', async () => {
    await storefrontStore.persist.rehydrate();
    // 15,999.99 + 6,499.50 + 2 × 949.99 = 24,399.47; 8% tax 1,951.96.
    expect(selectCartTotals(storefrontStore.getState())).toEqual({
      itemCount: 4,
      subtotal: 24399.47,
      tax: 1951.96,
      total: 26351.43,
    });
  });
});
