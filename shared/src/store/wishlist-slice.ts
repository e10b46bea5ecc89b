import type { StateCreator } from 'zustand';
import type { ItemDetails } from './item-details';
import type { StorefrontState } from './storefront-state';

export interface WishlistItem extends ItemDetails {
  id: string;
  name: string;
  category: string;
  image: string;
  price: number;
  /** 0 to 5 stars; products from the API carry no rating. */
  rating?: number;
  inStock: boolean;
  /** The product's stock when known, so adding it to the cart respects it. */
  maxQuantity?: number;
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
