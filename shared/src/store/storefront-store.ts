import { useSyncExternalStore } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import { useHydrated } from '../ui/use-hydrated';
import { createAuthSlice } from './auth-slice';
import { createCartSlice, selectCartTotals, type CartTotals } from './cart-slice';
import { persistedStateSchema, type PersistedState } from './persisted-state';
import { browserStorage } from './safe-storage';
import { sampleCartItems, sampleWishlistItems } from './sample-items';
import type { StorefrontState } from './storefront-state';
import { createWishlistSlice } from './wishlist-slice';

export const STORE_KEY = 'storefront';
export const STORE_VERSION = 1;

function persistedPart(state: StorefrontState): PersistedState {
  return { cartItems: state.cartItems, wishlistItems: state.wishlistItems, userData: state.userData };
}

function withSampleItems(state: StorefrontState): StorefrontState {
  return { ...state, cartItems: [...sampleCartItems], wishlistItems: [...sampleWishlistItems] };
}

/**
 * The one client-side store of the site (session, cart, wishlist). It lives in the shared
 * package, which federation loads once, so the shell and every remote see the same instance.
 */
export const storefrontStore = createStore<StorefrontState>()(
  persist(
    (...args) => ({
      ...createAuthSlice(...args),
      ...createCartSlice(...args),
      ...createWishlistSlice(...args),
    }),
    {
      name: STORE_KEY,
      version: STORE_VERSION,
      storage: createJSONStorage(() => browserStorage),
      partialize: persistedPart,
      // No earlier version exists yet: anything else found in storage is dropped, not trusted.
      migrate: () => ({}) as StorefrontState,
      merge: (persisted, current) => {
        // Nothing saved yet is a first visit: the cart and wishlist start with spec §3's samples.
        // From the first change on, the saved state (even an emptied cart) replaces them.
        if (persisted === undefined || persisted === null) return withSampleItems(current);
        const parsed = persistedStateSchema.safeParse(persisted);
        return parsed.success ? { ...current, ...parsed.data } : current;
      },
    },
  ),
);

/**
 * React binding: `useStorefront((state) => state.cartItems)`. The server renders the store's
 * initial state (no cart, no session), and so does hydration; the visitor's saved state follows
 * once hydration is over (useHydrated: on the site, in the transition of its HydrationSwitch), so
 * a long saved cart renders in slices instead of one task that blocks input. (zustand's own
 * binding reads it at once after hydration, and React renders that change synchronously.)
 */
export function useStorefront<T>(selector: (state: StorefrontState) => T): T {
  const hydrated = useHydrated();
  return useSyncExternalStore(
    storefrontStore.subscribe,
    () => selector(hydrated ? storefrontStore.getState() : storefrontStore.getInitialState()),
    () => selector(storefrontStore.getInitialState()),
  );
}

/** The cart's derived totals, recomputed whenever the items change. */
export function useCartTotals(): CartTotals {
  return useStorefront(useShallow(selectCartTotals));
}
