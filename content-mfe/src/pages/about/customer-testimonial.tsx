import { Box, Container, Icon, Stack, Text } from '@storefront/shared';
import { Quote } from 'lucide-react';

/** Spec §1: one customer testimonial. */
export function CustomerTestimonial() {
  return (
    <Box as="section" aria-label="Customer testimonial" bg="bg.subtle" py={{ base: 14, md: 20 }}>
      <Container maxW="3xl">
        <Stack as="figure" gap={6} align="center" textAlign="center">
          <Icon as={Quote} boxSize={10} color="brand.500" aria-hidden="true" />
          <Box as="blockquote">
            <Text fontSize={{ base: 'lg', md: '2xl' }} fontWeight="medium" lineHeight="tall">
              “They surveyed our villa on a Saturday and by Monday evening we had smart locks, four
              cameras and automatic tank control. When our gate motor stalled during the monsoon, a
              technician was at the door the same night.”
            </Text>
          </Box>
          <Text as="figcaption" color="fg.muted">
            <Text as="span" fontWeight="semibold" color="fg">
              Priya Raman
            </Text>
            , homeowner, Whitefield, Bangalore
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
