import { Container, Heading, Text } from '@chakra-ui/react';
import { policyQueries } from '@storefront/shared';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

export function PolicyPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data: policy, isPending, isError } = useQuery({ ...policyQueries.detail(id), enabled: id !== '' });
  return (
    <Container maxW="4xl" py={10}>
      {id === '' && <Text role="alert">No policy was chosen.</Text>}
      {id !== '' && isPending && <Text role="status">Loading...</Text>}
      {isError && <Text role="alert">Error</Text>}
      {policy && (
        <Heading as="h1" size="2xl">
          {policy.policyName}
        </Heading>
      )}
    </Container>
  );
}
