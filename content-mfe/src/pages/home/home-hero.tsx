import { Container, Heading, Stack, Text } from '@storefront/shared';
import { company } from '@storefront/shared';
import { ImageCarousel } from './carousel/image-carousel';
import { homeSlides } from './carousel/home-slides';

export const HOME_TITLE = 'Smart Security for Modern Living';

/** The page's h1 sits right above the carousel, whose first image is the largest thing on screen. */
export function HomeHero() {
  return (
    <Container maxW="7xl" pt={{ base: 6, md: 10 }} pb={{ base: 10, md: 14 }}>
      <Stack gap={3} mb={{ base: 5, md: 8 }} maxW="3xl">
        <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
          {HOME_TITLE}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          Smart locks, cameras, lighting and automation for homes and businesses across India, chosen,
          installed and supported by {company.name}.
        </Text>
      </Stack>
      <ImageCarousel slides={homeSlides} label="Featured solutions" />
    </Container>
  );
}
