import type { ConsoleOperation, RemoteStatus } from '@storefront/release';
import { Card, Heading, Link, Stack, Text } from '@storefront/shared';
import { Link as RouterLink } from '@storefront/shared/router';
import { pagePaths } from '../../../paths';
import { useHistory } from '../../features/releases/api/get-history';
import { VersionFacts } from '../../features/releases/components/version-facts';
import { RemoteFigures } from '../remote-figures';

/** One remote at a glance: its versions with who, when and why, its figures, and what this token may do. */
export function RemoteSummary({ status, rights }: { status: RemoteStatus; rights: readonly ConsoleOperation[] }) {
  // Who, when and why come from history; until it arrives the versions show without them.
  const history = useHistory(status.remote);
  return (
    <Card.Root asChild>
      <article aria-labelledby={`remote-${status.remote}`}>
        <Card.Body gap={4}>
          <Heading as="h2" size="lg" id={`remote-${status.remote}`}>
            <Link asChild color="brand.fg">
              <RouterLink to={pagePaths.remote(status.remote)}>{status.remote}</RouterLink>
            </Link>
          </Heading>
          <VersionFacts status={status} history={history.data ?? []} />
          <RemoteFigures status={status} />
          <Stack gap={0}>
            <Text fontSize="sm" color="fg.muted">
              {rights.length > 0 ? `This token may: ${rights.join(', ')}.` : 'This token may only read this remote.'}
            </Text>
          </Stack>
        </Card.Body>
      </article>
    </Card.Root>
  );
}
