import { Group, IconButton } from '@storefront/shared';
import { LayoutGrid, List } from 'lucide-react';

export type ViewMode = 'grid' | 'list';

const MODES = [
  { mode: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { mode: 'list', label: 'List view', Icon: List },
] as const;

/** Two toggle buttons; the pressed one is the current view. */
export function ViewModeToggle({
  value,
  onChange,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
}) {
  return (
    <Group attached role="group" aria-label="Layout">
      {MODES.map(({ mode, label, Icon }) => (
        <IconButton
          key={mode}
          aria-label={label}
          aria-pressed={value === mode}
          variant={value === mode ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => onChange(mode)}
        >
          <Icon aria-hidden="true" />
        </IconButton>
      ))}
    </Group>
  );
}
