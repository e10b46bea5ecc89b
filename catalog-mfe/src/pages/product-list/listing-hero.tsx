import { Box, Heading, Text } from '@storefront/shared';
import { collectionLine } from './listing-facts';

export const DEFAULT_TITLE = 'Smart Home Solutions';

interface ListingHeroProps {
  /** The one chosen category, if exactly one is. */
  category: string | undefined;
  /** What the visitor searched for; '' for none. */
  search: string;
}

/** The banner: what was searched, else the chosen category's name, else the catalogue's title. */
export function ListingHero({ category, search }: ListingHeroProps) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      py={{ base: 10, md: 16 }}
      px={4}
      textAlign="center"
    >
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} overflowWrap="anywhere">
        {search ? `Results for "${search}"` : (category ?? DEFAULT_TITLE)}
      </Heading>
      <Text mt={3} fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
        {collectionLine(category)}
      </Text>
    </Box>
  );
}
