import { useMutation, useQueryClient } from '@storefront/shared/query';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { forgetAllButSession, queryKeys } from '../../../lib/query-keys';

export const signOut = () => consoleRequest<void>(apiPaths.session(), { method: 'DELETE' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.session, null);
      forgetAllButSession(queryClient);
    },
  });
}
