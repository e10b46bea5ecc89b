import { formatVital, VITAL_NAMES, type VersionVitals, type VitalName } from '@storefront/release/vitals';
import { Cell, DataTable, HeaderCell } from '../../../ui/data-table';
import { Empty } from '../../../ui/query-state';
import { vitalRating } from '../vital-rating';

export interface VitalsColumn {
  label: string;
  vitals: VersionVitals | null | undefined;
}

function VitalCell({ name, vitals }: { name: VitalName; vitals: VersionVitals | null | undefined }) {
  const metric = vitals?.[name];
  if (!metric || metric.p75 === null) return <Cell>—</Cell>;
  return (
    <Cell>
      {formatVital(name, metric.p75)} ({vitalRating(name, metric.p75)}), {metric.samples} page {metric.samples === 1 ? 'view' : 'views'}
    </Cell>
  );
}

/** How fast versions' real page views were: the 75th percentile of each Core Web Vital, side by side. */
export function VitalsTable({ caption, columns }: { caption: string; columns: VitalsColumn[] }) {
  const measured = columns.some(({ vitals }) => VITAL_NAMES.some((name) => (vitals?.[name].samples ?? 0) > 0));
  if (!measured) return <Empty title="No page views measured yet" description="Sampled page views report their Core Web Vitals as visitors leave them." />;
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <HeaderCell>p75</HeaderCell>
          {columns.map((column) => (
            <HeaderCell key={column.label}>{column.label}</HeaderCell>
          ))}
        </tr>
      </thead>
      <tbody>
        {VITAL_NAMES.map((name) => (
          <tr key={name}>
            <HeaderCell scope="row">{name}</HeaderCell>
            {columns.map((column) => (
              <VitalCell key={column.label} name={name} vitals={column.vitals} />
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
