import type { HistoryEntry } from '@storefront/release';
import { Badge, Text } from '@storefront/shared';
import { Cell, DataTable, HeaderCell } from '../../../ui/data-table';
import { Moment } from '../../../ui/moment';
import { Empty } from '../../../ui/query-state';

/** What the gate was told or said, beside the entry: forced past its problems, or parts skipped. */
function GateNotes({ entry }: { entry: HistoryEntry }) {
  return (
    <>
      {entry.forced && (
        <Badge colorPalette="red" variant="subtle" me={1}>
          forced
        </Badge>
      )}
      {entry.skipped?.map((skipped) => (
        <Badge key={skipped} variant="outline" me={1}>
          skipped: {skipped}
        </Badge>
      ))}
      {entry.problems?.map((problem) => (
        <Text key={problem} fontSize="xs" color="fg.muted">
          {problem}
        </Text>
      ))}
    </>
  );
}

/** A remote's history, newest first: every change, refusal and automatic rollback, with who, when and why. */
export function HistoryTable({ history, remote }: { history: readonly HistoryEntry[]; remote: string }) {
  if (history.length === 0) return <Empty title="No history yet" description={`Nothing has been published to ${remote}.`} />;
  return (
    <DataTable caption={`History of ${remote}, newest first`}>
      <thead>
        <tr>
          <HeaderCell>When</HeaderCell>
          <HeaderCell>Action</HeaderCell>
          <HeaderCell>Version</HeaderCell>
          <HeaderCell>By</HeaderCell>
          <HeaderCell>Why</HeaderCell>
          <HeaderCell>Gate</HeaderCell>
        </tr>
      </thead>
      <tbody>
        {[...history].reverse().map((entry, index) => (
          <tr key={`${entry.at} ${index}`}>
            <Cell>
              <Moment at={entry.at} />
            </Cell>
            <Cell>{entry.action}</Cell>
            <Cell>{entry.version}</Cell>
            <Cell>{entry.by}</Cell>
            <Cell>{entry.reason ?? ''}</Cell>
            <Cell>
              <GateNotes entry={entry} />
            </Cell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
