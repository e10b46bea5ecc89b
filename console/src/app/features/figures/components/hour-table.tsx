import { formatHour } from '../../../lib/format';
import { Cell, DataTable, HeaderCell } from '../../../ui/data-table';

export interface HourColumn {
  label: string;
  version: string;
  /** What the column says of each hour, in words. */
  cells: string[];
}

/** A chart's figures hour by hour, a column per version: what it shows, for anyone who cannot see it. */
export function HourTable({ caption, hours, columns }: { caption: string; hours: string[]; columns: HourColumn[] }) {
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <HeaderCell>Hour</HeaderCell>
          {columns.map(({ label, version }) => (
            <HeaderCell key={label}>
              {label} {version}
            </HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {hours.map((hour, index) => (
          <tr key={hour}>
            <HeaderCell scope="row">
              <time dateTime={hour}>{formatHour(hour)}</time>
            </HeaderCell>
            {columns.map(({ label, cells }) => (
              <Cell key={label}>{cells[index]}</Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
