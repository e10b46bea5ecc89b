import { Box, Button, Container, Heading, Stack, Text } from '@storefront/shared';
import { getRuntimeConfig } from '@storefront/shared';
import { Mail, Phone } from 'lucide-react';

export function ReadyToGetStarted() {
  const { contactEmail, contactPhone } = getRuntimeConfig();
  return (
    <Box as="section" aria-labelledby="service-closing" bgGradient="to-r" gradientFrom="brand.800" gradientTo="brand.600" color="white">
      <Container maxW="4xl" py={{ base: 14, md: 20 }}>
        <Stack gap={5} align="center" textAlign="center">
          <Heading as="h2" id="service-closing" fontSize={{ base: '2xl', md: '4xl' }}>
            Ready to Get Started?
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="brand.50">
            Talk to a specialist about your property. We will answer your questions and arrange a survey at a time that suits you.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
            <Button asChild size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }}>
              <a href={`tel:${contactPhone.replace(/[^\d+]/g, '')}`}>
                <Phone aria-hidden="true" />
                Call Now
              </a>
            </Button>
            <Button asChild size="lg" variant="outline" color="white" borderColor="white" _hover={{ bg: 'whiteAlpha.200' }}>
              <a href={`mailto:${contactEmail}`}>
                <Mail aria-hidden="true" />
                Email Us
              </a>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
