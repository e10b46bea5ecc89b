import type { ConsoleOperation } from '@storefront/release';
import { Box, Button, Field, Heading, Stack, Text, Textarea } from '@storefront/shared';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { REASON_REQUIRED } from '../../../../console-api';
import { CheckBox } from '../../../ui/check-box';
import { useRunAction } from './run-action';

export interface ActionFormProps {
  operation: ConsoleOperation;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  /** This action's own fields, besides the reason and the gate's choices. */
  fields?: Record<string, unknown>;
  /** Offer to leave out the smoke render, or to go past the gate (both recorded in history). */
  gateChoices?: boolean;
  /** A change that cannot be undone is red. */
  destructive?: boolean;
  children?: ReactNode;
}

/** One action on a remote: its fields, the reason history keeps, and the gate's choices. */
export function ActionForm({ operation, title, description, submitLabel, fields = {}, gateChoices = false, destructive = false, children }: ActionFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [skipSmoke, setSkipSmoke] = useState(false);
  const [force, setForce] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const { run, pending } = useRunAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissingReason(true);
      reasonRef.current?.focus();
      return;
    }
    setMissingReason(false);
    const body = { ...fields, reason: reason.trim(), ...(gateChoices && { skipSmoke, force }) };
    run({ operation, body }, () => setReason(''));
  };

  return (
    <Box asChild borderWidth="1px" borderRadius="md" p={4}>
      <section aria-labelledby={`${id}-title`}>
        <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <Stack gap={3}>
            <Heading as="h3" size="md" id={`${id}-title`}>
              {title}
            </Heading>
            {description && <Text fontSize="sm">{description}</Text>}
            {children}
            <Field.Root required invalid={missingReason}>
              <Field.Label>
                Reason
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea ref={reasonRef} name="reason" rows={2} maxLength={2000} value={reason} onChange={(event) => setReason(event.target.value)} />
              <Field.HelperText>History keeps it.</Field.HelperText>
              <Field.ErrorText>{REASON_REQUIRED}</Field.ErrorText>
            </Field.Root>
            {gateChoices && (
              <Stack gap={1}>
                <CheckBox checked={skipSmoke} onChange={setSkipSmoke}>
                  Leave out the smoke render (recorded)
                </CheckBox>
                <CheckBox checked={force} onChange={setForce}>
                  Go past the gate if it refuses (recorded with its problems)
                </CheckBox>
              </Stack>
            )}
            <Button type="submit" alignSelf="flex-start" colorPalette={destructive ? 'red' : 'brand'} disabled={pending}>
              {submitLabel}
            </Button>
          </Stack>
        </form>
      </section>
    </Box>
  );
}
