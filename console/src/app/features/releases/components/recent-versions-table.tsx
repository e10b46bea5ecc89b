import type { HistoryEntry, RemoteStatus } from '@storefront/release';
import { describeSource } from '@storefront/release/sources';
import { Badge, Text } from '@storefront/shared';
import type { ReactNode } from 'react';
import { Cell, DataTable, HeaderCell } from '../../../ui/data-table';
import { Moment } from '../../../ui/moment';
import { Empty } from '../../../ui/query-state';
import { recentVersions, type RecentVersion } from '../recent-versions';

function GateCell({ row }: { row: RecentVersion }) {
  if (!row.gate) return <Text color="fg.muted">not run</Text>;
  const { outcome, entry } = row.gate;
  return (
    <Text>
      <Badge colorPalette={outcome === 'forced past the gate' || outcome === 'refused by the gate' ? 'red' : 'green'} variant="subtle">
        {outcome}
      </Badge>{' '}
      at its {entry.action}
      {entry.problems?.length ? `: ${entry.problems.join('; ')}` : ''}
    </Text>
  );
}

/** A remote's latest published versions: what each is now, when it was published, and what the gate said. */
export function RecentVersionsTable({ status, history, check }: { status: RemoteStatus; history: readonly HistoryEntry[]; check?: (version: string) => ReactNode }) {
  const rows = recentVersions(status, history);
  if (rows.length === 0) return <Empty title="No version published yet" description={`pnpm release publish ${status.remote}`} />;
  return (
    <DataTable caption={`Latest versions of ${status.remote}, newest first`}>
      <thead>
        <tr>
          <HeaderCell>Version</HeaderCell>
          <HeaderCell>Now</HeaderCell>
          <HeaderCell>Published</HeaderCell>
          <HeaderCell>Built from</HeaderCell>
          <HeaderCell>Gate</HeaderCell>
          {check && <HeaderCell>Check</HeaderCell>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.version}>
            <HeaderCell scope="row">{row.version}</HeaderCell>
            <Cell>{row.roles.join(', ') || 'available'}</Cell>
            <Cell>
              {row.published ? (
                <>
                  <Moment at={row.published.at} /> by {row.published.by}
                </>
              ) : (
                '—'
              )}
            </Cell>
            <Cell>{describeSource(status.sources[row.version]) || <Text color="fg.muted">not known</Text>}</Cell>
            <Cell>
              <GateCell row={row} />
            </Cell>
            {check && <Cell>{row.roles.includes('withdrawn') ? '—' : check(row.version)}</Cell>}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
