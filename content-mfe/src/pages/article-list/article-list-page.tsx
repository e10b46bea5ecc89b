import { Container, Heading } from '@chakra-ui/react';

export function ArticleListPage() {
  return (
    <Container maxW="7xl" py={10}>
      <Heading as="h1" size="2xl">
        Articles
      </Heading>
    </Container>
  );
}
