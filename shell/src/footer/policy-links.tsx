import { Link as ChakraLink, Stack } from '@storefront/shared';
import { paths, policyQueries, slugify } from '@storefront/shared';
import { useQuery } from '@storefront/shared/query';
import { Link } from '@storefront/shared/router';

/** Policies from the API; while loading or after a failure the list is simply absent (spec §2). */
export function PolicyLinks() {
  const { data: policies } = useQuery(policyQueries.list());
  if (!policies || policies.length === 0) return null;
  return (
    <Stack as="ul" gap={2} listStyleType="none" data-testid="footer-policies">
      {policies.map((policy) => (
        <li key={policy.id}>
          <ChakraLink asChild color="gray.300">
            <Link to={paths.policy(slugify(policy.policyName), policy.id)}>{policy.policyName}</Link>
          </ChakraLink>
        </li>
      ))}
    </Stack>
  );
}
