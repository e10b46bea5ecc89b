import { Button, Text } from '@storefront/shared';
import { useMutation } from '@storefront/shared/query';
import { ConsoleApiError } from '../../../lib/console-request';
import { act } from '../api/act';
import { describeOutcome } from '../outcome';

/** Runs the whole gate on a version now, changing nothing, and says what it found. */
export function RunGate({ folder, version }: { folder: string; version: string }) {
  const gate = useMutation({ mutationFn: () => act(folder, { operation: 'verify', body: { version } }) });
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => gate.mutate()} loading={gate.isPending} loadingText="Checking…" aria-label={`Run the gate on ${version}`}>
        Run the gate
      </Button>
      <Text role="status" fontSize="xs">
        {gate.isSuccess && describeOutcome('verify', gate.data)}
        {gate.isError && [gate.error.message, ...(gate.error instanceof ConsoleApiError ? gate.error.problems : [])].join(' ')}
      </Text>
    </>
  );
}

