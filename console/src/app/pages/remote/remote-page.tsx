import type { RemoteStatus } from '@storefront/release';
import { Heading, Link, SimpleGrid, Stack, Text } from '@storefront/shared';
import { Link as RouterLink, useParams } from '@storefront/shared/router';
import type { SessionView } from '../../../console-api';
import { pagePaths } from '../../../paths';
import { ActionPanel } from '../../features/actions/components/action-panel';
import { RunGate } from '../../features/actions/components/run-gate';
import { FailureOverTime } from '../../features/figures/components/failure-over-time';
import { VitalsOverTime } from '../../features/figures/components/vitals-over-time';
import { useHistory } from '../../features/releases/api/get-history';
import { useStatus } from '../../features/releases/api/get-status';
import { HistoryTable } from '../../features/releases/components/history-table';
import { RecentVersionsTable } from '../../features/releases/components/recent-versions-table';
import { VersionFacts } from '../../features/releases/components/version-facts';
import { LoadError, Loading } from '../../ui/query-state';
import { usePageHeading } from '../../ui/use-page-heading';
import { RemoteFigures } from '../remote-figures';
import { RemoteSection } from './remote-section';

function RemoteDetails({ status, session }: { status: RemoteStatus; session: SessionView }) {
  const history = useHistory(status.remote);
  const rights = session.rights[status.remote] ?? [];
  const entries = history.data ?? [];
  return (
    <>
      <RemoteSection id="versions" title="Versions">
        <VersionFacts status={status} history={entries} />
      </RemoteSection>
      <RemoteSection id="figures" title={status.canary ? 'Canary against live' : 'Figures'}>
        <RemoteFigures status={status} />
        <SimpleGrid columns={{ base: 1, xl: 2 }} gap={6}>
          <FailureOverTime folder={status.remote} />
          <VitalsOverTime folder={status.remote} />
        </SimpleGrid>
      </RemoteSection>
      <RemoteSection id="actions" title="Actions">
        <ActionPanel status={status} rights={rights} />
      </RemoteSection>
      <RemoteSection id="recent-versions" title="Recent versions">
        {history.isPending ? (
          <Loading what="recent versions" />
        ) : history.isError ? (
          <LoadError what="recent versions" error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <RecentVersionsTable status={status} history={entries} check={rights.includes('verify') ? (version) => <RunGate folder={status.remote} version={version} /> : undefined} />
        )}
      </RemoteSection>
      <RemoteSection id="history" title="History">
        {history.isPending ? (
          <Loading what="history" />
        ) : history.isError ? (
          <LoadError what="history" error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <HistoryTable history={entries} remote={status.remote} />
        )}
      </RemoteSection>
    </>
  );
}

/** One remote: its versions with who, when and why, figures over time, actions, versions and history. */
export function RemotePage({ session }: { session: SessionView }) {
  const folder = useParams().remote ?? '';
  const status = useStatus();
  const heading = usePageHeading(folder);
  const row = status.data?.find((candidate) => candidate.remote === folder);
  return (
    <Stack gap={8}>
      <Stack gap={1}>
        <Link asChild fontSize="sm" color="brand.fg" alignSelf="flex-start">
          <RouterLink to={pagePaths.overview()}>All remotes</RouterLink>
        </Link>
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1}>
          {folder}
        </Heading>
      </Stack>
      {status.isPending ? (
        <Loading what={folder} lines={10} />
      ) : status.isError ? (
        <LoadError what={folder} error={status.error} onRetry={() => void status.refetch()} />
      ) : row ? (
        <RemoteDetails status={row} session={session} />
      ) : (
        <Text>There is no remote called {folder}.</Text>
      )}
    </Stack>
  );
}
