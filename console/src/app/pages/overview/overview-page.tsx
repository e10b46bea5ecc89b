import type { SessionView } from '../../../console-api';
import { Heading, Stack } from '@storefront/shared';
import { useStatus } from '../../features/releases/api/get-status';
import { Empty, LoadError, Loading } from '../../ui/query-state';
import { usePageHeading } from '../../ui/use-page-heading';
import { RemoteSummary } from './remote-summary';

/** Every remote: live, canary and last known good, with their figures. */
export function OverviewPage({ session }: { session: SessionView }) {
  const status = useStatus();
  const heading = usePageHeading('Remotes');
  return (
    <Stack gap={6}>
      <Heading as="h1" size="2xl" ref={heading} tabIndex={-1}>
        Remotes
      </Heading>
      {status.isPending ? (
        <Loading what="the remotes" lines={8} />
      ) : status.isError ? (
        <LoadError what="the remotes" error={status.error} onRetry={() => void status.refetch()} />
      ) : status.data.length === 0 ? (
        <Empty title="No remotes" description="The federation contract names none." />
      ) : (
        status.data.map((row) => <RemoteSummary key={row.remote} status={row} rights={session.rights[row.remote] ?? []} />)
      )}
    </Stack>
  );
}
