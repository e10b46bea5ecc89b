import type { Figures } from '@storefront/release';
import { formatPercent } from '../../../lib/format';
import { Cell, DataTable, HeaderCell } from '../../../ui/data-table';
import { extraFigures } from '../extra-figures';

export interface FiguresColumn {
  label: string;
  figures: Figures | null | undefined;
}

const ROWS: [string, (figures: Figures) => string][] = [
  ['Visitors', (figures) => String(figures.visitors)],
  ['Failed visitors', (figures) => String(figures.failedVisitors)],
  ['Networks', (figures) => String(figures.networks)],
  ['Networks with failures', (figures) => String(figures.failedNetworks)],
  ['Failure rate', (figures) => formatPercent(figures.failureRate)],
];

/** Versions' figures side by side (a canary against the live version), and whatever else the status reports of them. */
export function FiguresTable({ caption, columns }: { caption: string; columns: FiguresColumn[] }) {
  const extras = columns.map((column) => extraFigures(column.figures));
  const extraLabels = [...new Set(extras.flatMap((extra) => [...extra.keys()]))];
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <HeaderCell>Figure</HeaderCell>
          {columns.map((column) => (
            <HeaderCell key={column.label}>{column.label}</HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([label, value]) => (
          <tr key={label}>
            <HeaderCell scope="row">{label}</HeaderCell>
            {columns.map((column) => (
              <Cell key={column.label}>{column.figures ? value(column.figures) : '—'}</Cell>
            ))}
          </tr>
        ))}
        {extraLabels.map((label) => (
          <tr key={label}>
            <HeaderCell scope="row">{label}</HeaderCell>
            {extras.map((extra, index) => (
              <Cell key={columns[index]!.label}>{extra.get(label) ?? '—'}</Cell>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
