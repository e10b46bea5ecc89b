import { useMutation, useQueryClient } from '@storefront/shared/query';
import type { SessionView } from '../../../../console-api';
import { apiPaths } from '../../../../paths';
import { consoleRequest } from '../../../lib/console-request';
import { forgetAllButSession, queryKeys } from '../../../lib/query-keys';

export interface SignInInput {
  token: string;
  name: string;
}

/** Exchanges a release token for a session cookie; the token goes no further than this request. */
export const signIn = (input: SignInInput) => consoleRequest<SessionView>(apiPaths.session(), { method: 'POST', body: input });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      forgetAllButSession(queryClient);
      queryClient.setQueryData(queryKeys.session, session);
    },
  });
}
