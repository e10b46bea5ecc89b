import { Field } from '@storefront/shared';
import type { ReactNode } from 'react';

interface FormFieldProps {
  /** The control's id; its error and helper texts get ids derived from it. */
  id: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  helperText?: ReactNode;
  /** Spans every column of a grid layout. */
  wide?: boolean;
  /** Renders the control, given the ids that describe it (error first, so it is read first). */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * A labelled form control with its error shown next to it. Chakra's Field marks the control
 * invalid and required; `aria-describedby` is added here because Field only points
 * `aria-errormessage` (which few screen readers read) at the error.
 */
export function FormField({
  id,
  label,
  error,
  required = false,
  helperText,
  wide,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const helperId = `${id}-helper`;
  const describedBy = [error ? errorId : undefined, helperText ? helperId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId, helperText: helperId }}
      invalid={Boolean(error)}
      required={required}
      gridColumn={wide ? '1 / -1' : undefined}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children(describedBy || undefined)}
      <Field.ErrorText>{error}</Field.ErrorText>
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
