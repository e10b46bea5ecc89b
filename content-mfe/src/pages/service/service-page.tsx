import { Container, Heading, Text } from '@chakra-ui/react';
import { paths, services } from '@storefront/shared';
import { Navigate, useParams } from 'react-router-dom';

export function ServicePage() {
  const { slug } = useParams();
  const service = services.find((entry) => entry.slug === slug);
  if (!service) return <Navigate to={paths.notFound()} replace />;
  return (
    <Container maxW="7xl" py={10}>
      <Heading as="h1" size="2xl">
        {service.title}
      </Heading>
      <Text mt={3}>{service.description}</Text>
    </Container>
  );
}
