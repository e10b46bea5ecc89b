import { Box, Button, Container, Heading, HStack, Text } from '@storefront/shared';
import { isNotFoundError, PageMeta, PageNotFound, paths, productQueries, type Product, type ProductPage, type ProductSummary } from '@storefront/shared';
import { useQuery, useQueryClient } from '@storefront/shared/query';
import { Link, useParams } from '@storefront/shared/router';
import { ProductDetails } from './product-details';

export const LOADING_TEXT = 'Loading product details...';

/** What a listing's card knew of a product; its other images, description and features come with its own answer. */
const fromCard = (card: ProductSummary): Product => ({ ...card, additionalImages: [], description: null, features: [] });
export const ERROR_TEXT = 'Failed to load product details';

/** `/products/details/{productId}`. Each id has its own cache entry: B never shows A's data. */
export function ProductDetailPage() {
  const { productId = '' } = useParams();
  const queryClient = useQueryClient();
  const {
    data: product,
    isPending,
    isError,
    error,
    isFetching,
    refetch,
  } = useQuery({
    ...productQueries.detail(productId),
    // Coming from the listing, the product is already known from a page of it: show what its
    // card showed at once while its own answer is fetched, instead of a loading text.
    placeholderData: () => {
      const card = queryClient
        .getQueriesData<ProductPage>({ queryKey: productQueries.searches() })
        .flatMap(([, page]) => page?.data ?? [])
        .find((candidate) => String(candidate.id) === productId);
      return card && fromCard(card);
    },
  });
  const missing = isNotFoundError(error) && !product;

  // An unknown id is not a failure to retry: the site's server answers it with 404 too.
  if (missing) return <PageNotFound />;

  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }}>
      {isPending && (
        <Text role="status" py={12} textAlign="center">
          {LOADING_TEXT}
        </Text>
      )}
      {isError && !product && (
        <Box role="alert" py={12} textAlign="center">
          <PageMeta title={ERROR_TEXT} description={ERROR_TEXT} />
          <Heading as="h1" size="xl" mb={6}>
            {ERROR_TEXT}
          </Heading>
          <HStack justify="center" gap={3} wrap="wrap">
            <Button colorPalette="brand" onClick={() => void refetch()} loading={isFetching}>
              Try Again
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.products()}>View All Products</Link>
            </Button>
          </HStack>
        </Box>
      )}
      {/* Keyed by id so a new product starts from its first image, not the last one's state. */}
      {product && <ProductDetails key={product.id} product={product} />}
    </Container>
  );
}
