import { assetUrl, Badge, Grid, Heading, HStack, PageMeta, paths, Separator, Stack } from '@storefront/shared';
import type { Product } from '@storefront/shared';
import { wishlistItemFromProduct } from '../../features/catalog-items/catalog-items';
import { WishlistButton } from '../../features/wishlist/wishlist-button';
import { DetailBreadcrumbs } from './detail-breadcrumbs';
import { ProductDescription } from './product-description';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { PurchasePanel } from './purchase-panel';
import { SimilarProducts } from './similar-products';

/** Everything about one loaded product. */
export function ProductDetails({ product }: { product: Product }) {
  const images = [...product.images, ...product.additionalImages];
  return (
    <>
      <PageMeta
        title={product.name}
        description={product.shortDescription ?? product.description ?? product.name}
        path={paths.productDetail(product.id)}
        image={images[0] && assetUrl(images[0])}
        type="product"
      />
      <ProductJsonLd product={product} />
      <DetailBreadcrumbs product={product} />
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr' }}
        gap={{ base: 8, md: 12 }}
        alignItems="start"
      >
        <ProductGallery name={product.name} images={images} />
        <Stack gap={5}>
          <Badge alignSelf="start" colorPalette="brand" variant="subtle" size="lg">
            {product.category.name}
          </Badge>
          <HStack justify="space-between" align="start" gap={4}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {product.name}
            </Heading>
            <WishlistButton item={wishlistItemFromProduct(product)} flexShrink={0} />
          </HStack>
          <PurchasePanel product={product} />
          <Separator />
          <ProductDescription product={product} />
        </Stack>
      </Grid>
      <SimilarProducts product={product} />
    </>
  );
}
