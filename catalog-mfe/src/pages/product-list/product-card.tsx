import { Badge, Box, Button, Card, HStack, Image, Text } from '@chakra-ui/react';
import {
  assetUrl,
  formatRupees,
  hasDiscount,
  paths,
  salePrice,
  useStorefront,
  type Product,
} from '@storefront/shared';
import { Link } from 'react-router-dom';

export function ProductCard({ product }: { product: Product }) {
  const addToCart = useStorefront((state) => state.addToCart);
  const outOfStock = product.stock <= 0;
  const image = product.images[0];
  return (
    <Card.Root h="full" overflow="hidden">
      {image && (
        <Image src={assetUrl(image)} alt={product.name} width={400} height={400} loading="lazy" aspectRatio="1" objectFit="cover" />
      )}
      <Card.Body gap={2}>
        <Badge alignSelf="start">{product.category.name}</Badge>
        <Card.Title as="h2">{product.name}</Card.Title>
        <Text color="fg.muted" lineClamp={3}>
          {product.shortDescription ?? product.description}
        </Text>
        <HStack>
          <Text fontWeight="bold">{formatRupees(salePrice(product))}</Text>
          {hasDiscount(product) && (
            <Text as="s" color="fg.muted">
              {formatRupees(product.price)}
            </Text>
          )}
        </HStack>
      </Card.Body>
      <Card.Footer gap={2}>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.productDetail(product.id)}>View Details</Link>
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={outOfStock}
          onClick={() =>
            addToCart({
              id: String(product.id),
              name: product.name,
              category: product.category.name,
              image: image ?? '',
              price: salePrice(product),
              maxQuantity: product.stock,
            })
          }
        >
          Add to Cart
        </Button>
      </Card.Footer>
      <Box />
    </Card.Root>
  );
}
