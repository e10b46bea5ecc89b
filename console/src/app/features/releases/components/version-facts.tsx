import type { CanaryStatus, HistoryEntry, RemoteStatus } from '@storefront/release';
import { Badge, Box, Grid, Stack, Text } from '@storefront/shared';
import { formatPercent, formatWhen } from '../../../lib/format';
import { Moment } from '../../../ui/moment';
import { provenance } from '../provenance';

function Fact({ term, version, entry, note }: { term: string; version: string | null | undefined; entry: HistoryEntry | undefined; note?: string }) {
  return (
    <>
      <Box asChild fontWeight="semibold">
        <dt>{term}</dt>
      </Box>
      <Box asChild>
        <dd>
          {version ? (
            <Stack gap={0}>
              <Text>
                <Badge variant="subtle" fontFamily="mono">
                  {version}
                </Badge>
                {note && <> {note}</>}
              </Text>
              {entry && (
                <Text fontSize="sm" color="fg.muted">
                  {entry.action} by {entry.by}, <Moment at={entry.at} />
                  {entry.reason ? `: ${entry.reason}` : ''}
                </Text>
              )}
            </Stack>
          ) : (
            <Text color="fg.muted">none</Text>
          )}
        </dd>
      </Box>
    </>
  );
}

function canaryNote(canary: CanaryStatus): string {
  const rolling = canary.rolling ? `, rolling ${canary.rolling.stages.join(' → ')} % (next step ${formatWhen(canary.rolling.nextStepAt)})` : '';
  const rates = `failure rate ${formatPercent(canary.figures.failureRate)} against ${formatPercent(canary.liveFigures.failureRate)} live`;
  return `for ${canary.percent} % of visitors${canary.autoRollback ? ', rolls back by itself' : ''}${rolling} (${rates})`;
}

/** A remote's live, canary and last known good versions, each with who put it there, when and why. */
export function VersionFacts({ status, history }: { status: RemoteStatus; history: readonly HistoryEntry[] }) {
  const { canary } = status;
  return (
    <Grid asChild templateColumns={{ base: '1fr', sm: '10rem 1fr' }} columnGap={4} rowGap={2}>
      <dl>
        <Fact term="Live" version={status.live} entry={provenance(history, status.live, 'live')} />
        <Fact
          term="Canary"
          version={canary?.version}
          entry={provenance(history, canary?.version, 'canary')}
          note={canary ? canaryNote(canary) : undefined}
        />
        <Fact term="Last known good" version={status.lastKnownGood} entry={provenance(history, status.lastKnownGood, 'live')} note="where browsers fall back" />
      </dl>
    </Grid>
  );
}
