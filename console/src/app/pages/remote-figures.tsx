import type { RemoteStatus } from '@storefront/release';
import { Stack } from '@storefront/shared';
import { FiguresTable } from '../features/figures/components/figures-table';
import { VitalsTable } from '../features/figures/components/vitals-table';

/**
 * What browsers reported, failures and speed: a canary against the live version over the same
 * time, or the live version against the last known good one.
 */
export function RemoteFigures({ status }: { status: RemoteStatus }) {
  const { canary } = status;
  if (canary) {
    const canaryLabel = `Canary ${canary.version}`;
    const liveLabel = `Live ${status.live} over the same time`;
    return (
      <Stack gap={3}>
        <FiguresTable
          caption="Canary against live since the canary started"
          columns={[
            { label: canaryLabel, figures: canary.figures },
            { label: liveLabel, figures: canary.liveFigures },
          ]}
        />
        <VitalsTable
          caption="Speed of page views since the canary started"
          columns={[
            { label: canaryLabel, vitals: canary.vitals },
            { label: liveLabel, vitals: canary.liveVitals },
          ]}
        />
      </Stack>
    );
  }
  const liveLabel = `Live ${status.live ?? '(none)'}`;
  const knownGoodLabel = `Last known good ${status.lastKnownGood ?? '(none)'}`;
  return (
    <Stack gap={3}>
      <FiguresTable
        caption="Since each version's figures were last reset"
        columns={[
          { label: liveLabel, figures: status.live ? status.liveFigures : null },
          { label: knownGoodLabel, figures: status.lastKnownGoodFigures },
        ]}
      />
      <VitalsTable
        caption="Speed of page views over the last 24 hours"
        columns={[
          { label: liveLabel, vitals: status.live ? status.liveVitals : null },
          { label: knownGoodLabel, vitals: status.lastKnownGoodVitals },
        ]}
      />
    </Stack>
  );
}
