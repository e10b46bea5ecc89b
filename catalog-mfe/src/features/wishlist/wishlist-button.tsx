import { IconButton, type IconButtonProps } from '@storefront/shared';
import { selectIsInWishlist, useStorefront, type WishlistItem } from '@storefront/shared';
import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';

export const SAVE_LABEL = 'Save to wishlist';
export const REMOVE_LABEL = 'Remove from wishlist';

interface WishlistButtonProps extends Omit<
  IconButtonProps,
  'onClick' | 'aria-label' | 'aria-pressed'
> {
  item: WishlistItem;
  /** Draws the heart, filled with the text colour for a saved product; lucide's Heart by default. */
  heart?: (fill: string) => ReactNode;
}

const lucideHeart = (fill: string) => <Heart aria-hidden="true" fill={fill} />;

/** The heart: saves the product to the shared wishlist, or takes it out again. */
export function WishlistButton({ item, heart = lucideHeart, ...rest }: WishlistButtonProps) {
  const saved = useStorefront(selectIsInWishlist(item.id));
  const toggleWishlist = useStorefront((state) => state.toggleWishlist);
  return (
    <IconButton
      aria-label={saved ? REMOVE_LABEL : SAVE_LABEL}
      aria-pressed={saved}
      variant="outline"
      bg="bg"
      rounded="full"
      // The saved colour follows aria-pressed: one class for both states, so a wishlist read
      // from storage after hydration adds no style rule to the page (see CartLink).
      color="fg.muted"
      _pressed={{ color: 'red.600' }}
      onClick={() => toggleWishlist(item)}
      {...rest}
    >
      {heart(saved ? 'currentColor' : 'none')}
    </IconButton>
  );
}
