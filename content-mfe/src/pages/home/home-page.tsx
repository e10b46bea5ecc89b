import { Container, Heading } from '@chakra-ui/react';

export function HomePage() {
  return (
    <Container maxW="7xl" py={10}>
      <Heading as="h1" size="2xl">
        Smart Security for Modern Living
      </Heading>
    </Container>
  );
}
