import type { ConsoleOperation } from '@storefront/release';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ActionForm } from './action-form';
import { VersionSelect } from './version-select';

interface VersionActionFormProps {
  operation: Extract<ConsoleOperation, 'promote' | 'withdraw' | 'reset-figures'>;
  title: string;
  description: ReactNode;
  submitLabel: string;
  versions: string[];
  /** Sent along (promote's `expect`: the live version the person saw). */
  fields?: Record<string, unknown>;
  gateChoices?: boolean;
  destructive?: boolean;
}

/** An action on one version the person chooses: promote it, withdraw it, or reset its figures. */
export function VersionActionForm({ versions, fields, ...form }: VersionActionFormProps) {
  const [version, setVersion] = useState(versions[0]!);
  return (
    <ActionForm {...form} fields={{ ...fields, version }}>
      <VersionSelect label="Version" versions={versions} value={version} onChange={setVersion} />
    </ActionForm>
  );
}
