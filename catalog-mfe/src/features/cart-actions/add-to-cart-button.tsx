import { Button, type ButtonProps } from '@storefront/shared';
import type { NewCartItem } from '@storefront/shared';
import { Check, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
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
  /** The icon beside the label until the product is added; lucide's ShoppingCart by default. */
  icon?: ReactNode;
}

/** 'Add to Cart' that really adds, confirms with 'Added!' for a moment and announces it. */
export function AddToCartButton({
  item,
  disabled,
  disabledText = ADD_TO_CART,
  icon = <ShoppingCart aria-hidden="true" />,
  ...rest
}: AddToCartButtonProps) {
  const { add, outcome, message } = useAddToCart();
  const label = disabled ? disabledText : outcome ? FEEDBACK_LABEL[outcome] : ADD_TO_CART;
  return (
    <>
      <Button colorPalette="brand" disabled={disabled} onClick={() => add(item)} {...rest}>
        {outcome === 'added' ? <Check aria-hidden="true" /> : icon}
        {label}
      </Button>
      <LiveMessage message={message} />
    </>
  );
}
