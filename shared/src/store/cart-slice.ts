import type { StateCreator } from 'zustand';
import type { ItemDetails } from './item-details';
import type { StorefrontState } from './storefront-state';

/** Without a known stock, quantity is still bounded so a stuck key cannot order thousands. */
export const DEFAULT_MAX_QUANTITY = 99;
export const TAX_RATE = 0.08;

export interface CartItem extends ItemDetails {
  id: string;
  name: string;
  category: string;
  image: string;
  /** Unit price the visitor pays, in rupees. */
  price: number;
  quantity: number;
  /** The product's stock when known: the quantity cannot exceed it. */
  maxQuantity?: number;
}

export type NewCartItem = Omit<CartItem, 'quantity'>;

export interface CartSlice {
  cartItems: CartItem[];
  addToCart: (item: NewCartItem, quantity?: number) => void;
  setCartQuantity: (id: string, quantity: number) => void;
  removeFromCart: (id: string) => void;
  clearCart: () => void;
}

export function quantityCap(item: Pick<CartItem, 'maxQuantity'>): number {
  return item.maxQuantity ?? DEFAULT_MAX_QUANTITY;
}

const clamp = (item: CartItem, quantity: number) => Math.min(quantity, quantityCap(item));

export const createCartSlice: StateCreator<StorefrontState, [], [], CartSlice> = (set) => ({
  cartItems: [],
  addToCart: (item, quantity = 1) =>
    set(({ cartItems }) => {
      const existing = cartItems.find((entry) => entry.id === item.id);
      if (!existing) {
        const added = { ...item, quantity: 0 };
        return { cartItems: [...cartItems, { ...added, quantity: clamp(added, quantity) }] };
      }
      return {
        cartItems: cartItems.map((entry) =>
          entry.id === item.id
            ? { ...entry, ...item, quantity: clamp({ ...entry, ...item }, entry.quantity + quantity) }
            : entry,
        ),
      };
    }),
  setCartQuantity: (id, quantity) =>
    set(({ cartItems }) => ({
      cartItems:
        quantity <= 0
          ? cartItems.filter((entry) => entry.id !== id)
          : cartItems.map((entry) =>
              entry.id === id ? { ...entry, quantity: clamp(entry, quantity) } : entry,
            ),
    })),
  removeFromCart: (id) =>
    set(({ cartItems }) => ({ cartItems: cartItems.filter((entry) => entry.id !== id) })),
  clearCart: () => set({ cartItems: [] }),
});

const toPaise = (amount: number) => Math.round(amount * 100) / 100;

export interface CartTotals {
  itemCount: number;
  subtotal: number;
  tax: number;
  total: number;
}

/** Totals are always derived from the items, never stored. */
export function selectCartTotals({ cartItems }: Pick<CartSlice, 'cartItems'>): CartTotals {
  const subtotal = toPaise(cartItems.reduce((sum, item) => sum + item.price * item.quantity, 0));
  const tax = toPaise(subtotal * TAX_RATE);
  return {
    itemCount: cartItems.reduce((count, item) => count + item.quantity, 0),
    subtotal,
    tax,
    total: toPaise(subtotal + tax),
  };
}
