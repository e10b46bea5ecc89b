import { ApiError, supportRequestMutations } from '@storefront/shared';
import {
  isSupportRequestField,
  validateSupportRequest,
  type SupportRequestField,
  type SupportRequestFieldErrors,
} from '@storefront/shared/support-request-rules';
import { useMutation } from '@storefront/shared/query';
import { useRef, useState } from 'react';
import { useSupportDraft } from './use-support-draft';

/** Per-field messages from a 400 answer, when the server found what the form did not. */
function serverFieldErrors(error: unknown): SupportRequestFieldErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.fieldErrors) return undefined;
  const entries = Object.entries(error.fieldErrors).filter(([field]) =>
    isSupportRequestField(field),
  );
  return entries.length > 0
    ? (Object.fromEntries(entries) as SupportRequestFieldErrors)
    : undefined;
}

/**
 * The support form's behaviour: the draft, its checks (the shared rules), the send and its
 * outcome. `onInvalid` is called when errors were set, so the form can move focus to them.
 */
export function useSupportRequest(onInvalid: () => void) {
  const draft = useSupportDraft();
  const [errors, setErrors] = useState<SupportRequestFieldErrors>({});
  // After the first attempt, errors follow the typing, so a fixed field stops looking wrong.
  const [checkAsTyped, setCheckAsTyped] = useState(false);
  // Kept through a retry (the mutation forgets it while pending), so Retry stays where it was.
  const [sendError, setSendError] = useState<Error>();
  const sending = useRef(false);

  const mutation = useMutation({
    ...supportRequestMutations.submit(),
    onSuccess: () => {
      draft.clearSaved();
      setSendError(undefined);
    },
    onError: (error) => {
      const fieldErrors = serverFieldErrors(error);
      setSendError(fieldErrors ? undefined : error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        onInvalid();
      }
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const change = (field: SupportRequestField, value: string) => {
    const values = draft.setValue(field, value);
    if (checkAsTyped) {
      const result = validateSupportRequest(values);
      setErrors(result.success ? {} : result.errors);
    }
  };

  /** Checks and sends what is in the form now (also what Retry does). */
  const submit = () => {
    if (sending.current) return;
    setCheckAsTyped(true);
    const result = validateSupportRequest({ ...draft.values, submissionId: draft.submissionId });
    if (!result.success) {
      setErrors(result.errors);
      onInvalid();
      return;
    }
    setErrors({});
    sending.current = true;
    mutation.mutate(result.data);
  };

  const startAnother = () => {
    mutation.reset();
    draft.reset();
    setErrors({});
    setCheckAsTyped(false);
    setSendError(undefined);
  };

  return {
    values: draft.values,
    errors,
    change,
    submit,
    startAnother,
    isSending: mutation.isPending,
    receipt: mutation.data,
    sendError,
  };
}
