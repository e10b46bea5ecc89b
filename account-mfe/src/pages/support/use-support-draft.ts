import { SUPPORT_REQUEST_FIELDS, type SupportRequestField } from '@storefront/shared/support-request-rules';
import { useEffect, useState } from 'react';

export const DRAFT_KEY = 'support-request-draft';

export type SupportRequestValues = Record<SupportRequestField, string>;

export interface SupportDraft {
  values: SupportRequestValues;
  /** Identifies this version of the draft, so a retried send is stored only once. */
  submissionId: string;
  /** Typed into (or restored): worth keeping. A fresh, untouched form is not saved. */
  touched: boolean;
}

export const EMPTY_VALUES = Object.fromEntries(
  SUPPORT_REQUEST_FIELDS.map((field) => [field, '']),
) as SupportRequestValues;

/** 32 hex digits; getRandomValues works on plain http too, unlike randomUUID. */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function freshDraft(): SupportDraft {
  return { values: EMPTY_VALUES, submissionId: newSubmissionId(), touched: false };
}

/** Storage can hold anything (or refuse access): only strings for known fields are taken back. */
function readDraft(): SupportDraft | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    if (!saved || typeof saved !== 'object' || !('values' in saved)) return undefined;
    const { values, submissionId } = saved as { values: unknown; submissionId: unknown };
    if (!values || typeof values !== 'object') return undefined;
    const restored = { ...EMPTY_VALUES };
    for (const field of SUPPORT_REQUEST_FIELDS) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === 'string') restored[field] = value;
    }
    const id = typeof submissionId === 'string' && submissionId ? submissionId : newSubmissionId();
    return { values: restored, submissionId: id, touched: true };
  } catch {
    return undefined;
  }
}

function writeDraft({ values, submissionId }: SupportDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ values, submissionId }));
  } catch {
    // Storage full or refused: the form still holds everything for this page view.
  }
}

export function removeDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was stored where storage is refused.
  }
}

/**
 * The support form's values, kept in sessionStorage while they are typed so a reload or an
 * accidental navigation loses nothing; removed once the request has been received.
 */
export function useSupportDraft() {
  const [draft, setDraft] = useState<SupportDraft>(() => readDraft() ?? freshDraft());

  useEffect(() => {
    if (draft.touched) writeDraft(draft);
  }, [draft]);

  /** Returns the new values, for checking them at once. */
  const setValue = (field: SupportRequestField, value: string): SupportRequestValues => {
    const values = { ...draft.values, [field]: value };
    // An edited request is a new submission: a retry must not be answered with the old one.
    setDraft({ values, submissionId: newSubmissionId(), touched: true });
    return values;
  };

  const reset = () => {
    removeDraft();
    setDraft(freshDraft());
  };

  return {
    values: draft.values,
    submissionId: draft.submissionId,
    setValue,
    reset,
    clearSaved: removeDraft,
  };
}
