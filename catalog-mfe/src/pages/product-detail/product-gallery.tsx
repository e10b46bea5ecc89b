import { Box, Button, HStack, Stack } from '@storefront/shared';
import { useState } from 'react';
import { ProductImage } from '../../features/product-media/product-image';
import { ZoomableImage } from './zoomable-image';

export const thumbnailLabel = (n: number, total: number) => `Show image ${n} of ${total}`;

/** The main image and, when there is more than one, thumbnails that choose it. */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const total = images.length;
  return (
    <Stack gap={4}>
      <ZoomableImage
        path={images[selected]}
        alt={total > 1 ? `${name}, image ${selected + 1} of ${total}` : name}
      />
      {total > 1 && (
        <HStack as="ul" listStyleType="none" gap={3} wrap="wrap" aria-label="Product images">
          {images.map((image, index) => {
            const current = index === selected;
            return (
              <Box as="li" key={`${index}-${image}`}>
                <Button
                  variant="outline"
                  p="1"
                  w={{ base: '16', sm: '20' }}
                  h={{ base: '16', sm: '20' }}
                  borderWidth="2px"
                  borderColor={current ? 'brand.solid' : 'border'}
                  aria-label={thumbnailLabel(index + 1, total)}
                  aria-pressed={current}
                  onClick={() => setSelected(index)}
                >
                  <ProductImage
                    path={image}
                    alt=""
                    size={72}
                    w="full"
                    h="full"
                    borderRadius="sm"
                    loading="lazy"
                  />
                </Button>
              </Box>
            );
          })}
        </HStack>
      )}
    </Stack>
  );
}
