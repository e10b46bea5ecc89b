import { Container, Heading, Text } from '@storefront/shared';
import { policyQueries, usePageTitle } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@storefront/shared/router';
import { RichTextView } from './rich-text/rich-text-view';

export function PolicyPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id') ?? '';
  const { data: policy, isPending, isError } = useQuery({ ...policyQueries.detail(id), enabled: id !== '' });
  const loading = id !== '' && isPending;
  usePageTitle(policy?.policyName ?? (loading ? undefined : 'Policy'));

  // Spec §2: a policy opened from the footer starts at its top, not at the footer's height.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, id]);

  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      {id === '' && <Text role="alert">No policy was chosen.</Text>}
      {loading && <Text role="status">Loading...</Text>}
      {isError && <Text role="alert">Error</Text>}
      {policy && (
        <article aria-labelledby="policy-title">
          <Heading as="h1" id="policy-title" fontSize={{ base: '3xl', md: '4xl' }} mb={8}>
            {policy.policyName}
          </Heading>
          <RichTextView content={policy.content} title={policy.policyName} />
        </article>
      )}
    </Container>
  );
}
