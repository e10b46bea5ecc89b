import { Container, Heading } from '@chakra-ui/react';

export function ArticlePage() {
  return (
    <Container maxW="7xl" py={10}>
      <Heading as="h1" size="2xl">
        The Complete Guide to Smart Thermostats
      </Heading>
    </Container>
  );
}
