import { Box, Container, Text } from '@storefront/shared';
import { PageMeta, paths, type Product } from '@storefront/shared';
import type { UseQueryResult } from '@storefront/shared/query';
import { useLocation, useNavigate, useParams } from '@storefront/shared/router';
import { countLine } from './catalog-filter';
import { CategoryBar } from './category-bar';
import { ListingEmpty, ListingError, ListingLoading } from './listing-states';
import { collectionLine, ListingHero } from './listing-hero';
import { NewsletterSignup } from './newsletter-signup';
import { ProductGrid } from './product-grid';
import { useCatalogListing } from './use-catalog-listing';

/** `/products` and `/products/{category}`: the catalogue, filtered by the category in the URL. */
export function ProductListPage() {
  const { category } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { query, categories, selected, shown } = useCatalogListing(category);
  // A category in the URL is only known to be real once the list has loaded; an unknown one
  // shows every product, so its canonical address is the whole listing's.
  const named = !(category && query.isPending);

  // The filter lives in the URL, so Back and shared links work; the list itself is not refetched.
  const select = (next: string | undefined) => {
    const target = paths.products(next);
    if (target !== pathname) navigate(target);
  };

  return (
    <Box>
      {named && <PageMeta title={selected ?? 'All Products'} description={`${collectionLine(selected)}.`} path={paths.products(selected)} />}
      <ListingHero category={selected} />
      <CategoryBar categories={categories} selected={selected} onSelect={select} />
      <Container maxW="7xl" py={{ base: 6, md: 10 }}>
        <ListingBody query={query} selected={selected} shown={shown} />
      </Container>
      <NewsletterSignup />
    </Box>
  );
}

interface ListingBodyProps {
  query: UseQueryResult<Product[]>;
  selected: string | undefined;
  shown: readonly Product[];
}

function ListingBody({ query, selected, shown }: ListingBodyProps) {
  if (query.isPending) return <ListingLoading />;
  if (query.isError) {
    return <ListingError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  if (shown.length === 0) return <ListingEmpty />;
  return (
    <>
      <Text mb={6} color="fg.muted" aria-live="polite">
        {countLine(shown.length, selected)}
      </Text>
      {/* A new category starts again from the first page of cards. */}
      <ProductGrid key={selected ?? ''} products={shown} />
    </>
  );
}
