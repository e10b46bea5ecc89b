import { HStack } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { pageNumbers } from './page-numbers';
import { PaginationClasses, type PaginationClassNames } from './pagination-classes';

interface ListingPaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/** Numbered pages with previous and next: plain links, so crawlers and script-less browsers follow them. */
export function ListingPagination(props: ListingPaginationProps) {
  if (props.pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap={1} wrap="wrap" mt={10}>
      <PaginationClasses>{(classes) => <PageLinks {...props} classes={classes} />}</PaginationClasses>
    </HStack>
  );
}

function PageLinks({ page, pageCount, hrefFor, classes }: ListingPaginationProps & { classes: PaginationClassNames }) {
  const step = (label: string, target: number) =>
    target >= 1 && target <= pageCount ? (
      <Link to={hrefFor(target)} rel={label === 'Previous' ? 'prev' : 'next'} className={classes.step}>
        {label}
      </Link>
    ) : (
      <button type="button" className={classes.step} disabled aria-hidden="true" tabIndex={-1}>
        {label}
      </button>
    );
  return (
    <>
      {step('Previous', page - 1)}
      {pageNumbers(page, pageCount).map((item, index) =>
        item === 'gap' ? (
          <span key={`gap-${index}`} className={classes.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={item}
            to={hrefFor(item)}
            className={item === page ? classes.current : classes.other}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
          >
            {item}
          </Link>
        ),
      )}
      {step('Next', page + 1)}
    </>
  );
}
