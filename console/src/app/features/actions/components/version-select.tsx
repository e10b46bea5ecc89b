import { Field, NativeSelect } from '@storefront/shared';

/** Chooses one of a remote's versions, labelled as the action needs it. */
export function VersionSelect({ label, versions, value, onChange }: { label: string; versions: string[]; value: string; onChange: (version: string) => void }) {
  return (
    <Field.Root required>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {versions.map((version) => (
            <option key={version} value={version}>
              {version}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
