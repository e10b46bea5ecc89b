import { Box, Container, Heading, Stack, Text } from '@storefront/shared';
import type { ReactNode } from 'react';

interface PageHeroProps {
  /** Small line above the title. */
  eyebrow?: string;
  title: string;
  lede: ReactNode;
  /** Buttons under the lede. */
  actions?: ReactNode;
  /** Shown beside the text from the md breakpoint; stacked under it on phones. */
  aside?: ReactNode;
}

/** The page-opening band shared by the content pages: the page's one h1 lives here. */
export function PageHero({ eyebrow, title, lede, actions, aside }: PageHeroProps) {
  return (
    <Box bgGradient="to-br" gradientFrom="brand.900" gradientTo="brand.600" color="white">
      <Container maxW="7xl" py={{ base: 12, md: 16 }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: 8, md: 12 }} align="center">
          <Stack gap={5} flex="1" maxW="2xl">
            {eyebrow && (
              <Text textTransform="uppercase" letterSpacing="wider" fontWeight="semibold" fontSize="sm" color="brand.100">
                {eyebrow}
              </Text>
            )}
            <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1">
              {title}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
              {lede}
            </Text>
            {actions && (
              <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
                {actions}
              </Stack>
            )}
          </Stack>
          {aside && (
            <Box flex="1" w="full" maxW={{ base: 'full', md: 'xl' }}>
              {aside}
            </Box>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
