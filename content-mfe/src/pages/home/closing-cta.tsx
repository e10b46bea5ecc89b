import { Box, Button, Container, Heading, Stack, Text } from '@storefront/shared';
import { paths } from '@storefront/shared';
import { Link } from '@storefront/shared/router';

export function ClosingCta() {
  return (
    <Box as="section" aria-labelledby="home-closing" bgGradient="to-r" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <Container maxW="4xl" py={{ base: 14, md: 20 }}>
        <Stack gap={5} align="center" textAlign="center">
          <Heading as="h2" id="home-closing" fontSize={{ base: '2xl', md: '4xl' }}>
            Ready to Secure Your Property?
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
            Tell us about your home or business and our team will recommend the right devices and an
            installation plan, with no obligation.
          </Text>
          <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
            <Link to={paths.contact()}>Contact Us Today</Link>
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}
