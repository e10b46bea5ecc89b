import type { RemoteStatus } from '@storefront/release';
import { FiguresTable } from '../features/figures/components/figures-table';

/**
 * What browsers reported: a canary against the live version over the same time, or the live
 * version against the last known good one.
 */
export function RemoteFigures({ status }: { status: RemoteStatus }) {
  const { canary } = status;
  if (canary) {
    return (
      <FiguresTable
        caption={`Canary against live since the canary started`}
        columns={[
          { label: `Canary ${canary.version}`, figures: canary.figures },
          { label: `Live ${status.live} over the same time`, figures: canary.liveFigures },
        ]}
      />
    );
  }
  return (
    <FiguresTable
      caption="Since each version's figures were last reset"
      columns={[
        { label: `Live ${status.live ?? '(none)'}`, figures: status.live ? status.liveFigures : null },
        { label: `Last known good ${status.lastKnownGood ?? '(none)'}`, figures: status.lastKnownGoodFigures },
      ]}
    />
  );
}
