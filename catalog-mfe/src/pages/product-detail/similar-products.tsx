import { Box, Card, Heading, LinkOverlay, SimpleGrid, Skeleton, Stack } from '@storefront/shared';
import { paths, SIMILAR_COUNT, useSimilarProducts, type Product } from '@storefront/shared';
import { Link } from '@storefront/shared/router';
import { ProductPrice } from '../../features/pricing/product-price';
import { ProductImage } from '../../features/product-media/product-image';

/**
 * Four other products, of the same category first (the old site showed hard-coded ones). They
 * are extras: while they load they are placeholders, and if it fails the section is left out. A page the
 * server renders has them already, links included.
 */
export function SimilarProducts({ product }: { product: Product }) {
  const { data: similar, isPending, isError } = useSimilarProducts(product);
  if (isError || similar?.length === 0) return null;

  return (
    <Box as="section" aria-labelledby="similar-products-heading" mt={{ base: 12, md: 16 }}>
      <Heading as="h2" id="similar-products-heading" size="xl" mb={6}>
        Similar Products
      </Heading>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 2, md: 4 }}
        gap={{ base: 4, md: 6 }}
      >
        {isPending
          ? Array.from({ length: SIMILAR_COUNT }, (_, index) => (
              <li key={index} aria-hidden="true">
                <Skeleton aspectRatio={3 / 4} borderRadius="lg" />
              </li>
            ))
          : similar.map((other) => (
              <li key={other.id}>
                <Card.Root
                  variant="outline"
                  h="full"
                  overflow="hidden"
                  position="relative"
                  _hover={{ boxShadow: 'md' }}
                >
                  <ProductImage
                    path={other.images[0]}
                    alt=""
                    size={300}
                    loading="lazy"
                    w="full"
                    h="auto"
                  />
                  <Stack p={3} gap={1}>
                    <Heading as="h3" size="sm" lineClamp={2}>
                      <LinkOverlay asChild>
                        <Link to={paths.productDetail(other.id)}>{other.name}</Link>
                      </LinkOverlay>
                    </Heading>
                    <ProductPrice product={other} />
                  </Stack>
                </Card.Root>
              </li>
            ))}
      </SimpleGrid>
    </Box>
  );
}
