import type { ConsoleOperation, RemoteStatus } from '@storefront/release';
import { SimpleGrid, Stack, Text } from '@storefront/shared';
import { useAct, type ActInput } from '../api/act';
import { offeredActions, type Offer } from '../offered-actions';
import { describeOutcome } from '../outcome';
import { ActionForm } from './action-form';
import { ActionOutcome } from './action-outcome';
import { CanaryForm } from './canary-form';
import { RunActionContext } from './run-action';
import { VersionActionForm } from './version-action-form';

function OfferForm({ offer, status }: { offer: Offer; status: RemoteStatus }) {
  switch (offer.kind) {
    case 'canary':
      return <CanaryForm offer={offer} live={status.live!} />;
    case 'complete':
      return (
        <ActionForm operation="complete" title="Complete the canary" description={`${offer.version} goes live for every visitor, after the gate again.`} submitLabel="Complete canary" fields={{ version: offer.version }} gateChoices />
      );
    case 'promote':
      return (
        <VersionActionForm operation="promote" title="Promote" description="The version goes live for every visitor at once, after the gate." submitLabel="Promote" versions={offer.candidates} fields={{ expect: offer.live ?? 'none' }} gateChoices />
      );
    case 'end-canary':
      return <ActionForm operation="rollback" title="End the canary" description={`Every visitor runs ${offer.live} again; ${offer.version} stays published.`} submitLabel="End canary" destructive />;
    case 'rollback':
      return (
        <ActionForm operation="rollback" title="Roll back" description={`${offer.to} goes live again, after the gate; ${offer.from} stays published.`} submitLabel="Roll back" gateChoices destructive />
      );
    case 'withdraw':
      return <VersionActionForm operation="withdraw" title="Withdraw a version" description="It will never be served again: promote and rollback refuse it, forced or not." submitLabel="Withdraw" versions={offer.versions} destructive />;
    case 'reset-figures':
      return <VersionActionForm operation="reset-figures" title="Reset figures" description="Decisions count only what browsers report from now on; history keeps what is set aside." submitLabel="Reset figures" versions={offer.versions} />;
  }
}

/**
 * Every action this token may take on this remote now, and nothing else; what the last one did
 * shows above the forms, which change with the remote's state.
 */
export function ActionPanel({ status, rights }: { status: RemoteStatus; rights: readonly ConsoleOperation[] }) {
  const action = useAct(status.remote);
  const offers = offeredActions(rights, status);
  const runAction = {
    run: (input: ActInput, onDone: () => void) => action.mutate(input, { onSuccess: onDone }),
    pending: action.isPending,
  };
  return (
    <RunActionContext.Provider value={runAction}>
      <Stack gap={4}>
        <ActionOutcome done={action.isSuccess ? describeOutcome(action.variables.operation, action.data) : undefined} error={action.error} />
        {offers.length === 0 ? (
          <Text>{rights.length === 0 ? `This token may only read ${status.remote}.` : `There is nothing this token can do to ${status.remote} right now.`}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap={4}>
            {offers.map((offer) => (
              // A new key when what it acts on changes, so a form never keeps a stale choice.
              <OfferForm key={`${offer.kind} ${status.live} ${status.canary?.version}`} offer={offer} status={status} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </RunActionContext.Provider>
  );
}
