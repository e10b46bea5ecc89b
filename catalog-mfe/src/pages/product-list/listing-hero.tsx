import { Box, Heading, Text } from '@storefront/shared';

export const DEFAULT_TITLE = 'Smart Home Solutions';

/** The banner's subtitle, also the listing's description for search engines. */
export const collectionLine = (category: string | undefined) => `Explore our ${category ?? 'smart home'} collection`;

/** The banner: the chosen category's name, or the catalogue's title when showing everything. */
export function ListingHero({ category }: { category: string | undefined }) {
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
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
        {category ?? DEFAULT_TITLE}
      </Heading>
      <Text mt={3} fontSize={{ base: 'md', md: 'lg' }} color="brand.100">
        {collectionLine(category)}
      </Text>
    </Box>
  );
}
