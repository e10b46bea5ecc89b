import { Button, HStack, Text } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { pageNumbers } from './page-numbers';

interface ListingPaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/** Numbered pages with previous and next: plain links, so crawlers and script-less browsers follow them. */
export function ListingPagination({ page, pageCount, hrefFor }: ListingPaginationProps) {
  if (pageCount <= 1) return null;
  const step = (label: string, target: number) =>
    target >= 1 && target <= pageCount ? (
      <Button asChild size="sm" variant="outline">
        <Link to={hrefFor(target)} rel={label === 'Previous' ? 'prev' : 'next'}>
          {label}
        </Link>
      </Button>
    ) : (
      <Button size="sm" variant="outline" disabled aria-hidden="true" tabIndex={-1}>
        {label}
      </Button>
    );
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap={1} wrap="wrap" mt={10}>
      {step('Previous', page - 1)}
      {pageNumbers(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <Text key={`gap-${index}`} as="span" px={1} color="fg.muted" aria-hidden="true">
            …
          </Text>
        ) : (
          <Button key={item} asChild size="sm" minW="9" colorPalette="brand" variant={item === page ? 'solid' : 'ghost'}>
            <Link to={hrefFor(item)} aria-label={`Page ${item}`} aria-current={item === page ? 'page' : undefined}>
              {item}
            </Link>
          </Button>
        ),
      )}
      {step('Next', page + 1)}
    </HStack>
  );
}
