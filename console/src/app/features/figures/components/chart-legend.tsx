import { HStack, List } from '@storefront/shared';
import { lookOf } from '../series-look';

/** Which line is which version, drawn as the chart draws it. */
export function ChartLegend({ series }: { series: readonly { label: string; version: string }[] }) {
  return (
    <List.Root as="ul" listStyle="none" display="flex" gap={4} fontSize="sm" mt={1} aria-label="Legend">
      {series.map(({ label, version }) => (
        <List.Item key={label}>
          <HStack gap={2}>
            <svg width="28" height="10" aria-hidden="true">
              <line x1="0" x2="28" y1="5" y2="5" stroke={lookOf(label).colour} strokeWidth="2" strokeDasharray={lookOf(label).dash} />
            </svg>
            {label} {version}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
