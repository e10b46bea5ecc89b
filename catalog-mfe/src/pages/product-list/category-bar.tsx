import { Box, Button, HStack } from '@storefront/shared';
import { useEffect, useRef } from 'react';

export const ALL_PRODUCTS = 'All Products';

interface CategoryBarProps {
  categories: readonly string[];
  /** The chosen category, undefined for all. */
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
}

/** The sticky row of category buttons, just below the shell's 64 px header. */
export function CategoryBar({ categories, selected, onSelect }: CategoryBarProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const firstRun = useRef(true);

  // On a narrow screen the row scrolls sideways (it wraps on wide ones): keep the chosen button in view.
  useEffect(() => {
    // A row that opens on All Products, its first button, is already in place; reading the
    // layout here would force one in the middle of the page's first (hydrating) render.
    const opening = firstRun.current;
    firstRun.current = false;
    if (opening && selected === undefined) return;
    const row = rowRef.current;
    const pressed = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !pressed) return;
    row.scrollLeft = pressed.offsetLeft - row.clientWidth / 2 + pressed.offsetWidth / 2;
  }, [selected, categories]);

  const options: Array<[label: string, value: string | undefined]> = [
    [ALL_PRODUCTS, undefined],
    ...categories.map((category): [string, string] => [category, category]),
  ];
  return (
    <Box position="sticky" top="16" zIndex="docked" bg="bg" borderBottomWidth="1px" boxShadow="xs">
      <HStack
        ref={rowRef}
        role="group"
        aria-label="Filter by category"
        maxW="7xl"
        mx="auto"
        px={{ base: 3, md: 6 }}
        py={3}
        gap={2}
        flexWrap={{ base: 'nowrap', lg: 'wrap' }}
        overflowX={{ base: 'auto', lg: 'visible' }}
        scrollbarWidth="thin"
      >
        {options.map(([label, value]) => {
          const pressed = value === selected;
          return (
            <Button
              key={label}
              size="sm"
              flexShrink={0}
              rounded="full"
              colorPalette="brand"
              variant={pressed ? 'solid' : 'outline'}
              aria-pressed={pressed}
              onClick={() => onSelect(value)}
            >
              {label}
            </Button>
          );
        })}
      </HStack>
    </Box>
  );
}
