import { Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { formatRupees, productQueries, salePrice } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';

export const LOADING_TEXT = 'Loading product details...';
export const ERROR_TEXT = 'Failed to load product details';

export function ProductDetailPage() {
  const { productId = '' } = useParams();
  const { data: product, isPending, isError, refetch } = useQuery(productQueries.detail(productId));
  return (
    <Container maxW="7xl" py={10}>
      {isPending && <Text role="status">{LOADING_TEXT}</Text>}
      {isError && (
        <Box role="alert">
          <Heading as="h1" size="lg" mb={3}>
            {ERROR_TEXT}
          </Heading>
          <Button onClick={() => void refetch()}>Try Again</Button>
        </Box>
      )}
      {product && (
        <>
          <Heading as="h1" size="2xl">
            {product.name}
          </Heading>
          <Text mt={2}>{formatRupees(salePrice(product))}</Text>
        </>
      )}
    </Container>
  );
}
