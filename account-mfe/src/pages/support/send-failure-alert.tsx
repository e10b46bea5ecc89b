import { Alert, Button } from '@storefront/shared';
import { ApiError } from '@storefront/shared';

export const SEND_NETWORK_ERROR =
  'We could not reach our support service, so your request has not been sent yet. Everything you typed is still here: check your connection and press Retry.';
export const SEND_SERVER_ERROR =
  'Our support service is having trouble, so your request has not been sent yet. Everything you typed is still here: press Retry in a moment.';

function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'network') return SEND_NETWORK_ERROR;
  // A 4xx other than a field error (too large, too many requests): the server says what is wrong.
  if (error instanceof ApiError && error.kind === 'http' && (error.status ?? 500) < 500)
    return error.message;
  return SEND_SERVER_ERROR;
}

interface SendFailureAlertProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Why the request did not go, with a Retry that sends what is in the form again. */
export function SendFailureAlert({ error, onRetry, retrying }: SendFailureAlertProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap={3}>
        <Alert.Description>{failureMessage(error)}</Alert.Description>
        {/* Not disabled while retrying, so keyboard focus stays on it; a second send is ignored. */}
        <Button
          size="sm"
          colorPalette="red"
          alignSelf="flex-start"
          onClick={onRetry}
          aria-busy={retrying}
        >
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
