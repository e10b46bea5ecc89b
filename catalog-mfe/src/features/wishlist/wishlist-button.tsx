import { IconButton, type IconButtonProps } from '@storefront/shared';
import { selectIsInWishlist, useStorefront, type WishlistItem } from '@storefront/shared';
import { Heart } from 'lucide-react';

export const SAVE_LABEL = 'Save to wishlist';
export const REMOVE_LABEL = 'Remove from wishlist';

interface WishlistButtonProps extends Omit<
  IconButtonProps,
  'onClick' | 'aria-label' | 'aria-pressed'
> {
  item: WishlistItem;
}

/** The heart: saves the product to the shared wishlist, or takes it out again. */
export function WishlistButton({ item, ...rest }: WishlistButtonProps) {
  const { saved, label, toggle } = useWishlistToggle(item);
  return (
    <IconButton
      aria-label={label}
      aria-pressed={saved}
      variant="outline"
      bg="bg"
      rounded="full"
      // The saved colour follows aria-pressed: one class for both states, so a wishlist read
      // from storage after hydration adds no style rule to the page (see CartLink).
      color="fg.muted"
      _pressed={{ color: 'red.600' }}
      onClick={toggle}
      {...rest}
    >
      <Heart aria-hidden="true" fill={saved ? 'currentColor' : 'none'} />
    </IconButton>
  );
}

/** Whether `item` is saved, the heart's label for that, and the toggle: for a heart drawn elsewhere (the listing's cards). */
export function useWishlistToggle(item: WishlistItem) {
  const saved = useStorefront(selectIsInWishlist(item.id));
  const toggleWishlist = useStorefront((state) => state.toggleWishlist);
  return { saved, label: saved ? REMOVE_LABEL : SAVE_LABEL, toggle: () => toggleWishlist(item) };
}
