import { Badge, type BadgeProps } from '@storefront/shared';
import { stockLevel } from '@storefront/shared';

export const OUT_OF_STOCK = 'Out of Stock';
export const onlyLeft = (stock: number) => `Only ${stock} left`;

/** 'Only {n} left' when 1 to 5 remain, 'Out of Stock' at 0, nothing otherwise. */
export function StockBadge({ stock, ...rest }: { stock: number } & BadgeProps) {
  const level = stockLevel(stock);
  if (level === 'in') return null;
  return (
    <Badge colorPalette={level === 'out' ? 'red' : 'orange'} variant="solid" {...rest}>
      {level === 'out' ? OUT_OF_STOCK : onlyLeft(stock)}
    </Badge>
  );
}
