import { Button, Heading, Stack, Text } from '@storefront/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFocusFirstInvalid } from '../../features/forms/use-focus-first-invalid';
import { SendFailureAlert } from './send-failure-alert';
import { SupportFormFields } from './support-form-fields';
import { SupportSuccess } from './support-success';
import { useSupportRequest } from './use-support-request';

/** The support request: the form while it is being written, then the submitted view. */
export function SupportForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const request = useSupportRequest(focusFirstInvalid);
  const [restarts, setRestarts] = useState(0);

  // After 'Send another request' the form is back: its first field is where to start again.
  useEffect(() => {
    if (restarts > 0) formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [restarts]);

  if (request.receipt) {
    return (
      <SupportSuccess
        receipt={request.receipt}
        onSendAnother={() => {
          request.startAnother();
          setRestarts((count) => count + 1);
        }}
      />
    );
  }

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    request.submit();
  };

  return (
    <Stack gap={6}>
      <Stack gap={1}>
        <Heading as="h2" size="xl" id="support-form-title">
          Send us a request
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Fields marked * are required.
        </Text>
      </Stack>
      <form
        ref={formRef}
        method="post"
        noValidate
        onSubmit={handleSubmit}
        aria-labelledby="support-form-title"
      >
        <Stack gap={6}>
          <SupportFormFields
            values={request.values}
            errors={request.errors}
            onChange={request.change}
          />
          {request.sendError && (
            <SendFailureAlert
              error={request.sendError}
              onRetry={request.submit}
              retrying={request.isSending}
            />
          )}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            alignSelf={{ base: 'stretch', md: 'flex-start' }}
            loading={request.isSending}
            loadingText="Sending..."
          >
            Send Message
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
