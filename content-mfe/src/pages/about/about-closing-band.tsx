import { Box, Button, Container, Heading, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';

export function AboutClosingBand() {
  return (
    <Box as="section" aria-labelledby="about-closing" bgGradient="to-r" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <Container maxW="4xl" py={{ base: 14, md: 20 }}>
        <Stack gap={5} align="center" textAlign="center">
          <Heading as="h2" id="about-closing" fontSize={{ base: '2xl', md: '4xl' }}>
            See what a smarter property looks like
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
            Browse the devices we install, or talk to our sales team about a plan for your home or business.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <Link to={paths.products()}>View Products</Link>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
              <Link to={paths.contact()}>Contact Sales</Link>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
