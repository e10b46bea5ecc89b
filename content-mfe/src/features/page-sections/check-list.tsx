import { List } from '@storefront/shared';
import { CircleCheck, type LucideIcon } from 'lucide-react';

interface CheckListProps {
  items: readonly string[];
  /** Space between items, in Chakra's spacing scale. */
  gap: 2 | 3;
  /**
   * - `center`: each check centred on its item, for items of one line.
   * - `start`: each check beside the item's first line, for items that wrap.
   */
  align: 'center' | 'start';
  icon?: LucideIcon;
}

/** A plain list of short texts (features, benefits), each behind a green check. */
export function CheckList({ items, gap, align, icon: CheckIcon = CircleCheck }: CheckListProps) {
  const atStart = align === 'start';
  return (
    <List.Root variant="plain" gap={gap}>
      {items.map((item) => (
        <List.Item key={item} alignItems={atStart ? 'flex-start' : 'center'}>
          <List.Indicator asChild color="green.600" mt={atStart ? 1 : undefined}>
            <CheckIcon aria-hidden="true" />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
