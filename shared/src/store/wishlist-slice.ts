import type { StateCreator } from 'zustand';
import type { StorefrontState } from './storefront-state';

export interface WishlistItem {
  id: string;
  name: string;
  category: string;
  image: string;
  price: number;
  /** 0 to 5 stars. */
  rating: number;
  inStock: boolean;
}

export interface WishlistSlice {
  wishlistItems: WishlistItem[];
  toggleWishlist: (item: WishlistItem) => void;
  removeFromWishlist: (id: string) => void;
}

export const createWishlistSlice: StateCreator<StorefrontState, [], [], WishlistSlice> = (set) => ({
  wishlistItems: [],
  toggleWishlist: (item) =>
    set(({ wishlistItems }) => ({
      wishlistItems: wishlistItems.some((entry) => entry.id === item.id)
        ? wishlistItems.filter((entry) => entry.id !== item.id)
        : [...wishlistItems, item],
    })),
  removeFromWishlist: (id) =>
    set(({ wishlistItems }) => ({
      wishlistItems: wishlistItems.filter((entry) => entry.id !== id),
    })),
});

export function selectIsInWishlist(id: string) {
  return ({ wishlistItems }: Pick<WishlistSlice, 'wishlistItems'>) =>
    wishlistItems.some((entry) => entry.id === id);
}
