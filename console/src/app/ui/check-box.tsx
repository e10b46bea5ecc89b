import { Box, HStack } from '@storefront/shared';
import type { ReactNode } from 'react';

/** A native checkbox with its label: keyboard, focus ring and screen readers as the browser gives them. */
export function CheckBox({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: ReactNode }) {
  return (
    <HStack asChild gap={2} fontSize="sm" cursor="pointer" alignItems="center">
      <label>
        <Box asChild width="4" height="4" accentColor="brand.600">
          <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
        </Box>
        {children}
      </label>
    </HStack>
  );
}
