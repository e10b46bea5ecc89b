import { SimpleGrid } from '@storefront/shared';
import type { ReactNode } from 'react';
import { IconCard, type IconCardItem, type IconCardVariant } from './icon-card';

export interface IconCardGridProps<Item extends IconCardItem> {
  items: readonly Item[];
  variant?: IconCardVariant;
  /** On wide screens; every grid is one column on phones. */
  columns?: 2 | 3 | 4;
  /** `cards`: centred text under a round medallion. */
  centered?: boolean;
  /** `list`: bordered items with soft icon tiles. */
  outlined?: boolean;
  /** A button or link for each item, such as a card's footer action. */
  renderAction?: (item: Item) => ReactNode;
}

const columnsAt = {
  2: { base: 1, sm: 2 },
  3: { base: 1, md: 3 },
  4: { base: 1, sm: 2, lg: 4 },
} as const;

const listElement = { cards: undefined, list: 'ul', steps: 'ol' } as const;

/** Icon cards in a responsive grid: a plain grid of cards, or a list (`ul`/`ol`) of list items or steps. */
export function IconCardGrid<Item extends IconCardItem>({
  items,
  variant = 'cards',
  columns = 3,
  centered,
  outlined,
  renderAction,
}: IconCardGridProps<Item>) {
  const as = listElement[variant];
  // Unframed items stand further apart, so the grid still reads as separate items.
  const framed = variant === 'cards' || outlined;
  return (
    <SimpleGrid as={as} listStyleType={as ? 'none' : undefined} columns={columnsAt[columns]} gap={framed ? 6 : 8}>
      {items.map((item, index) => (
        <IconCard
          key={item.title}
          item={item}
          variant={variant}
          centered={centered}
          outlined={outlined}
          step={index + 1}
          action={renderAction?.(item)}
        />
      ))}
    </SimpleGrid>
  );
}
