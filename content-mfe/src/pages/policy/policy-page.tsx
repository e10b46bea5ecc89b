import { Container, Heading, Text } from '@storefront/shared';
import { isNotFoundError, PageNotFound, policyQueries, usePageTitle } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from '@storefront/shared/router';
import { RichTextView } from './rich-text/rich-text-view';

export function PolicyPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const id = params.get('id') ?? '';
  const { data: policy, isPending, isError, error } = useQuery({ ...policyQueries.detail(id), enabled: id !== '' });
  const loading = id !== '' && isPending;
  // No id, or an id the API does not know: no such policy (the site's server answers 404 too).
  const missing = id === '' || isNotFoundError(error);
  usePageTitle(policy?.policyName ?? (loading || missing ? undefined : 'Policy'));

  // Spec §2: a policy opened from the footer starts at its top, not at the footer's height.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, id]);

  if (missing) return <PageNotFound />;
  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
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
