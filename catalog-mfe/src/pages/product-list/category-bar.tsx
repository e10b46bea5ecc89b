import { belowSiteHeader, belowSiteHeaderMark, Box, HStack } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { useEffect, useRef } from 'react';
import { CategoryLinkClasses } from './category-bar-classes';

export const ALL_PRODUCTS = 'All Products';

interface CategoryBarProps {
  categories: readonly string[];
  /** The chosen category, undefined for all, null when several are chosen (none is the one). */
  selected: string | null | undefined;
  /** The listing of one category (undefined: of all), keeping the search and the sort. */
  hrefFor: (category: string | undefined) => string;
}

/**
 * The sticky row of category buttons, just below the shell's header. They are links: a
 * category is an address of its own, and they work before (or without) the page's script.
 */
export function CategoryBar({ categories, selected, hrefFor }: CategoryBarProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const firstRun = useRef(true);

  // On a narrow screen the row scrolls sideways (it wraps on wide ones): keep the chosen button in view.
  useEffect(() => {
    // A row that opens on All Products, its first button, is already in place; reading the
    // layout here would force one in the middle of the page's first (hydrating) render.
    const opening = firstRun.current;
    firstRun.current = false;
    if (opening && selected === undefined) return;
    // In the next frame, before it is drawn: read in the commit, the layout would be computed once
    // for this read and again for the frame, as the rest of the page's new state lands after it.
    const frame = requestAnimationFrame(() => {
      const row = rowRef.current;
      const pressed = row?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!row || !pressed) return;
      row.scrollLeft = pressed.offsetLeft - row.clientWidth / 2 + pressed.offsetWidth / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [selected, categories]);

  const options: Array<[label: string, value: string | undefined]> = [
    [ALL_PRODUCTS, undefined],
    ...categories.map((category): [string, string] => [category, category]),
  ];
  return (
    <Box position="sticky" top={belowSiteHeader()} {...belowSiteHeaderMark} zIndex="docked" bg="bg" borderBottomWidth="1px" boxShadow="xs">
      <HStack
        ref={rowRef}
        as="nav"
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
        <CategoryLinkClasses>
          {(classes) =>
            options.map(([label, value]) => {
              const pressed = value === selected;
              return (
                // The same listing, narrowed: the shell leaves focus on the link (data-keeps-focus).
                <Link key={label} to={hrefFor(value)} className={pressed ? classes.chosen : classes.other} aria-current={pressed ? 'page' : undefined} data-keeps-focus="">
                  {label}
                </Link>
              );
            })
          }
        </CategoryLinkClasses>
      </HStack>
    </Box>
  );
}
