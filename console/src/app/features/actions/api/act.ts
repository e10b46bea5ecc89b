import type { ConsoleActionResult, ConsoleOperation } from '@storefront/release';
import { useMutation, useQueryClient } from '@storefront/shared/query';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { queryKeys } from '../../../lib/query-keys';

export interface ActInput {
  operation: ConsoleOperation;
  /** The operation's fields (version, percent, reason, gate choices), as the server's action-body.ts reads them. */
  body: Record<string, unknown>;
}

export const act = (folder: string, { operation, body }: ActInput) => consoleRequest<ConsoleActionResult>(apiPaths.action(folder, operation), { method: 'POST', body });

/** Runs an action on a remote; afterwards everything read of releases is read again. */
export function useAct(folder: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActInput) => act(folder, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.releases.all }),
  });
}
