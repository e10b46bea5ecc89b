import { Input, NativeSelect, SimpleGrid, Textarea } from '@storefront/shared';
import {
  SUPPORT_REQUEST_LIMITS,
  type SupportRequestField,
  type SupportRequestFieldErrors,
} from '@storefront/shared/support-request-rules';
import type { ChangeEvent } from 'react';
import { FormField } from '../../features/forms/form-field';
import { BEST_TIME_LABELS, PREFERRED_CONTACT_LABELS } from './support-field-options';
import type { SupportRequestValues } from './use-support-draft';

interface SupportFormFieldsProps {
  values: SupportRequestValues;
  errors: SupportRequestFieldErrors;
  onChange: (field: SupportRequestField, value: string) => void;
}

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

function characterCount(value: string, limit: number): string {
  return `${value.length} / ${limit} characters`;
}

function Options({ labels }: { labels: Record<string, string> }) {
  return Object.entries(labels).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}

/** The nine fields of spec §3 in its order: labelled, required ones marked, errors beside them. */
export function SupportFormFields({ values, errors, onChange }: SupportFormFieldsProps) {
  const field = (name: SupportRequestField) => ({ id: `support-${name}`, error: errors[name] });
  const control = (name: SupportRequestField, describedBy: string | undefined) => ({
    name,
    value: values[name],
    onChange: (event: ControlEvent) => onChange(name, event.target.value),
    'aria-describedby': describedBy,
  });

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
      <FormField {...field('fullName')} label="Full name" required>
        {(describedBy) => <Input {...control('fullName', describedBy)} autoComplete="name" />}
      </FormField>
      <FormField {...field('email')} label="Email" required>
        {(describedBy) => (
          <Input {...control('email', describedBy)} type="email" autoComplete="email" />
        )}
      </FormField>
      <FormField {...field('phone')} label="Phone" required>
        {(describedBy) => (
          <Input {...control('phone', describedBy)} type="tel" autoComplete="tel" />
        )}
      </FormField>
      <FormField {...field('orderNumber')} label="Order number" helperText="If you have one.">
        {(describedBy) => <Input {...control('orderNumber', describedBy)} />}
      </FormField>
      <FormField {...field('productModel')} label="Product model" required wide>
        {(describedBy) => (
          <Input {...control('productModel', describedBy)} placeholder="e.g. SecureLock Pro" />
        )}
      </FormField>
      <FormField
        {...field('issue')}
        label="Describe the issue"
        required
        wide
        helperText={characterCount(values.issue, SUPPORT_REQUEST_LIMITS.issue)}
      >
        {(describedBy) => <Textarea {...control('issue', describedBy)} rows={5} />}
      </FormField>
      <FormField {...field('preferredContact')} label="Preferred contact method" required>
        {(describedBy) => (
          <NativeSelect.Root>
            <NativeSelect.Field
              {...control('preferredContact', describedBy)}
              placeholder="Select an option"
            >
              <Options labels={PREFERRED_CONTACT_LABELS} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField {...field('bestTime')} label="Best time to contact you">
        {(describedBy) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...control('bestTime', describedBy)} placeholder="Select a time">
              <Options labels={BEST_TIME_LABELS} />
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField
        {...field('comments')}
        label="Additional comments"
        wide
        helperText={characterCount(values.comments, SUPPORT_REQUEST_LIMITS.comments)}
      >
        {(describedBy) => <Textarea {...control('comments', describedBy)} rows={3} />}
      </FormField>
    </SimpleGrid>
  );
}
