import { Container, Heading, Text } from '@storefront/shared';
import { company, isNotFoundError, PageMeta, PageNotFound, paths, policyQueries, slugify } from '@storefront/shared';
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

  // Spec §2: a policy opened from the footer starts at its top, not at the footer's height.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, id]);

  if (missing) return <PageNotFound />;
  return (
    <Container maxW="4xl" py={{ base: 8, md: 12 }}>
      {loading && <Text role="status">Loading...</Text>}
      {isError && <Text role="alert">Error</Text>}
      {isError && <PageMeta title="Policy" description="Error" />}
      {policy && (
        <article aria-labelledby="policy-title">
          <PageMeta
            title={policy.policyName}
            description={`The ${policy.policyName} of ${company.name}.`}
            path={paths.policy(slugify(policy.policyName), policy.id)}
          />
          <Heading as="h1" id="policy-title" fontSize={{ base: '3xl', md: '4xl' }} mb={8}>
            {policy.policyName}
          </Heading>
          <RichTextView content={policy.content} title={policy.policyName} />
        </article>
      )}
    </Container>
  );
}
