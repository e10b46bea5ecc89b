import { Box } from '@storefront/shared';
import type { ReactNode } from 'react';

// Plain HTML tables styled with the site's tokens: the kit has no table, and a table's own
// semantics (caption, header cells with scope) are what screen readers navigate by.

export function DataTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Box asChild width="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <table>
          <Box asChild textAlign="start" fontWeight="semibold" px={3} pt={2} color="fg.muted">
            <caption>{caption}</caption>
          </Box>
          {children}
        </table>
      </Box>
    </Box>
  );
}

export function HeaderCell({ children, scope = 'col' }: { children: ReactNode; scope?: 'col' | 'row' }) {
  return (
    <Box asChild textAlign="start" fontWeight="semibold" px={3} py={2} borderBottomWidth="1px" verticalAlign="top">
      <th scope={scope}>{children}</th>
    </Box>
  );
}

export function Cell({ children }: { children: ReactNode }) {
  return (
    <Box asChild px={3} py={2} borderBottomWidth="1px" verticalAlign="top">
      <td>{children}</td>
    </Box>
  );
}
