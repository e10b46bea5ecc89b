import { useFormDraft } from '@storefront/shared';
import { SUPPORT_REQUEST_FIELDS, type SupportRequestField } from '@storefront/shared/support-request-rules';
import { useState } from 'react';

export const DRAFT_KEY = 'support-request-draft';

export type SupportRequestValues = Record<SupportRequestField, string>;

export const EMPTY_VALUES = Object.fromEntries(
  SUPPORT_REQUEST_FIELDS.map((field) => [field, '']),
) as SupportRequestValues;

/** The submission id travels with the fields, so a send retried after a reload is stored once. */
const EMPTY_DRAFT = { ...EMPTY_VALUES, submissionId: '' };

/** 32 hex digits; getRandomValues works on plain http too, unlike randomUUID. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The support form's values, kept while they are typed so a reload or an accidental navigation
 * loses nothing (the shared form draft); removed once the request has been received.
 */
export function useSupportDraft() {
  const draft = useFormDraft(DRAFT_KEY, EMPTY_DRAFT);
  // A form nobody has typed into has no saved id: it gets one for this page view.
  const [untouchedId] = useState(newSubmissionId);
  const { submissionId, ...values } = draft.values;

  /** Returns the new values, for checking them at once. */
  const setValue = (field: SupportRequestField, value: string): SupportRequestValues => {
    // An edited request is a new submission: a retry must not be answered with the old one.
    const { submissionId: _edited, ...next } = draft.update({ [field]: value, submissionId: newSubmissionId() });
    return next;
  };

  return {
    values,
    submissionId: submissionId || untouchedId,
    setValue,
    reset: draft.clear,
    clearSaved: draft.forget,
  };
}
