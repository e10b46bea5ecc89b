import { Box, Button, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { productQueries } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ProductCard } from './product-card';

export const LOADING_TEXT = 'Loading products...';
export const ERROR_TEXT = 'Error loading products. Please try again.';

export function ProductListPage() {
  const { category } = useParams();
  const { data: products, isPending, isError, refetch } = useQuery(productQueries.list());
  const chosen = products?.find(
    (product) => category !== undefined && product.category.name.toLowerCase() === category.toLowerCase(),
  )?.category.name;
  const shown = chosen ? (products ?? []).filter((product) => product.category.name === chosen) : products ?? [];

  return (
    <Box>
      <Box bg="brand.900" color="white" py={{ base: 10, md: 16 }} textAlign="center">
        <Heading as="h1" size="3xl">
          {chosen ?? 'Smart Home Solutions'}
        </Heading>
        <Text mt={3}>Explore our {chosen ?? 'smart home'} collection</Text>
      </Box>
      <Container maxW="7xl" py={8}>
        {isPending && <Text role="status">{LOADING_TEXT}</Text>}
        {isError && (
          <Box role="alert">
            <Text mb={3}>{ERROR_TEXT}</Text>
            <Button onClick={() => void refetch()}>Retry</Button>
          </Box>
        )}
        {products && (
          <>
            <Text mb={4} aria-live="polite">
              {shown.length} product(s) found{chosen ? ` in ${chosen}` : ''}
            </Text>
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={6}>
              {shown.map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} />
                </li>
              ))}
            </SimpleGrid>
          </>
        )}
      </Container>
    </Box>
  );
}
