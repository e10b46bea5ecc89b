import { Alert, Button, EmptyState, Skeleton, Stack, VisuallyHidden } from '@storefront/shared';
import { useQueryClient } from '@storefront/shared/query';
import { useEffect } from 'react';
import { isSignedOut } from '../lib/console-request';
import { queryKeys } from '../lib/query-keys';

/** A placeholder the size of what is coming, announced once to screen readers. */
export function Loading({ what, lines = 3 }: { what: string; lines?: number }) {
  return (
    <Stack gap={2} aria-busy="true">
      <VisuallyHidden role="status">Loading {what}…</VisuallyHidden>
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} height="5" />
      ))}
    </Stack>
  );
}

/** Why something could not be read, with Retry; a session that has ended goes back to signing in. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const queryClient = useQueryClient();
  const signedOut = isSignedOut(error);
  // The session expired, or its token was revoked: reading it again leads back to signing in.
  useEffect(() => {
    if (signedOut) void queryClient.invalidateQueries({ queryKey: queryKeys.session });
  }, [signedOut, queryClient]);
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap={2}>
        <Alert.Description>
          Could not load {what}: {error instanceof Error ? error.message : String(error)}
        </Alert.Description>
        {!signedOut && (
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export function Empty({ title, description }: { title: string; description?: string }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md" size="sm">
      <EmptyState.Content>
        <EmptyState.Title as="p">{title}</EmptyState.Title>
        {description && <EmptyState.Description>{description}</EmptyState.Description>}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
