import { useState } from 'react';

/**
 * Fields never written down, whatever a form asks: a password must not outlive the page it was
 * typed into, and sessionStorage is readable by any script on the site.
 */
const NEVER_KEPT = /pass(word|code|phrase)/i;

/** A form's text fields by name; choices (selects, radios) are kept as their value. */
export type DraftValues = Record<string, string>;

function keepable(values: DraftValues): DraftValues {
  return Object.fromEntries(Object.entries(values).filter(([field]) => !NEVER_KEPT.test(field)));
}

/** Storage can hold anything (or refuse access): only strings for the form's own fields come back. */
function readDraft<T extends DraftValues>(key: string, empty: T): T | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    const values: unknown = saved && typeof saved === 'object' ? (saved as { values?: unknown }).values : undefined;
    if (!values || typeof values !== 'object') return undefined;
    const restored: DraftValues = { ...empty };
    for (const field of Object.keys(keepable(empty))) {
      const value = (values as Record<string, unknown>)[field];
      if (typeof value === 'string') restored[field] = value;
    }
    return restored as T;
  } catch {
    return undefined;
  }
}

function writeDraft(key: string, values: DraftValues): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ values: keepable(values) }));
  } catch {
    // Storage full or refused: the form still holds everything for this page view.
  }
}

function removeDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored where storage is refused.
  }
}

export interface FormDraft<T extends DraftValues> {
  values: T;
  /** Changes some fields and keeps the draft; answers every value, for checking them at once. */
  update: (changes: Partial<T>) => T;
  /** Empties the form and forgets the draft. */
  clear: () => void;
  /** Forgets the draft once what it held was sent; the form still shows it. */
  forget: () => void;
}

/**
 * What a visitor types into a form, kept in this tab's sessionStorage under `key` as it is typed,
 * so that a reload (into a new release of the site, or by the visitor) or an accidental
 * navigation loses nothing. A form nobody typed into writes nothing; passwords are never kept.
 */
export function useFormDraft<T extends DraftValues>(key: string, empty: T): FormDraft<T> {
  const [values, setValues] = useState<T>(() => readDraft(key, empty) ?? empty);

  const update = (changes: Partial<T>): T => {
    const next = { ...values, ...changes };
    setValues(next);
    // Written at once, not after the render: a reload may come right after a keystroke.
    writeDraft(key, next);
    return next;
  };

  const clear = () => {
    removeDraft(key);
    setValues(empty);
  };

  return { values, update, clear, forget: () => removeDraft(key) };
}
