import { IconButton } from '@storefront/shared';
import { Trash2 } from 'lucide-react';

/** The bin button of a cart line or a wishlist card. */
export function RemoveButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <IconButton variant="ghost" colorPalette="red" size="sm" aria-label={label} onClick={onRemove}>
      <Trash2 aria-hidden="true" />
    </IconButton>
  );
}
