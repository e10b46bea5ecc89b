import { Button, type ButtonProps } from '@storefront/shared';
import type { NewCartItem } from '@storefront/shared';
import { Check, ShoppingCart } from 'lucide-react';
import { LiveMessage } from '../live-region/live-message';
import { useAddToCart } from './use-add-to-cart';

export const ADD_TO_CART = 'Add to Cart';
export const ADDED = 'Added!';
export const AT_LIMIT = 'Limit reached';
const FEEDBACK_LABEL = { added: ADDED, 'at-limit': AT_LIMIT } as const;

interface AddToCartButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  item: NewCartItem;
  /** What the button reads while disabled (the wishlist says 'Out of Stock'). */
  disabledText?: string;
}

/** 'Add to Cart' that really adds, confirms with 'Added!' for a moment and announces it. */
export function AddToCartButton({
  item,
  disabled,
  disabledText = ADD_TO_CART,
  ...rest
}: AddToCartButtonProps) {
  const { label, added, message, add } = useAddToCartButton(item, disabled ? disabledText : undefined);
  return (
    <>
      <Button colorPalette="brand" disabled={disabled} onClick={add} {...rest}>
        {added ? <Check aria-hidden="true" /> : <ShoppingCart aria-hidden="true" />}
        {label}
      </Button>
      <LiveMessage message={message} />
    </>
  );
}

/**
 * What an add-to-cart button says and does, for a button drawn elsewhere (the listing's cards):
 * `disabledText` when given (the button is disabled), else 'Add to Cart', 'Added!' or 'Limit reached'.
 */
export function useAddToCartButton(item: NewCartItem, disabledText?: string) {
  const { add, outcome, message } = useAddToCart();
  return {
    label: disabledText ?? (outcome ? FEEDBACK_LABEL[outcome] : ADD_TO_CART),
    added: outcome === 'added',
    message,
    add: () => add(item),
  };
}
