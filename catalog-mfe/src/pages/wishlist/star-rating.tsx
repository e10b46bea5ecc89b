import { Box, HStack, Text } from '@storefront/shared';
import { Star } from 'lucide-react';

const STARS = [1, 2, 3, 4, 5];

export const ratingLabel = (rating: number) => `${rating} out of 5 stars`;

/** A read-only star display, read out as 'n out of 5 stars'. Half stars show half filled. */
export function StarRating({ rating }: { rating: number | undefined }) {
  if (rating === undefined) {
    return (
      <Text fontSize="sm" color="fg.muted">
        No ratings yet
      </Text>
    );
  }
  const rounded = Math.round(rating * 2) / 2;
  return (
    <HStack role="img" aria-label={ratingLabel(rating)} gap="0.5" color="orange.400">
      {STARS.map((star) => {
        const fill = Math.min(1, Math.max(0, rounded - (star - 1)));
        return (
          <Box key={star} position="relative" boxSize="4" aria-hidden="true">
            <Star size={16} color="currentColor" fill="none" />
            {fill > 0 && (
              <Box position="absolute" inset="0" overflow="hidden" w={`${fill * 100}%`}>
                <Star size={16} color="currentColor" fill="currentColor" />
              </Box>
            )}
          </Box>
        );
      })}
    </HStack>
  );
}
