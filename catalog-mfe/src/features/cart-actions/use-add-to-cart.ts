import { quantityCap, storefrontStore, type NewCartItem } from '@storefront/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

/** How long 'Added!' stays on the button before it reads 'Add to Cart' again. */
export const ADDED_FEEDBACK_MS = 1500;

export type AddOutcome = 'added' | 'at-limit';

const quantityInCart = (id: string) =>
  storefrontStore.getState().cartItems.find((item) => item.id === id)?.quantity ?? 0;

/**
 * Adds one of an item to the shared cart and remembers, for a moment, what happened: added, or
 * already at the most the stock allows (the store caps quantities silently).
 */
export function useAddToCart() {
  const [outcome, setOutcome] = useState<{ result: AddOutcome; message: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const add = useCallback((item: NewCartItem): AddOutcome => {
    const before = quantityInCart(item.id);
    storefrontStore.getState().addToCart(item);
    const result: AddOutcome = quantityInCart(item.id) > before ? 'added' : 'at-limit';
    const message =
      result === 'added'
        ? `${item.name} added to your cart.`
        : `Your cart already holds all ${quantityCap(item)} available of ${item.name}.`;
    setOutcome({ result, message });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), ADDED_FEEDBACK_MS);
    return result;
  }, []);

  return { add, outcome: outcome?.result ?? null, message: outcome?.message ?? '' };
}
