import { stockLevel } from '@storefront/shared';
import type { CardClassNames } from './card-classes';

export const OUT_OF_STOCK = 'Out of Stock';
export const onlyLeft = (stock: number) => `Only ${stock} left`;

/** 'Only {n} left' when 1 to 5 remain, 'Out of Stock' at 0, nothing otherwise. */
export function StockBadge({ stock, classNames }: { stock: number; classNames: CardClassNames }) {
  const level = stockLevel(stock);
  if (level === 'in') return null;
  return level === 'out' ? (
    <span className={classNames.outOfStock}>{OUT_OF_STOCK}</span>
  ) : (
    <span className={classNames.lowStock}>{onlyLeft(stock)}</span>
  );
}
