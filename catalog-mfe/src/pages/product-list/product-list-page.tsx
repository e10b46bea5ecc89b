import { Box, Container, Flex, HStack, PageMeta, paths, Text, type ProductPage } from '@storefront/shared';
import { changeListing, DEFAULT_LISTING, listingHref, type ListingState } from '@storefront/shared/listing-query';
import type { UseQueryResult } from '@storefront/shared/query';
import { CategoryBar } from './category-bar';
import { FiltersDrawer, FiltersSidebar } from './filters-panel';
import { chosenCategories, countLine, listingMeta, soleCategory } from './listing-facts';
import { ListingHero } from './listing-hero';
import { ListingPagination } from './listing-pagination';
import { ListingEmpty, ListingError, ListingLoading, ListingNoMatches, ListingPastTheEnd } from './listing-states';
import { NewsletterSignup } from './newsletter-signup';
import { ProductGrid } from './product-grid';
import { SortControl } from './sort-control';
import { useChooseListing, useListing } from './use-listing';
import { usePrefetchListingsWhenIdle } from './use-prefetch-listings';

/**
 * `/products/{category?}`: a page of the catalogue, narrowed by the search, categories, price,
 * stock and sort its address names. Every choice is a new address.
 */
export function ProductListPage() {
  const { state, query } = useListing();
  const choose = useChooseListing();
  const page = query.data;
  const chosen = chosenCategories(page);
  const category = soleCategory(chosen);
  const categories = page?.meta.facets.categories.map((one) => one.name) ?? [];
  // A category bar link keeps the search and the sort, and starts the other filters afresh.
  const categoryListing = (name: string | undefined): ListingState => ({ ...DEFAULT_LISTING, q: state.q, sort: state.sort, categories: name ? [name] : [] });
  // The bar's links are the likeliest next choice, and few: their pages are fetched ahead.
  usePrefetchListingsWhenIdle(state, [undefined, ...categories].map(categoryListing));

  return (
    <Box>
      {/* The chosen categories are only known once the API has answered. */}
      {page && !query.isPlaceholderData && <PageMeta {...listingMeta(state, chosen)} />}
      <ListingHero category={category} search={state.q} />
      <CategoryBar categories={categories} selected={chosen.length > 1 ? null : category} hrefFor={(name) => listingHref(categoryListing(name))} />
      <Container maxW="7xl" py={{ base: 6, md: 10 }}>
        <Flex gap={8}>
          {page && <FiltersSidebar state={state} facets={page.meta.facets} onChoose={choose} />}
          <Box flex="1" minW="0">
            {page && (
              <HStack justify="space-between" wrap="wrap" gap={3} mb={6}>
                <FiltersDrawer state={state} facets={page.meta.facets} onChoose={choose} total={page.meta.total} />
                <SortControl state={state} onChoose={choose} />
              </HStack>
            )}
            <ListingBody query={query} state={state} category={category} />
          </Box>
        </Flex>
      </Container>
      <NewsletterSignup />
    </Box>
  );
}

interface ListingBodyProps {
  query: UseQueryResult<ProductPage>;
  state: ListingState;
  category: string | undefined;
}

function ListingBody({ query, state, category }: ListingBodyProps) {
  if (query.isPending) return <ListingLoading />;
  if (query.isError) {
    return <ListingError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const { data: products, meta } = query.data;
  if (meta.total === 0 && state.q) {
    return <ListingNoMatches search={state.q} categories={meta.facets.categories.map((one) => one.name)} hrefFor={(name) => paths.products(name)} />;
  }
  if (meta.total === 0) return <ListingEmpty />;
  if (products.length === 0) return <ListingPastTheEnd firstPage={listingHref(changeListing(state, {}))} />;
  return (
    <>
      <Text mb={6} color="fg.muted" aria-live="polite">
        {countLine(meta.total, category)}
      </Text>
      <ProductGrid products={products} stale={query.isPlaceholderData} />
      <ListingPagination page={meta.page} pageCount={meta.pageCount} hrefFor={(page) => listingHref({ ...state, page })} />
    </>
  );
}
