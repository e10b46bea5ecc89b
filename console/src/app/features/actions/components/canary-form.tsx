import { Field, Input } from '@storefront/shared';
import { useState } from 'react';
import { CheckBox } from '../../../ui/check-box';
import type { Offer } from '../offered-actions';
import { ActionForm } from './action-form';
import { VersionSelect } from './version-select';

const DEFAULT_PERCENT = 10;

/** Starts a canary, or changes the running one's share (the same version keeps its figures). */
export function CanaryForm({ offer, live }: { offer: Extract<Offer, { kind: 'canary' }>; live: string }) {
  const { running, candidates } = offer;
  const [version, setVersion] = useState(running?.version ?? candidates[0]!);
  const [percent, setPercent] = useState(String(running?.percent ?? DEFAULT_PERCENT));
  const [autoRollback, setAutoRollback] = useState(running?.autoRollback ?? true);
  return (
    <ActionForm
      operation="canary"
      title={running ? 'Change the canary' : 'Start a canary'}
      description={`A share of visitors runs the version; everyone else stays on ${live}.`}
      submitLabel={running ? 'Change canary' : 'Start canary'}
      fields={{ version, percent: Number(percent), autoRollback, expect: live }}
      gateChoices
    >
      <VersionSelect label="Version" versions={candidates} value={version} onChange={setVersion} />
      <Field.Root required>
        <Field.Label>Share of visitors (%)</Field.Label>
        <Input type="number" name="percent" min={1} max={99} step={1} inputMode="numeric" value={percent} onChange={(event) => setPercent(event.target.value)} maxW="32" />
        <Field.HelperText>From 1 to 99. A visitor in a 10 % canary stays in a wider one.</Field.HelperText>
      </Field.Root>
      <CheckBox checked={autoRollback} onChange={setAutoRollback}>
        Roll back by itself if it fails significantly more often than the live version
      </CheckBox>
    </ActionForm>
  );
}
